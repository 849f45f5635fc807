// The pages' live query: a live query of the local database (table-live.ts), answered from the last session's snapshot until
// the local database has answered itself (see query-snapshots.ts).
//
// Queries about sync or the outbox (use-shapes-ready, pending writes) use useLiveQueryFromDatabase,
// which never answers from a snapshot: an old "synced" or "nothing pending" would be a lie, and
// "not found" is decided on sync state.
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { Results } from '@electric-sql/pglite'
import type { CompiledQuery } from 'kysely'
import { usePGlite } from './pages-db'
import { snapshotKey, type QuerySnapshots } from './query-snapshots'
import { subscribeLiveQuery } from './shared-live-queries'

export const QuerySnapshotsContext = createContext<QuerySnapshots | null>(null)

/**
 * A query for the live hooks: built with localQuery and compiled (local-query.ts), which types
 * its rows, or SQL text with its parameters where a builder cannot say it.
 */
type LiveQueryArgs = [query: CompiledQuery<unknown>] | [sql: string, params?: unknown[]]

function sqlAndParams(args: LiveQueryArgs): [string, unknown[] | undefined] {
  const [query, params] = args as [CompiledQuery<unknown> | string, unknown[]?]
  return typeof query === 'string' ? [query, params] : [query.sql, [...query.parameters]]
}

/**
 * A live query's current answer, from the local database only. Unlike a hook per component,
 * components asking the same query share one registration (shared-live-queries.ts), and
 * parameters are compared by value, so an array built anew on each render (`[names]`) does not
 * set the query up again on every render. Keeps the last answer while new parameters load.
 */
export function useLiveQueryFromDatabase<R>(query: CompiledQuery<R>): Results<R> | undefined
export function useLiveQueryFromDatabase<T = Record<string, unknown>>(sql: string, params?: unknown[]): Results<T> | undefined
export function useLiveQueryFromDatabase(...args: LiveQueryArgs): Results<unknown> | undefined {
  const [sql, params] = sqlAndParams(args)
  const db = usePGlite()
  const [results, setResults] = useState<Results<unknown>>()
  const paramsKey = JSON.stringify(params ?? [])
  const latestParams = useRef(params)
  latestParams.current = params
  useEffect(() => subscribeLiveQuery<unknown>(db, sql, latestParams.current ?? [], setResults), [db, sql, paramsKey])
  return results
}

export function useLiveQuery<R>(query: CompiledQuery<R>): Results<R> | undefined
export function useLiveQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Results<T> | undefined
export function useLiveQuery(...args: LiveQueryArgs): Results<unknown> | undefined {
  const [sql, params] = sqlAndParams(args)
  const live = useLiveQueryFromDatabase<unknown>(sql, params)
  const snapshots = useContext(QuerySnapshotsContext)
  const key = snapshots ? snapshotKey(sql, params) : ''
  const rows = live?.rows
  useEffect(() => {
    if (rows && snapshots) snapshots.save(key, { rows, fields: live?.fields ?? [] } as Results<unknown>)
  }, [rows, key, snapshots])
  // Looked up when the query is first asked (mount, new parameters), not on every render, so a
  // page painted from its snapshot keeps it until its live answer, with no skeleton in between.
  const snapshot = useMemo(() => snapshots?.get<unknown>(key), [snapshots, key])
  return live ?? snapshot
}
