// Settling acknowledged writes by txid. The server answers a write with the id of the
// transaction that made it, and sync tags every change with the same id: when a batch
// carrying that txid is applied, the outbox row (the UI's pending overlay) is deleted in the
// same local transaction, so the overlay and the synced row swap with no flicker and no
// moment where both show. Runtime-neutral: shape-sync runs it in the leader's worker.
import type { Transaction } from '@electric-sql/pglite'

type Queryable = Pick<Transaction, 'query'>

/**
 * How long an acknowledged write may wait for its txid while sync is connected. Some writes
 * never come back to this browser (a delete, a row outside every shape we sync); their row
 * must not stay pending forever. The server's change notice pokes the shape at once, so a
 * change normally lands within a second or two even on a cold shape; 10 s leaves room for a
 * busy machine, and an overlay that lingers a little longer is harmless: it shows what the
 * server already has.
 */
export const UNMATCHED_ACK_MS = 10_000

/**
 * How long an applied txid is remembered for an answer still on its way. An answer later than
 * that (a lost answer replayed after back-off) falls to UNMATCHED_ACK_MS instead.
 */
export const SEEN_TXID_MS = 5 * 60_000

/**
 * A direct write still marked this long after it started was left by a tab that closed
 * mid-write; an upload of the largest file on a slow line is long done by then.
 */
export const DIRECT_WRITE_MS = 60 * 60_000

/** Call inside the transaction that applies a batch, with the txids of its change messages. */
export async function settleSyncedTxids(tx: Queryable, txids: readonly string[], now: Date): Promise<void> {
  if (txids.length === 0) return
  const unique = [...new Set(txids)]
  await tx.query(`delete from local.outbox where acknowledged_at is not null and txid = any($1::text[])`, [unique])
  // Only a write still in flight can be overtaken by its own change: with none, skip the write.
  await tx.query(
    `insert into local.synced_txids (txid, seen_at)
     select t, $2 from unnest($1::text[]) as t
      where exists (select 1 from local.outbox where acknowledged_at is null)
         or exists (select 1 from local.direct_writes)
     on conflict (txid) do update set seen_at = excluded.seen_at`,
    [unique, now],
  )
}

/**
 * Lets go of acknowledged writes whose txid did not arrive in time, and forgets applied txids
 * nobody can still be waiting for. Only while sync is connected: offline, the change simply
 * has not been able to arrive yet.
 */
export async function dropUnmatchedAcknowledged(db: Queryable, now: number): Promise<void> {
  // A read first: this runs every couple of seconds and there is almost never anything to do.
  const res = await db.query<{ work: boolean }>(
    `select exists (select 1 from local.outbox where acknowledged_at is not null)
         or exists (select 1 from local.synced_txids)
         or exists (select 1 from local.direct_writes) as work`,
  )
  if (!res.rows[0]?.work) return
  await db.query(`delete from local.outbox where acknowledged_at < $1`, [new Date(now - UNMATCHED_ACK_MS)])
  await db.query(`delete from local.direct_writes where started_at < $1`, [new Date(now - DIRECT_WRITE_MS)])
  await db.query(
    `delete from local.synced_txids
      where seen_at < $1
         or (not exists (select 1 from local.outbox where acknowledged_at is null)
             and not exists (select 1 from local.direct_writes))`,
    [new Date(now - SEEN_TXID_MS)],
  )
}
