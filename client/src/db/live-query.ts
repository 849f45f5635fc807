// The pages' live query: PGlite's useLiveQuery, answered from the last session's snapshot until
// the local database has answered itself (see query-snapshots.ts).
//
// Not for queries about sync or the outbox (use-shapes-ready, pending writes): an old "synced"
// or "nothing pending" would be a lie, and "not found" is decided on sync state.
import { createContext, useContext, useEffect, useMemo } from 'react'
import { useLiveQuery as usePGliteLiveQuery } from '@electric-sql/pglite-react'
import type { Results } from '@electric-sql/pglite'
import { snapshotKey, type QuerySnapshots } from './query-snapshots'

export const QuerySnapshotsContext = createContext<QuerySnapshots | null>(null)

export function useLiveQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Results<T> | undefined {
  const live = usePGliteLiveQuery<T>(sql, params)
  const snapshots = useContext(QuerySnapshotsContext)
  const key = snapshots ? snapshotKey(sql, params) : ''
  // pglite-react hands out a new wrapper on every render; the rows array changes only with the results.
  const rows = live?.rows
  useEffect(() => {
    if (rows && snapshots) snapshots.save(key, { rows, fields: live?.fields ?? [] } as Results<unknown>)
  }, [rows, key, snapshots])
  // Looked up when the query is first asked (mount, new parameters), not on every render, so a
  // page painted from its snapshot keeps it until its live answer, with no skeleton in between.
  const snapshot = useMemo(() => snapshots?.get<T>(key), [snapshots, key])
  return live ?? snapshot
}
