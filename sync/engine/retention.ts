// The change log's retention: old changes go, the newest always stays so the current LSN
// remains readable, and the floor below which a client must refetch moves up with them.
import type { SqlClient } from './sql-client'

/** Drops changes older than the retention period from the log; returns how many went. */
export async function compactLog(db: SqlClient, retentionMs: number, opts: { beforeLsn?: number } = {}): Promise<number> {
  const cutoff =
    opts.beforeLsn ??
    Number(
      (
        await db.query<{ lsn: string }>(
          `select coalesce(max(lsn), 0)::text as lsn from sync_changes where committed_at < now() - ($1::text || ' milliseconds')::interval`,
          [String(retentionMs)],
        )
      )[0].lsn,
    )
  if (cutoff <= 0) return 0
  // Keep the newest change so the current LSN stays readable.
  const rows = await db.query<{ n: string }>(
    `with floor as (
       update sync_meta set value = greatest(value, least($1::bigint, (select max(lsn) from sync_changes) - 1))
        where key = 'retention_floor' returning value
     ), gone as (
       delete from sync_changes where lsn <= (select value from floor) returning 1
     ) select count(*)::text as n from gone`,
    [cutoff],
  )
  return Number(rows[0].n)
}

