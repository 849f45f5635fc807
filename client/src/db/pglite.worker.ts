// The PGlite worker. Every tab starts one; only the elected leader's `init` runs, so the
// leader owns the IndexedDB-backed database and is the one tab that runs sync.
import { PGlite } from '@electric-sql/pglite'
import { worker } from '@electric-sql/pglite/worker'
import { ensureLocalSchema } from './local-schema-init'
import { runSync } from './sync/sync-runner'

worker({
  async init(options) {
    const dataDir = options.dataDir
    if (!dataDir) throw new Error('PGlite worker needs a per-user dataDir')
    // relaxedDurability: don't wait for IndexedDB flushes on every query; the data is a
    // cache that sync can always rebuild.
    const db = await PGlite.create({ dataDir, relaxedDurability: true })
    await ensureLocalSchema(db)
    runSync(db, dataDir)
    return db
  },
})

// With relaxedDurability the IndexedDB flush runs detached; when emscripten's IDBFS lists a
// file that Postgres removes before it is read (temp files), that flush rejects with ENOENT
// (errno 44). The next flush writes the current state, so this one is safe to drop.
self.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as { name?: string; errno?: number } | undefined
  if (reason?.name === 'ErrnoError' && reason.errno === 44) event.preventDefault()
})
