// The PGlite worker. Every tab starts one; only the elected leader's `init` runs, so the
// leader owns the IndexedDB-backed database and is the one tab that runs sync.
import { PGlite } from '@electric-sql/pglite'
import { worker } from '@electric-sql/pglite/worker'
import { ensureLocalSchema } from './local-schema-init'
import { openLeaderChannel, runSync } from './sync/sync-runner'
import { pgliteDownloads, type PgliteDownloads } from './pglite-downloads'
import { holdsDataDirectory } from './stored-pglite'

const downloads = pgliteDownloads()

worker({
  async init(options) {
    const dataDir = options.dataDir
    if (!dataDir) throw new Error('PGlite worker needs a per-user dataDir')
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
    return db
  },
})

// relaxedDurability: don't wait for IndexedDB flushes on every query; the data is a cache that
// sync can always rebuild. A first boot unpacks the shipped fresh data directory instead of
// running initdb (build/pglite-datadir.ts), when it can be had; otherwise initdb it is.
async function openPGlite(dataDir: string, files: PgliteDownloads, firstBoot: boolean): Promise<PGlite> {
  const [loadDataDir, { pgliteWasmModule, fsBundle }] = await Promise.all([firstBoot ? files.freshDataDir() : undefined, files.assets()])
  // A boot that may run initdb gets PGlite's own full file bundle and initdb's wasm (it fetches both).
  const withInitdb = { dataDir, relaxedDurability: true, startParams: START_PARAMS, ...(pgliteWasmModule && { pgliteWasmModule }) }
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

// Postgres' 128 MB of shared buffers were set up at boot and filled as sync wrote: ~0.1 GB of
// the tab's memory, for a database of ~30 MB at a large firm whose files the worker holds in
// memory anyway (IDBFS is an in-memory file system saved to IndexedDB), so a page evicted from
// the buffers is a copy away. 32 MB still holds the pages' working set.
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']

const emptyWasmModule = () => new WebAssembly.Module(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]))

// With relaxedDurability the IndexedDB flush runs detached; when emscripten's IDBFS lists a
// file that Postgres removes before it is read (temp files), that flush rejects with ENOENT
// (errno 44). The next flush writes the current state, so this one is safe to drop.
self.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as { name?: string; errno?: number } | undefined
  if (reason?.name === 'ErrnoError' && reason.errno === 44) event.preventDefault()
})
