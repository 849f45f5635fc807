// What a shape request reads: its snapshot (taken in one database snapshot, shared between
// clients that ask at once) and the changes after an offset (from memory, or from the durable
// log in sync_changes when memory no longer reaches back that far).
import type { LogEntry } from './change-messages'
import { readChanges } from './change-pass'
import { afterLsn, type Offset } from './offsets'
import type { Shape, Snapshot } from './shape'
import { DISPLAY_SETTINGS, snapshotSql } from './shape-sql'
import type { SqlClient } from './sql-client'
import { LSN_SQL, snapshotEndMessage } from './subset-snapshot'

/** A recent snapshot serves the clients that ask within this long; the log covers the gap. */
const SHARED_SNAPSHOT_MS = 10_000

export interface ShapeReadsContext {
  db: SqlClient
  /** The last LSN the change pass has read. */
  processed(): number
  /** In-memory log entries kept per shape. */
  maxEntries: number
}

export function createShapeReads({ db, processed, maxEntries }: ShapeReadsContext) {
  /** A changes-only shape's snapshot holds no rows, but still names the snapshot it starts at. */
  async function emptySnapshot(): Promise<Snapshot> {
    const lsn = processed()
    const [row] = await db.query<{ snapshot: string }>(`select pg_current_snapshot()::text as snapshot`)
    return { lsn, body: '', rows: 0, takenAt: Date.now(), end: snapshotEndMessage(row.snapshot) }
  }

  function takeSnapshot(shape: Shape): Promise<Snapshot> {
    const cached = shape.snapshot
    const fresh = async () => {
      const def = shape.def
      return db.snapshot(async (tx) => {
        const [head] = await tx.query<{ lsn: string; snapshot: string }>(
          `select ${LSN_SQL} as lsn, pg_current_snapshot()::text as snapshot, ${DISPLAY_SETTINGS}`,
        )
        const [snap] = await tx.query<{ n: number; body: string }>(snapshotSql(def.table, def.columns, def.where), def.params)
        return { lsn: Number(head.lsn), body: snap.body, rows: snap.n, takenAt: Date.now(), end: snapshotEndMessage(head.snapshot) }
      })
    }
    const promise = (async () => {
      const previous = cached && (await cached.catch(() => null))
      if (previous && Date.now() - previous.takenAt < SHARED_SNAPSHOT_MS && previous.lsn >= shape.from) return previous
      return fresh()
    })()
    shape.snapshot = promise
    promise.catch(() => {
      if (shape.snapshot === promise) shape.snapshot = null
    })
    return promise
  }

  /** Entries after `offset`, reading the durable log when memory no longer covers it. */
  async function entriesAfter(shape: Shape, offset: Offset): Promise<LogEntry[] | 'expired'> {
    for (;;) {
      const from = shape.from
      if (offset.lsn >= from) return shape.entriesAfter(offset)
      const [floorRow] = await db.query<{ value: string }>(`select value::text from sync_meta where key = 'retention_floor'`)
      if (offset.lsn < Number(floorRow.value)) return 'expired'
      const [older] = await readChanges(db, [shape.def], offset.lsn - 1, from)
      if (shape.from !== from) continue // memory was trimmed meanwhile: read again
      // Kept when it fits: after a restart every client of this shape comes back from about
      // the same offset, and the first one's read answers the rest from memory.
      if (shape.extendBack(older, offset.lsn - 1, maxEntries)) return shape.entriesAfter(offset)
      const isAfter = (e: LogEntry) => e.lsn > offset.lsn || (e.lsn === offset.lsn && e.op > offset.op)
      return [...older.filter(isAfter), ...shape.entriesAfter(afterLsn(from))]
    }
  }

  return { emptySnapshot, takeSnapshot, entriesAfter }
}
