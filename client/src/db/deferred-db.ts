// The database the pages are given: they render (from query snapshots, or as skeletons) while
// the worker's PGlite is still booting, and whatever they ask of it before then waits for it.
// Once it is open, every call goes straight through.
import type { LocalDb } from './open-local-db'
import type { PagesDb } from './pages-db'
import { tableLiveQueries, type LiveQueryHooks, type LiveQueryHost } from './table-live'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- forwards any method's arguments and answer untouched
type AnyFn = (...args: any[]) => any

// One per database: the app mounts again within a page (the session check's spinner), and the
// outbox is kept per handle, so a second handle would mean a second outbox sending the same writes.
const handles = new WeakMap<Promise<LocalDb>, PagesDb>()

/** `hooks`: what the live queries tell the sync (table-live.ts); the first caller's count. */
export function deferredDb(opening: Promise<LocalDb>, hooks?: LiveQueryHooks): PagesDb {
  let handle = handles.get(opening)
  if (!handle) {
    handle = createDeferredDb(opening, hooks)
    handles.set(opening, handle)
  }
  return handle
}

function createDeferredDb(opening: Promise<LocalDb>, hooks?: LiveQueryHooks): PagesDb {
  let open: LocalDb | undefined
  opening.then(
    (db) => (open = db),
    () => {},
  )
  const forward =
    (pick: (db: LocalDb) => AnyFn) =>
    (...args: unknown[]) =>
      open ? pick(open)(...args) : opening.then((db) => pick(db)(...args))

  const query = forward((db) => db.query.bind(db))
  const liveQueries = tableLiveQueries(
    {
      query: query as LiveQueryHost['query'],
      listen: forward((db) => db.listen.bind(db)),
      // A PGlite of its own (tests) has no leaders to change.
      onLeaderChange: (callback) => void opening.then((db) => db.onLeaderChange?.(callback), () => {}),
    },
    hooks,
  )
  const known = {
    query,
    exec: forward((db) => db.exec.bind(db)),
    transaction: forward((db) => db.transaction.bind(db)),
    live: liveQueries,
  }
  return new Proxy(known, {
    get(target, property) {
      if (property in target) return target[property as keyof typeof target]
      // Not a promise (so awaiting or resolving with it is safe), and inspectable while opening.
      if (property === 'then' || typeof property === 'symbol') return open ? Reflect.get(open, property) : undefined
      if (!open) throw new Error(`The local database is still opening (${String(property)})`)
      const value = (open as unknown as Record<PropertyKey, unknown>)[property]
      return typeof value === 'function' ? value.bind(open) : value
    },
  }) as unknown as PagesDb
}
