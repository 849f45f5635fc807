// Reads a subset of a shape in one REPEATABLE READ snapshot and reports that snapshot, so the
// client can drop later changes it already holds: a change whose transaction is visible in
// the snapshot (xmin/xmax/xip_list) and whose key came with the subset is skipped, and the
// snapshot is forgotten once the stream passes `database_lsn`.
import type { ShapeDefinition } from './shape'
import { DISPLAY_SETTINGS, subsetSql } from './shape-sql'
import type { SqlClient } from './sql-client'
import type { SubsetRequest } from './subset-request'

export interface SubsetMetadata {
  snapshot_mark: number
  xmin: string
  xmax: string
  xip_list: string[]
  database_lsn: string
}

export interface SubsetSnapshot {
  metadata: SubsetMetadata
  /** Insert messages as comma-joined JSON objects, in the subset's order. */
  body: string
  /** The newest change visible in the snapshot. */
  lsn: number
}

/** Shape LSN the snapshot has seen; every change at or below it is visible, none above. */
export const LSN_SQL = `greatest(coalesce((select max(lsn) from sync_changes), 0),
                                (select value from sync_meta where key = 'retention_floor'))::text`

export async function takeSubsetSnapshot(db: SqlClient, def: ShapeDefinition, subset: SubsetRequest): Promise<SubsetSnapshot> {
  const mark = Math.floor(Math.random() * 2 ** 31)
  const query = subsetSql(def.table, def, subset, mark)
  return db.snapshot(async (tx) => {
    // The first statement fixes the transaction's snapshot: the same one the rows are read in.
    const [head] = await tx.query<{ snapshot: string; lsn: string }>(
      `select pg_current_snapshot()::text as snapshot, ${LSN_SQL} as lsn, ${DISPLAY_SETTINGS}`,
    )
    const rows = await tx.query<{ message: string }>(query.text, query.params)
    const lsn = Number(head.lsn)
    return {
      metadata: {
        snapshot_mark: mark,
        ...snapshotFields(head.snapshot),
        // The client forgets the snapshot when a change or up-to-date at or past this LSN
        // arrives; every change visible here has an LSN below it.
        database_lsn: String(lsn + 1),
      },
      body: rows.map((r) => r.message).join(','),
      lsn,
    }
  })
}

/**
 * xmin, xmax and in-progress xids of a `pg_current_snapshot()` text. Electric's values: they are
 * epoch-qualified (xid8); the client resolves the 32-bit `txids` of change messages against xmax.
 */
export function snapshotFields(text: string): { xmin: string; xmax: string; xip_list: string[] } {
  const [xmin, xmax, xip] = text.split(':')
  return { xmin, xmax, xip_list: xip ? xip.split(',') : [] }
}

/** The control message Electric ends an initial snapshot with. */
export const snapshotEndMessage = (pgSnapshot: string) =>
  JSON.stringify({ headers: { control: 'snapshot-end', ...snapshotFields(pgSnapshot) } })

/** Postgres errors caused by the request's own SQL (syntax, unknown column, bad value). */
export function isInputError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code
  return typeof code === 'string' && /^(22|42)/.test(code)
}
