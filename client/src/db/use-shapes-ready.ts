// Whether a page's own shapes have arrived locally at least once (a `recent` shape counts once
// its up-front window is in). A page shows its rows as soon as there are any, and says
// "nothing here" only once its shapes are ready: never because sync has not reached them yet.
// Naming them also tells the sync which shapes the page on screen needs (sync/interest.ts).
import { useEffect, useMemo } from 'react'
import { useLiveQueryFromDatabase } from './live-query'
import type { ShapeName } from '../../../sync/shapes'
import { useCurrentUser } from '@/auth/current-user'
import { announceInterest } from './sync/interest'
import { localDataDir } from './sync/sync-channel'

// One query for every page and card asking (a page asks for several sets of shapes): the
// table has a row per shape, so the answer is read here rather than a query per set.
const SYNCED_SHAPES = `select shape from "_sync_state" where synced_at is not null`

export function useShapesReady(...names: ShapeName[]): boolean | undefined {
  const userId = useCurrentUser().id
  const key = names.join(',')
  useEffect(() => announceInterest(localDataDir(userId), key ? key.split(',') : []), [userId, key])
  const synced = useLiveQueryFromDatabase<{ shape: string }>(SYNCED_SHAPES)?.rows
  return useMemo(() => {
    if (!synced) return undefined
    const done = new Set(synced.map((r) => r.shape))
    return key === '' || key.split(',').every((name) => done.has(name))
  }, [synced, key])
}
