// The database the pages are given: they render (from query snapshots, or as skeletons) while
// the worker's PGlite is still booting, and whatever they ask of it before then waits for it.
// Once it is open, every call goes straight through.
import type { LocalDb } from './open-local-db'

type AnyFn = (...args: any[]) => any

// One per database: the app mounts again within a page (the session check's spinner), and the
// outbox is kept per handle, so a second handle would mean a second outbox sending the same writes.
const handles = new WeakMap<Promise<LocalDb>, LocalDb>()

/** `onRegistering`: told when live-query registrations start waiting (true) and are all done (false). */
export function deferredDb(opening: Promise<LocalDb>, onRegistering?: (busy: boolean) => void): LocalDb {
  let handle = handles.get(opening)
  if (!handle) {
    handle = createDeferredDb(opening, onRegistering)
    handles.set(opening, handle)
  }
  return handle
}

function createDeferredDb(opening: Promise<LocalDb>, onRegistering: (busy: boolean) => void = () => {}): LocalDb {
  let open: LocalDb | undefined
  opening.then(
    (db) => (open = db),
    () => {},
  )
  const forward =
    (pick: (db: LocalDb) => AnyFn) =>
    (...args: unknown[]) =>
      open ? pick(open)(...args) : opening.then((db) => pick(db)(...args))

  // A live query's registration is one transaction of several statements, and a page mounts
  // a dozen at once. Sent together they fill the database's queue, and sync's writes (the
  // rows those pages wait for) come after all of them; one at a time, sync's writes take their
  // turn in between. The database runs one statement at a time anyway, so nothing is slower.
  let registering: Promise<unknown> = Promise.resolve()
  let waiting = 0
  const oneAtATime =
    (register: AnyFn) =>
    (...args: unknown[]) => {
      if (waiting++ === 0) onRegistering(true)
      const turn = registering.then(() => {
        // Asked for by a page that has gone since: its turn is the next page's.
        if (signalOf(args[0])?.aborted) throw new DOMException('The live query was cancelled before it was set up', 'AbortError')
        return register(...args)
      })
      registering = turn
        .catch(() => {})
        .finally(() => {
          if (--waiting === 0) onRegistering(false)
        })
      return turn
    }

  const known = {
    query: forward((db) => db.query.bind(db)),
    exec: forward((db) => db.exec.bind(db)),
    transaction: forward((db) => db.transaction.bind(db)),
    live: {
      query: oneAtATime(forward((db) => db.live.query.bind(db.live))),
      incrementalQuery: oneAtATime(forward((db) => db.live.incrementalQuery.bind(db.live))),
      changes: oneAtATime(forward((db) => db.live.changes.bind(db.live))),
    },
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
  }) as unknown as LocalDb
}

/** The signal of a live query asked for with an options object (`{ query, params, signal }`). */
function signalOf(first: unknown): AbortSignal | undefined {
  return typeof first === 'object' && first !== null ? (first as { signal?: AbortSignal }).signal : undefined
}
