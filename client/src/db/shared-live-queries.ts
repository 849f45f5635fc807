// One registration per distinct live query: components that ask the same thing of the same
// database (the header and the role follower both read my profile) share it. A registration
// costs a transaction of several statements in the one local database; an answer costs nothing.
import type { Results } from '@electric-sql/pglite'
import type { PagesDb } from './pages-db'

type Listener = (results: Results<unknown>) => void

interface Shared {
  listeners: Set<Listener>
  latest?: Results<unknown>
  /** Aborting drops the registration if it has not had its turn yet, else unsubscribes it. */
  abort: AbortController
}

const byDatabase = new WeakMap<object, Map<string, Shared>>()

/**
 * Calls `listener` with the query's answer now (if one is known) and on every change; the
 * returned function stops. Errors other than a dropped registration are rethrown, unhandled,
 * as the live query itself would.
 */
export function subscribeLiveQuery<T>(db: Pick<PagesDb, 'live'>, sql: string, params: unknown[], listener: (results: Results<T>) => void): () => void {
  let queries = byDatabase.get(db)
  if (!queries) {
    queries = new Map()
    byDatabase.set(db, queries)
  }
  const key = `${sql}\u0000${JSON.stringify(params)}`
  let shared = queries.get(key)
  if (!shared) {
    const created: Shared = { listeners: new Set(), abort: new AbortController() }
    shared = created
    queries.set(key, created)
    db.live
      .query({
        query: sql,
        params,
        signal: created.abort.signal,
        callback: (results) => {
          if (created.abort.signal.aborted) return
          created.latest = results
          for (const l of created.listeners) l(results)
        },
      })
      .catch((error: unknown) => {
        if (queries?.get(key) === created) queries.delete(key)
        if ((error as Error | undefined)?.name !== 'AbortError') throw error
      })
  }
  const own = listener as Listener
  shared.listeners.add(own)
  if (shared.latest) own(shared.latest)
  const joined = shared
  return () => {
    joined.listeners.delete(own)
    if (joined.listeners.size > 0) return
    joined.abort.abort()
    if (queries?.get(key) === joined) queries.delete(key)
  }
}
