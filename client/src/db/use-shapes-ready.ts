// Whether a page's own shapes have arrived locally at least once (a `recent` shape counts once
// its up-front window is in). A page shows its rows as soon as there are any, and says
// "nothing here" only once its shapes are ready: never because sync has not reached them yet.
import { useLiveQuery } from '@electric-sql/pglite-react'
import type { ShapeName } from '../../../sync/shapes'

export function useShapesReady(...names: ShapeName[]): boolean | undefined {
  const row = useLiveQuery<{ ready: number }>(
    `select count(*)::int as ready from "_sync_state" where shape = any($1::text[]) and synced_at is not null`,
    [names],
  )?.rows[0]
  return row === undefined ? undefined : row.ready >= names.length
}
