// The page's handle on the per-user database: a PGliteWorker (queries are forwarded to the
// leader tab's worker). Live queries are not PGlite's `live` extension but table-live.ts,
// which the pages' handle (deferred-db.ts) builds on plain queries and a LISTEN.
import { PGliteWorker } from '@electric-sql/pglite/worker'
import { localDataDir } from './sync/sync-channel'
import { deleteIndexedDb } from './delete-indexed-db'

export type LocalDb = PGliteWorker

// One instance per user per tab; React StrictMode's double effects must not start two workers.
const opened = new Map<string, Promise<LocalDb>>()

export function openLocalDb(userId: string): Promise<LocalDb> {
  let db = opened.get(userId)
  if (!db) {
    const worker = new Worker(new URL('./pglite.worker.ts', import.meta.url), {
      type: 'module',
      name: 'pglite',
    })
    db = PGliteWorker.create(worker, { dataDir: localDataDir(userId) })
    opened.set(userId, db)
  }
  return db
}

/** Terminates this tab's worker; if it was the leader, its sync stops with it. */
export async function closeLocalDb(userId: string): Promise<void> {
  const db = opened.get(userId)
  opened.delete(userId)
  if (db) await (await db.catch(() => null))?.close()
}

/** PGlite's IndexedDB filesystem stores `idb://name` in a database called `/pglite/name`. */
export const indexedDbName = (userId: string) => `/pglite/intranet-${userId}`

/** Deletes the user's local database; see deleteIndexedDb. */
export function deleteLocalDb(userId: string, timeoutMs = 5_000): Promise<void> {
  return deleteIndexedDb(indexedDbName(userId), timeoutMs)
}
