// A form that has saved stays busy until sync has brought its change, so the page never shows
// the old state once the form closes. The outbox keeps an answered write's row, under the txid
// the server answered with, until the batch carrying that txid is applied: the synced row and
// the outbox row's removal are one local transaction (txid-settlement.ts). So waiting for that
// outbox row to go is waiting for the change itself, whatever table or shape it lands in.
// A write sent straight to the server (sentStraight) has no outbox row: while it is out, sync
// remembers the txids it applies (local.direct_writes, txid-settlement.ts), and its form waits
// for its txid to be among them.
import type { PagesDb } from '@/db/pages-db'
import { txidOf } from './outbox-send'

/** How long a form waits before it lets the user go on: sync is slow or offline, the change will still come. */
export const SYNC_WAIT_MS = 4_000

/** Raw SQL: the outbox lives outside the synced tables that the query builder knows. */
export const WRITE_AWAITING_SYNC_SQL = 'select 1 as waiting from local.outbox where txid = $1 limit 1'

/** Raw SQL: the txids sync has applied live outside the synced tables too. */
export const TXID_APPLIED_SQL = 'select 1 as applied from local.synced_txids where txid = $1'

/**
 * Resolves true once the write that answered `answer` ({ txid }) is in the local tables, false
 * when the answer names no txid or the wait ran out. Never rejects. For writes through the
 * outbox (apiRequest); see sentStraight for the others.
 */
export function untilSynced(db: Pick<PagesDb, 'live'>, answer: unknown, timeoutMs = SYNC_WAIT_MS): Promise<boolean> {
  return untilAnswered(db, answer, WRITE_AWAITING_SYNC_SQL, (rows) => rows === 0, timeoutMs)
}

/**
 * Sends a write straight to the server with `send`, and resolves with its answer once its
 * change is in the local tables (or after the wait, as untilSynced). Rejects as `send` does.
 */
export async function sentStraight<T>(db: Pick<PagesDb, 'query' | 'live'>, send: () => Promise<T>, timeoutMs = SYNC_WAIT_MS): Promise<T> {
  const id = crypto.randomUUID()
  // Before sending: the change may be applied before the answer arrives. A leader tab of an
  // older release has no such table; the write then goes out unwatched.
  const marked = await db.query('insert into local.direct_writes (id) values ($1)', [id]).then(
    () => true,
    () => false,
  )
  try {
    const answer = await send()
    if (marked) await untilAnswered(db, answer, TXID_APPLIED_SQL, (rows) => rows > 0, timeoutMs)
    return answer
  } finally {
    if (marked) await db.query('delete from local.direct_writes where id = $1', [id]).catch(() => {})
  }
}

function untilAnswered(db: Pick<PagesDb, 'live'>, answer: unknown, query: string, settled: (rows: number) => boolean, timeoutMs: number): Promise<boolean> {
  const txid = txidOf(answer)
  if (!txid) return Promise.resolve(false)
  return new Promise((resolve) => {
    const stop = new AbortController()
    const finish = (synced: boolean) => {
      clearTimeout(timer)
      stop.abort()
      resolve(synced)
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    db.live
      .query({ query, params: [txid], signal: stop.signal, callback: (results) => settled(results.rows.length) && finish(true) })
      // Cancelled by finish, or the database failed: either way nobody is held up.
      .catch(() => finish(false))
  })
}
