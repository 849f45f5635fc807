// Whether a page's own shapes have arrived locally at least once (a `recent` shape counts once
// its up-front window is in). A page shows its rows as soon as there are any, and says
// "nothing here" only once its shapes are ready: never because sync has not reached them yet.
// Naming them also tells the sync which shapes the page on screen needs (sync/interest.ts).
import { useEffect, useMemo, useState } from 'react'
import type { ShapeName } from '../../../sync/shapes'
import { useCurrentUser } from '@/auth/current-user'
import { usePGlite } from './pages-db'
import { subscribeLiveQuery } from './shared-live-queries'
import { announceInterest } from './sync/interest'
import { localDataDir } from './sync/sync-channel'

// One query for every page and card asking (a page asks for several sets of shapes): the
// table has a row per shape, so the answer is read here rather than a query per set.
const SYNCED_SHAPES = `select shape from "_sync_state" where synced_at is not null`

/**
 * The shapes in `rows`, or `previous` itself when they are the same shapes. Sync writes
 * `_sync_state` with every batch (its resume offset), and each write answers the query again;
 * the set of synced shapes changes a handful of times a session.
 */
export function syncedShapes(rows: readonly { shape: string }[], previous?: ReadonlySet<string>): ReadonlySet<string> {
  const next = new Set(rows.map((r) => r.shape))
  if (previous && previous.size === next.size && [...next].every((shape) => previous.has(shape))) return previous
  return next
}

export function useShapesReady(...names: ShapeName[]): boolean | undefined {
  const userId = useCurrentUser().id
  const key = names.join(',')
  useEffect(() => announceInterest(localDataDir(userId), key ? key.split(',') : []), [userId, key])
  // Read straight from the database (never a snapshot: an old "synced" would be a lie), as
  // useLiveQueryFromDatabase does, but the state changes only when the synced shapes do, so a
  // batch of sync does not render every page and card that asks.
  const db = usePGlite()
  const [synced, setSynced] = useState<ReadonlySet<string>>()
  useEffect(
    () => subscribeLiveQuery<{ shape: string }>(db, SYNCED_SHAPES, [], (results) => setSynced((previous) => syncedShapes(results.rows, previous))),
    [db],
  )
  return useMemo(() => {
    if (!synced) return undefined
    return key === '' || key.split(',').every((name) => synced.has(name))
  }, [synced, key])
}
