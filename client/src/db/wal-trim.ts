// Postgres in PGlite is one backend without a checkpointer, so nothing checkpoints by itself
// between boots: every WAL segment written since the last boot stays, in the worker's memory
// (IDBFS is an in-memory file system) and in IndexedDB. A large firm's first sync left ~55 MB of
// WAL beside a 17 MB database, and each boot replays all of it. The leader checkpoints once the
// WAL since the last checkpoint passes a limit; with `wal_recycle` off (pglite-settings.ts) the
// segments before it are removed instead of kept for reuse.
import type { PGlite } from '@electric-sql/pglite'
import { TABLE_CHANGED_CHANNEL } from './table-live'

export interface WalTrimOptions {
  /** WAL since the last checkpoint that is worth a checkpoint. */
  limitBytes?: number
  /** How long after a write the WAL is looked at: a burst of sync's writes is one look. */
  delayMs?: number
}

export interface WalTrimmer {
  /** Checkpoints if the WAL since the last checkpoint is over the limit; true if it did. */
  trimIfOver(): Promise<boolean>
  stop(): Promise<void>
}

const WAL_SINCE_CHECKPOINT_SQL = `select (pg_current_wal_insert_lsn() - redo_lsn)::float8 as bytes from pg_control_checkpoint()`

export async function trimWalAfterWrites(db: PGlite, options: WalTrimOptions = {}): Promise<WalTrimmer> {
  const limitBytes = options.limitBytes ?? 8 * 2 ** 20
  const delayMs = options.delayMs ?? 2_000
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false

  async function trimIfOver(): Promise<boolean> {
    const { rows } = await db.query<{ bytes: number }>(WAL_SINCE_CHECKPOINT_SQL)
    if (stopped || (rows[0]?.bytes ?? 0) < limitBytes) return false
    await db.exec('checkpoint')
    return true
  }

  const look = () => {
    timer = null
    // A closed database (the tab going away) or a query that fails now is tried at the next write.
    trimIfOver().catch(() => {})
  }
  const unlisten = await db.listen(TABLE_CHANGED_CHANNEL, () => {
    if (!stopped && !timer) timer = setTimeout(look, delayMs)
  })

  return {
    trimIfOver,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await unlisten()
    },
  }
}
