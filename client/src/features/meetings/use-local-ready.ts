// Whether "not found" can be believed: the local tables have caught up with the server, or we
// are offline with what we had. Before that, a missing row may simply not have arrived yet.
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { syncStatusAtom } from '@/db/sync-status'

export function useLocalDataReady(): boolean {
  const s = useAtomValue(syncStatusAtom)
  return s.upToDate || ((!s.online || s.failing) && s.lastSyncedAt !== null)
}

/**
 * True once something has stayed missing for a moment after the local data is ready: the
 * sync status and the live queries arrive separately, so "ready but not there yet" happens.
 */
export function useSettledMissing(missing: boolean, graceMs = 1500): boolean {
  const ready = useLocalDataReady()
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!missing || !ready) {
      setSettled(false)
      return
    }
    const timer = setTimeout(() => setSettled(true), graceMs)
    return () => clearTimeout(timer)
  }, [missing, ready, graceMs])
  return settled && missing
}
