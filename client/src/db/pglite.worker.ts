// The PGlite worker. Every tab starts one; only the elected leader's `init` runs, so the
// leader owns the IndexedDB-backed database and is the one tab that runs sync.
import { PGlite } from '@electric-sql/pglite'
import { worker } from '@electric-sql/pglite/worker'
import { ensureLocalSchema } from './local-schema-init'
import { openLeaderChannel, runSync } from './sync/sync-runner'
import { pgliteDownloads, type PgliteDownloads } from './pglite-downloads'
import { holdsDataDirectory } from './stored-pglite'
import { PGLITE_START_PARAMS } from './pglite-settings'
import { trimWalAfterWrites } from './wal-trim'
import { LEADS_HERE } from './leads-here'

const downloads = pgliteDownloads()

worker({
  async init(options) {
    const dataDir = options.dataDir
    if (!dataDir) throw new Error('PGlite worker needs a per-user dataDir')
    // Tells this tab that it leads (open-local-db.ts). PGliteWorker's own isLeader can miss the
    // moment: its page starts listening for it only after an await, and the message may be past.
    self.postMessage({ type: LEADS_HERE })
    // Open before the boot, so the pages can say which shapes they read meanwhile.
    const leader = openLeaderChannel(dataDir)
    const firstBoot = !(await holdsDataDirectory(dataDir))
    const opening = openPGlite(dataDir, downloads, firstBoot).then(async (db) => {
      await ensureLocalSchema(db)
      return db
    })
    // A first boot has nothing to resume from: the page's shapes are asked for while PGlite
    // boots, and their answers wait for it. Otherwise sync starts from the stored offsets.
    const stopEarlySync = firstBoot ? runSync(opening, leader, { fresh: true }) : null
    let db: PGlite
    try {
      db = await opening
    } catch (error) {
      if (stopEarlySync) stopEarlySync()
      else leader.channel.close()
      throw error
    }
    if (!stopEarlySync) runSync(db, leader)
    void trimWalAfterWrites(db).catch(() => {})
    return db
  },
})

// relaxedDurability: don't wait for IndexedDB flushes on every query; the data is a cache that
// sync can always rebuild. A first boot unpacks the shipped fresh data directory instead of
// running initdb (build/pglite-datadir.ts), when it can be had; otherwise initdb it is.
async function openPGlite(dataDir: string, files: PgliteDownloads, firstBoot: boolean): Promise<PGlite> {
  const [loadDataDir, { pgliteWasmModule, fsBundle }] = await Promise.all([firstBoot ? files.freshDataDir() : undefined, files.assets()])
  // A boot that may run initdb gets PGlite's own full file bundle and initdb's wasm (it fetches both).
  const withInitdb = { dataDir, relaxedDurability: true, startParams: PGLITE_START_PARAMS, ...(pgliteWasmModule && { pgliteWasmModule }) }
  // PGlite downloads initdb's wasm on every boot unless given one; with a data directory to
  // unpack or one already stored, initdb does not run, so an empty module stands in for it.
  const withoutInitdb = { ...withInitdb, ...(fsBundle && { fsBundle }), initdbWasmModule: emptyWasmModule() }
  if (firstBoot && !loadDataDir) return PGlite.create(withInitdb)
  try {
    return await PGlite.create({ ...withoutInitdb, loadDataDir })
  } catch (error) {
    // Another tab created the database between our look and our boot: open what is there. Or
    // the stored database turned out to need initdb after all (emptied between look and boot).
    if (loadDataDir && /already exists/i.test(String((error as Error)?.message))) return PGlite.create(withoutInitdb)
    if (!firstBoot) return PGlite.create(withInitdb)
    throw error
  }
}

const emptyWasmModule = () => new WebAssembly.Module(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]))

// With relaxedDurability the IndexedDB flush runs detached; when emscripten's IDBFS lists a
// file that Postgres removes before it is read (temp files), that flush rejects with ENOENT
// (errno 44). The next flush writes the current state, so this one is safe to drop.
self.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as { name?: string; errno?: number } | undefined
  if (reason?.name === 'ErrnoError' && reason.errno === 44) event.preventDefault()
})
