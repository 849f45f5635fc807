// React face of PagedQuery: a live query shown a page at a time. A new query (another tab,
// another search) starts again at the first page; the callback may change on every render.
import { useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { usePGlite } from '@/db/pages-db'
import type { Results } from '@electric-sql/pglite'
import type { CompiledQuery } from 'kysely'
import { QuerySnapshotsContext } from '@/db/live-query'
import { snapshotKey } from '@/db/query-snapshots'
import { PagedQuery, type PagedState } from './paged-query'

export interface PagedList<T> extends PagedState<T> {
  showMore: () => void
}

export interface PagedLiveQueryOptions<T> {
  pageSize: number
  /** See PagedQueryOptions.onExhausted: the seam for older content fetched from the server. */
  onExhausted?: (oldestShown: T | undefined) => Promise<boolean>
  /**
   * For search boxes: while a new search's first page loads, keep showing the last rows
   * instead of a skeleton on every keystroke. (Not for tabs: never show one tab's rows under another.)
   */
  keepPreviousRows?: boolean
}

/** The query has no limit of its own: the pages add theirs. */
export function usePagedLiveQuery<T>(query: CompiledQuery<T>, options: PagedLiveQueryOptions<T>): PagedList<T>
export function usePagedLiveQuery<T>(sql: string, params: unknown[], options: PagedLiveQueryOptions<T>): PagedList<T>
export function usePagedLiveQuery<T>(
  ...args: [query: CompiledQuery<T>, options: PagedLiveQueryOptions<T>] | [sql: string, params: unknown[], options: PagedLiveQueryOptions<T>]
): PagedList<T> {
  const [sql, params, options] = args.length === 2 ? [args[0].sql, [...args[0].parameters], args[1]] : args
  const db = usePGlite()
  const exhausted = useRef(options.onExhausted)
  exhausted.current = options.onExhausted
  const key = JSON.stringify(params)
  const query = useMemo(
    () => new PagedQuery<T>(db.live, { sql, params: JSON.parse(key), pageSize: options.pageSize, onExhausted: () => exhausted.current }),
    [db, sql, key, options.pageSize],
  )
  useEffect(() => {
    query.start()
    return () => query.stop()
  }, [query])
  const state = useSyncExternalStore(query.subscribe, query.getState)
  // The first page as it last looked, shown while the local database opens after a reload.
  const snapshots = useContext(QuerySnapshotsContext)
  const firstPageKey = snapshotKey(sql, [...JSON.parse(key), { firstPage: options.pageSize }])
  useEffect(() => {
    if (state.rows && snapshots) snapshots.save(firstPageKey, { rows: state.rows.slice(0, options.pageSize), fields: [] } as Results<unknown>)
  }, [state.rows, firstPageKey, snapshots, options.pageSize])
  const snapshot = useMemo(() => snapshots?.get<T>(firstPageKey)?.rows, [snapshots, firstPageKey])
  // The last rows, and which query gave them: the same query asked again of a new leader's
  // session keeps showing them (no skeleton, no lost scroll) until it answers.
  const previous = useRef<{ rows: T[]; identity: string } | undefined>(undefined)
  const identity = `${sql}\u0000${key}\u0000${options.pageSize}`
  if (state.rows) previous.current = { rows: state.rows, identity }
  const stillValid = previous.current && (options.keepPreviousRows || previous.current.identity === identity)
  const rows = state.rows ?? (stillValid && !state.error ? previous.current?.rows : undefined) ?? (state.error ? undefined : snapshot)
  return useMemo(
    () => ({ ...state, rows, hasMore: state.rows ? state.hasMore : false, showMore: () => query.showMore() }),
    [state, rows, query],
  )
}
