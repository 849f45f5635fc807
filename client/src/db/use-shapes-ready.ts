// Whether a page's own shapes have arrived locally at least once (a `recent` shape counts once
// its up-front window is in). A page shows its rows as soon as there are any, and says
// "nothing here" only once its shapes are ready: never because sync has not reached them yet.
// Naming them also tells the sync which shapes the page on screen needs (sync/interest.ts).
import { useEffect } from 'react'
import { useLiveQuery } from '@electric-sql/pglite-react'
import type { ShapeName } from '../../../sync/shapes'
import { useCurrentUser } from '@/auth/current-user'
import { announceInterest } from './sync/interest'
import { localDataDir } from './sync/sync-channel'

export function useShapesReady(...names: ShapeName[]): boolean | undefined {
  const userId = useCurrentUser().id
  const key = names.join(',')
  useEffect(() => announceInterest(localDataDir(userId), key ? key.split(',') : []), [userId, key])
  const row = useLiveQuery<{ ready: number }>(
    `select count(*)::int as ready from "_sync_state" where shape = any($1::text[]) and synced_at is not null`,
    [names],
  )?.rows[0]
  return row === undefined ? undefined : row.ready >= names.length
}
