// How the worker's Postgres is started; the tests start theirs the same way.
import { PGlite } from '@electric-sql/pglite'

export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  // Postgres' 128 MB of shared buffers were set up at boot and filled as sync wrote: ~0.1 GB of
  // the tab's memory, for a database of ~30 MB at a large firm whose files the worker holds in
  // memory anyway (IDBFS is an in-memory file system saved to IndexedDB), so a page evicted from
  // the buffers is a copy away. 32 MB still holds the pages' working set.
  '-c',
  'shared_buffers=32MB',
  // WAL segments before a checkpoint are removed, not renamed and kept for reuse: kept, they
  // would stay in memory and in IndexedDB for good (wal-trim.ts).
  '-c',
  'wal_recycle=off',
]
