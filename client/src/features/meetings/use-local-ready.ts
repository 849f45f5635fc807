// Whether "not found" can be believed: the local tables have caught up with the server, or we
// are offline with what we had. Before that, a missing row may simply not have arrived yet.
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { syncStatusAtom } from '@/db/sync-status'
import { useShapesReady } from '@/db/use-shapes-ready'
import type { ShapeName } from '../../../../sync/shapes'

export function useLocalDataReady(): boolean {
  const s = useAtomValue(syncStatusAtom)
  return s.upToDate || ((!s.online || s.failing) && s.lastSyncedAt !== null)
}

const NO_SHAPES: ShapeName[] = []

/**
 * True once something has stayed missing for a moment after the local data is ready: the
 * sync status and the live queries arrive separately, so "ready but not there yet" happens.
 * Given the shapes the row comes from, their own first sync is enough: a direct link to an
 * unknown meeting need not wait for every other table of a large firm to catch up.
 */
export function useSettledMissing(missing: boolean, shapes: ShapeName[] = NO_SHAPES, graceMs = 1500): boolean {
  const everything = useLocalDataReady()
  const ownShapes = useShapesReady(...shapes) === true && shapes.length > 0
  const ready = everything || ownShapes
  // Rows and their shape's sync mark are written in one transaction, so after the mark only
  // the live query's own round trip is left to wait for.
  const grace = ownShapes ? Math.min(graceMs, 300) : graceMs
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!missing || !ready) {
      setSettled(false)
      return
    }
    const timer = setTimeout(() => setSettled(true), grace)
    return () => clearTimeout(timer)
  }, [missing, ready, grace])
  return settled && missing
}
