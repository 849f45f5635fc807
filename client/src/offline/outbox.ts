// The outbox: every API write is saved locally first, then sent in order, each with the
// idempotency key it was given when saved, so a resend after a lost answer, a crash or a
// reload has one effect on the server. Network errors and 5xx wait and retry with back-off;
// a 4xx rejects the item and removes it. A 2xx that names the writing transaction (`txid`)
// acknowledges it: it is never sent again, but its row stays as the UI's pending overlay
// until sync applies the change with that txid (see txid-settlement.ts); a 2xx without a
// txid removes it at once.
// Runtime-neutral (a PGlite handle and a fetch), so it is tested in Node against real PGlite.
import type { PGliteInterface } from '@electric-sql/pglite'

export type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE'

export interface OutboxItem {
  id: string
  method: Method
  path: string
  body: unknown
  idempotencyKey: string
  createdAt: string
  attempts: number
  lastError: string | null
  /** The server's transaction id, once it has acknowledged the write. */
  txid: string | null
  acknowledgedAt: string | null
}

export type Outcome =
  | { kind: 'done'; status: number; data: unknown }
  | { kind: 'rejected'; status: number; message: string }
  | { kind: 'retry'; message: string }

export interface OutboxOptions {
  db: Pick<PGliteInterface, 'query'>
  fetch: (input: string, init: RequestInit) => Promise<Response>
  now?: () => number
  /** Wait before the next attempt, given the attempts so far (1, 2, …). */
  backoffMs?: (attempts: number) => number
}

export const NETWORK_ERROR = 'Kunne ikke kontakte serveren. Tjek din forbindelse og prøv igen.'
export const UNKNOWN_ERROR = 'Der opstod en fejl. Prøv igen.'

const defaultBackoff = (attempts: number) => Math.min(30_000, 1_000 * 2 ** Math.min(attempts - 1, 5))

interface Row {
  id: string
  method: Method
  path: string
  body: string | null
  idempotency_key: string
  created_at: string | Date
  attempts: number
  last_error: string | null
  next_attempt_at: string | Date
  txid: string | null
  acknowledged_at: string | Date | null
}

const toItem = (r: Row): OutboxItem => ({
  id: r.id,
  method: r.method,
  path: r.path,
  body: r.body === null ? undefined : JSON.parse(r.body),
  idempotencyKey: r.idempotency_key,
  createdAt: new Date(r.created_at).toISOString(),
  attempts: r.attempts,
  lastError: r.last_error,
  txid: r.txid,
  acknowledgedAt: r.acknowledged_at === null ? null : new Date(r.acknowledged_at).toISOString(),
})

/** The write routes answer the xid as text (server/db/txid.ts); anything else is no usable txid. */
function txidOf(data: unknown): string | null {
  const txid = (data as { txid?: unknown } | null)?.txid
  if (typeof txid === 'number' && Number.isSafeInteger(txid) && txid > 0) return String(txid)
  return typeof txid === 'string' && /^[1-9]\d*$/.test(txid) ? txid : null
}

export class Outbox {
  private readonly db: OutboxOptions['db']
  private readonly doFetch: OutboxOptions['fetch']
  private readonly now: () => number
  private readonly backoffMs: (attempts: number) => number
  private readonly listeners = new Set<(item: OutboxItem, outcome: Outcome) => void>()
  private running: Promise<void> | null = null
  private again = false

  constructor(options: OutboxOptions) {
    this.db = options.db
    this.doFetch = options.fetch
    this.now = options.now ?? Date.now
    this.backoffMs = options.backoffMs ?? defaultBackoff
  }

  /** Called for every attempt's outcome (a retry included). */
  onOutcome(listener: (item: OutboxItem, outcome: Outcome) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async enqueue(method: Method, path: string, body?: unknown): Promise<OutboxItem> {
    const id = crypto.randomUUID()
    const res = await this.db.query<Row>(
      `insert into local.outbox (id, method, path, body, idempotency_key, created_at, next_attempt_at)
       values ($1, $2, $3, $4, $5, $6, $6) returning *`,
      [id, method, path, body === undefined ? null : JSON.stringify(body), crypto.randomUUID(), new Date(this.now())],
    )
    return toItem(res.rows[0])
  }

  /** Writes the server has not acknowledged yet, in the order they will be sent. */
  async pending(): Promise<OutboxItem[]> {
    const res = await this.db.query<Row>(`select * from local.outbox where acknowledged_at is null order by seq`)
    return res.rows.map(toItem)
  }

  /** Writes the server has done, still waiting for sync to bring their change. */
  async awaitingSync(): Promise<OutboxItem[]> {
    const res = await this.db.query<Row>(`select * from local.outbox where acknowledged_at is not null order by seq`)
    return res.rows.map(toItem)
  }

  /** Makes every waiting item due now (the network came back, or the user acted). */
  async retryNow(): Promise<void> {
    await this.db.query(`update local.outbox set next_attempt_at = $1 where acknowledged_at is null`, [
      new Date(this.now()),
    ])
  }

  /** Sends due items in order; stops at the first one that has to wait, so order is kept. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    const run = async () => {
      try {
        do {
          this.again = false
          await this.pass()
        } while (this.again)
      } finally {
        this.running = null
      }
    }
    this.running = run()
    return this.running
  }

  private async pass(): Promise<void> {
    for (;;) {
      const res = await this.db.query<Row>(
        `select * from local.outbox where acknowledged_at is null order by seq limit 1`,
      )
      const row = res.rows[0]
      if (!row || new Date(row.next_attempt_at).getTime() > this.now()) return
      const item = toItem(row)
      const outcome = await this.send(item)
      if (outcome.kind === 'retry') {
        const attempts = item.attempts + 1
        await this.db.query(
          `update local.outbox set attempts = $2, last_error = $3, next_attempt_at = $4 where id = $1`,
          [item.id, attempts, outcome.message, new Date(this.now() + this.backoffMs(attempts))],
        )
        this.emit({ ...item, attempts, lastError: outcome.message }, outcome)
        return
      }
      const kept = outcome.kind === 'done' ? await this.acknowledge(item, outcome.data) : null
      if (!kept) await this.db.query(`delete from local.outbox where id = $1`, [item.id])
      this.emit(kept ?? item, outcome)
    }
  }

  /**
   * Keeps a done write as acknowledged when its txid can still be matched by sync; null when
   * it is to be removed instead: no txid, or sync has already applied that txid (the synced
   * row overtook the answer). One statement, so a batch applied in between cannot slip past
   * the check.
   */
  private async acknowledge(item: OutboxItem, data: unknown): Promise<OutboxItem | null> {
    const txid = txidOf(data)
    if (!txid) return null
    const acknowledgedAt = new Date(this.now())
    const res = await this.db.query<{ id: string }>(
      `update local.outbox set txid = $2, acknowledged_at = $3
        where id = $1 and not exists (select 1 from local.synced_txids where txid = $2)
        returning id`,
      [item.id, txid, acknowledgedAt],
    )
    return res.rows.length > 0 ? { ...item, txid, acknowledgedAt: acknowledgedAt.toISOString() } : null
  }

  private emit(item: OutboxItem, outcome: Outcome) {
    for (const l of this.listeners) l(item, outcome)
  }

  private async send(item: OutboxItem): Promise<Outcome> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': item.idempotencyKey }
    if (item.body !== undefined) headers['Content-Type'] = 'application/json'
    let res: Response
    try {
      res = await this.doFetch(item.path, {
        method: item.method,
        headers,
        credentials: 'same-origin',
        body: item.body === undefined ? undefined : JSON.stringify(item.body),
      })
    } catch {
      return { kind: 'retry', message: NETWORK_ERROR }
    }
    const data: unknown = await res.json().catch(() => null)
    const error = (data as { error?: unknown } | null)?.error
    const message = typeof error === 'string' && error ? error : UNKNOWN_ERROR
    // 5xx: nothing happened (the server forgets the key). 401: the session must be renewed
    // first; the write must not be thrown away. Retry-After: the server asks us to come back
    // (e.g. the same key is still being processed).
    if (res.status >= 500 || res.status === 401 || res.headers.has('retry-after')) {
      return { kind: 'retry', message }
    }
    if (!res.ok) return { kind: 'rejected', status: res.status, message }
    return { kind: 'done', status: res.status, data }
  }
}
