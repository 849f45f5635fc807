// The pages' live query: a live query of the local database (table-live.ts), answered from the last session's snapshot until
// the local database has answered itself (see query-snapshots.ts).
//
// Queries about sync or the outbox (use-shapes-ready, pending writes) use useLiveQueryFromDatabase,
// which never answers from a snapshot: an old "synced" or "nothing pending" would be a lie, and
// "not found" is decided on sync state.
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { Results } from '@electric-sql/pglite'
import { usePGlite } from './pages-db'
import { snapshotKey, type QuerySnapshots } from './query-snapshots'
import { subscribeLiveQuery } from './shared-live-queries'

export const QuerySnapshotsContext = createContext<QuerySnapshots | null>(null)

/**
 * A live query's current answer, from the local database only. Unlike a hook per component,
 * components asking the same query share one registration (shared-live-queries.ts), and
 * parameters are compared by value, so an array built anew on each render (`[names]`) does not
 * set the query up again on every render. Keeps the last answer while new parameters load.
 */
export function useLiveQueryFromDatabase<T = Record<string, unknown>>(sql: string, params?: unknown[]): Results<T> | undefined {
  const db = usePGlite()
  const [results, setResults] = useState<Results<T>>()
  const paramsKey = JSON.stringify(params ?? [])
  const latestParams = useRef(params)
  latestParams.current = params
  useEffect(() => subscribeLiveQuery<T>(db, sql, latestParams.current ?? [], setResults), [db, sql, paramsKey])
  return results
}

export function useLiveQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Results<T> | undefined {
  const live = useLiveQueryFromDatabase<T>(sql, params)
  const snapshots = useContext(QuerySnapshotsContext)
  const key = snapshots ? snapshotKey(sql, params) : ''
  const rows = live?.rows
  useEffect(() => {
    if (rows && snapshots) snapshots.save(key, { rows, fields: live?.fields ?? [] } as Results<unknown>)
  }, [rows, key, snapshots])
  // Looked up when the query is first asked (mount, new parameters), not on every render, so a
  // page painted from its snapshot keeps it until its live answer, with no skeleton in between.
  const snapshot = useMemo(() => snapshots?.get<T>(key), [snapshots, key])
  return live ?? snapshot
}
