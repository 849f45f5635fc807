// The page's handle on the per-user database: a PGliteWorker (queries are forwarded to the
// leader tab's worker). Live queries are not PGlite's `live` extension but table-live.ts,
// which the pages' handle (deferred-db.ts) builds on plain queries and a LISTEN.
import { PGliteWorker } from '@electric-sql/pglite/worker'
import { localDataDir, localDbGroupId } from './sync/sync-channel'
import { pgliteIndexedDbName } from './stored-pglite'
import { deleteIndexedDb } from './delete-indexed-db'
import { LEADS_HERE } from './leads-here'
import { EXPOSED_LOCAL_DB, exposedForTests } from './exposed-for-tests'
import { noteLeaderHere } from '@/offline/new-version'

export type LocalDb = PGliteWorker

// One instance per user per tab; React StrictMode's double effects must not start two workers.
const opened = new Map<string, Promise<LocalDb>>()
let spawned: SpawnedWorker | null = null

interface SpawnedWorker {
  worker: Worker
  /** The worker has said "here", its first message, which PGliteWorker waits for. */
  saidHere: boolean
}

function spawnWorker(): SpawnedWorker {
  const worker = new Worker(new URL('./pglite.worker.ts', import.meta.url), { type: 'module', name: 'pglite' })
  const spawnedWorker = { worker, saidHere: false }
  // Listened for from the start, so the message cannot pass unheard.
  worker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === LEADS_HERE) noteLeaderHere(true)
  })
  const onHere = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== 'here') return
    spawnedWorker.saidHere = true
    worker.removeEventListener('message', onHere)
  }
  worker.addEventListener('message', onHere)
  return spawnedWorker
}

/**
 * Starts this tab's PGlite worker before the session is known, so that its code loads (and on a
 * first visit PGlite's files download, pglite-downloads.ts) while the page asks who is signed in;
 * openLocalDb then hands it the user's database.
 */
export function prespawnLocalDbWorker(): void {
  if (!spawned && opened.size === 0 && typeof Worker === 'function') spawned = spawnWorker()
}

export function openLocalDb(userId: string): Promise<LocalDb> {
  let db = opened.get(userId)
  if (!db) {
    const { worker, saidHere } = spawned ?? spawnWorker()
    spawned = null
    const dataDir = localDataDir(userId)
    // One election per store, not per build (localDbGroupId).
    db = PGliteWorker.create(worker, { dataDir, id: localDbGroupId(dataDir) })
    // PGliteWorker starts listening for the worker's "here" as it is created: a worker spawned
    // early may have said it already, unheard, so it is said again for it.
    if (saidHere) worker.dispatchEvent(new MessageEvent('message', { data: { type: 'here' } }))
    opened.set(userId, db)
    if (exposedForTests()) void db.then((handle) => Object.assign(window, { [EXPOSED_LOCAL_DB]: handle }), () => {})
  }
  return db
}

/** Terminates this tab's worker; if it was the leader, its sync stops with it. */
export async function closeLocalDb(userId: string): Promise<void> {
  const db = opened.get(userId)
  opened.delete(userId)
  if (db) await (await db.catch(() => null))?.close()
}

export const indexedDbName = (userId: string) => pgliteIndexedDbName(localDataDir(userId))

/** Deletes the user's local database; see deleteIndexedDb. */
export function deleteLocalDb(userId: string, timeoutMs = 5_000): Promise<void> {
  return deleteIndexedDb(indexedDbName(userId), timeoutMs)
}
