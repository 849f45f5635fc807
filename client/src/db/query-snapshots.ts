// What each live query last showed, kept per user in a small IndexedDB store, so a reload paints
// the page from it in tens of milliseconds while the worker's PGlite boots (seconds at a large
// firm). The live query replaces the snapshot as soon as it answers; nothing is written through
// a snapshot. Like the local database, the store is the signed-in user's and is deleted at
// sign-out.
import { delMany, entries, promisifyRequest, set, type UseStore } from 'idb-keyval'
import type { Results } from '@electric-sql/pglite'
import { deleteIndexedDb } from './delete-indexed-db'

export interface QuerySnapshots {
  /**
   * The last results, while the local database is still opening; afterwards undefined: a page
   * mounted then gets its live answer in milliseconds, and an old answer there could be acted on
   * (a count of files that is no longer true) before it is replaced.
   */
  get<T>(key: string): Results<T> | undefined
  /** The local database has opened: from now on only live answers. */
  stopServing(): void
  /** Remembers the latest results of a query (small results only; written within a second). */
  save(key: string, results: Results<unknown>): void
}

/** Each user's open stores, so sign-out can cancel saves still waiting before it deletes them. */
const stopSaving = new Map<string, Set<() => void>>()

interface Snapshot {
  rows: unknown[]
  fields: Results['fields']
  savedAt: number
}

/** Bigger results are not worth a copy: the page is paged, and they would slow every save. */
export const MAX_SNAPSHOT_ROWS = 300
/** The queries of the pages a user visits; the least recently saved beyond this are dropped. */
export const MAX_SNAPSHOTS = 200
const SAVE_INTERVAL_MS = 1_000
const LOAD_TIMEOUT_MS = 1_500

export const snapshotKey = (sql: string, params: unknown[] | undefined) => `${sql}\u0000${JSON.stringify(params ?? [])}`

export const snapshotDbName = (userId: string) => `intranet-snapshots-${userId}`

/**
 * idb-keyval's store, but one that lets go of its connection when the store is being deleted:
 * idb-keyval's own keeps it open for the page's life, and a delete waits for every open
 * connection, so sign-out waited out its whole timeout (5 s) on this tab's own one before it
 * ended the session and showed the sign-in page. It closes when told to (this tab deletes the
 * store) and when another tab deletes it (the browser asks with a versionchange: the store
 * never changes version otherwise), and then stays closed: opening it again would make the
 * store anew and put the signed-out user's rows back.
 */
function closableStore(dbName: string, storeName: string): { store: UseStore; close(): void } {
  let closed = false
  let connection: Promise<IDBDatabase> | null = null
  const close = () => {
    closed = true
    void connection?.then((db) => db.close(), () => {})
    connection = null
  }
  const open = (): Promise<IDBDatabase> => {
    if (closed) return Promise.reject(new Error('snapshots: the store is closed'))
    if (!connection) {
      const request = indexedDB.open(dbName)
      request.onupgradeneeded = () => request.result.createObjectStore(storeName)
      const opening = promisifyRequest(request)
      connection = opening
      opening.then(
        (db) => {
          db.onversionchange = close
          // The browser may drop a connection (storage pressure): the next use opens another.
          db.onclose = () => {
            if (connection === opening) connection = null
          }
        },
        () => {
          if (connection === opening) connection = null
        },
      )
    }
    return connection
  }
  return {
    store: (mode, callback) => open().then((db) => callback(db.transaction(storeName, mode).objectStore(storeName))),
    close,
  }
}

/** Reads every snapshot into memory; resolves with an empty set when IndexedDB is unavailable. */
export async function openQuerySnapshots(userId: string): Promise<QuerySnapshots> {
  let store: UseStore | null = null
  const memory = new Map<string, Snapshot>()
  const opened = closableStore(snapshotDbName(userId), 'results')
  try {
    store = opened.store
    // A store another tab is deleting (sign-out) can keep us waiting: then start without it.
    const read = await Promise.race([entries<string, Snapshot>(store), new Promise<null>((r) => setTimeout(() => r(null), LOAD_TIMEOUT_MS))])
    if (!read) throw new Error('snapshots: IndexedDB did not answer')
    const all = read.sort((a, b) => b[1].savedAt - a[1].savedAt)
    for (const [key, snapshot] of all.slice(0, MAX_SNAPSHOTS)) memory.set(key, snapshot)
    const stale = all.slice(MAX_SNAPSHOTS).map(([key]) => key)
    if (stale.length) void delMany(stale, store).catch(() => {})
  } catch {
    store = null // private mode or a blocked database: pages simply wait for the live query
    opened.close()
  }

  // Written at once, then at most once a second per key with the latest results: a feed that
  // changes all the time while it fills is still saved, and a page left quickly too.
  const pending = new Map<string, ReturnType<typeof setTimeout>>()
  const dirty = new Set<string>()
  const write = (key: string) => {
    const snapshot = memory.get(key)
    if (store && snapshot) void set(key, snapshot, store).catch(() => {})
  }
  const flush = () => {
    for (const key of dirty) write(key)
    dirty.clear()
  }
  const onHide = () => document.visibilityState === 'hidden' && flush()
  document.addEventListener('visibilitychange', onHide)
  const stops = stopSaving.get(userId) ?? new Set()
  stopSaving.set(userId, stops)
  stops.add(() => {
    store = null
    opened.close()
    for (const timer of pending.values()) clearTimeout(timer)
    pending.clear()
    dirty.clear()
    memory.clear()
    document.removeEventListener('visibilitychange', onHide)
  })
  const arm = (key: string) =>
    pending.set(
      key,
      setTimeout(() => {
        pending.delete(key)
        if (!dirty.delete(key)) return
        write(key)
        arm(key)
      }, SAVE_INTERVAL_MS),
    )
  let serving = true
  return {
    stopServing() {
      serving = false
    },
    get<T>(key: string) {
      if (!serving) return undefined
      const snapshot = memory.get(key)
      return snapshot ? ({ rows: snapshot.rows as T[], fields: snapshot.fields } as Results<T>) : undefined
    },
    save(key, results) {
      if (!store || results.rows.length > MAX_SNAPSHOT_ROWS) return
      memory.set(key, { rows: results.rows, fields: results.fields, savedAt: Date.now() })
      if (pending.has(key)) {
        dirty.add(key)
        return
      }
      write(key)
      arm(key)
    },
  }
}

/** Deletes the user's snapshots (sign-out), after cancelling saves still waiting and closing this tab's connection. */
export function deleteQuerySnapshots(userId: string, timeoutMs = 5_000): Promise<void> {
  for (const stop of stopSaving.get(userId) ?? []) stop()
  stopSaving.delete(userId)
  return deleteIndexedDb(snapshotDbName(userId), timeoutMs)
}
