// The outbox: every API write is saved locally first, then sent in order, each with the
// idempotency key it was given when saved, so a resend after a lost answer, a crash or a
// reload has one effect on the server. Network errors and 5xx wait and retry with back-off;
// a 4xx rejects the item and removes it. A 2xx that names the writing transaction (`txid`)
// acknowledges it: it is never sent again, but its row stays as the UI's pending overlay
// until sync applies the change with that txid (see txid-settlement.ts); a 2xx without a
// txid removes it at once.
// The local database does not wait for IndexedDB before it answers, so every write is also
// kept in a journal (outbox-journal.ts) from just before its row is inserted until the server
// has answered it for good; rows the database lost are put back from there.
// Runtime-neutral (a PGlite handle, a fetch, a journal), so it is tested in Node against real PGlite.
import type { PGliteInterface } from '@electric-sql/pglite'
import type { Mutation } from '../lib/api'
import type { JournalEntry, OutboxJournal } from './outbox-journal'
import { sendWrite, txidOf, type Fetch, type Outcome } from './outbox-send'
import { UNVERSIONED_WRITE_CONTRACT, WRITE_CONTRACT_VERSION } from '../../../sync/inputs/write-contract'

export type { Outcome }

/** A write as the journal keeps it, plus what sending it has learned so far. */
export interface OutboxItem extends JournalEntry {
  attempts: number
  lastError: string | null
  /** The server's transaction id, once it has acknowledged the write. */
  txid: string | null
  acknowledgedAt: string | null
}

export interface OutboxOptions {
  db: Pick<PGliteInterface, 'query'>
  fetch: Fetch
  now?: () => number
  /** Wait before the next attempt, given the attempts so far (1, 2, …). */
  backoffMs?: (attempts: number) => number
  /** Without one, a row the database loses before IndexedDB has it is lost. */
  journal?: OutboxJournal
  /**
   * A request with no answer by then counts as a network failure and is retried (same key).
   * A request can hang rather than fail (a connection lost mid-flight): without a limit it
   * would hold up every write queued behind it.
   */
  requestTimeoutMs?: number
}

const defaultBackoff = (attempts: number) => Math.min(30_000, 1_000 * 2 ** Math.min(attempts - 1, 5))

/**
 * After retryNow() (the browser said "online", or the user acted), failures within this long
 * are retried after QUICK_RETRY_MS at most: "online" comes before the network really carries
 * requests (a phone between masts, Wi-Fi still getting its address), and a write the user is
 * waiting for must not sit out a backoff of up to 30 s once it does.
 */
const QUICK_RETRY_WINDOW_MS = 15_000
const QUICK_RETRY_MS = 1_000

/**
 * A journalled write older than this is not put back: the server keeps idempotency keys for a
 * day, and a resend after that could do the write a second time if it had in fact arrived.
 */
export const JOURNAL_STALE_MS = 20 * 60 * 60_000

/**
 * While a tab runs, a journal entry whose row is missing is most likely one another tab has
 * just settled (its row deleted, its entry about to go); it is put back only if it is still
 * missing and still journalled this much later.
 */
export const LOST_CONFIRM_MS = 1_000

const INSERT_SQL = `insert into local.outbox (id, method, path, body, idempotency_key, created_at, next_attempt_at, contract_version)
  values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing returning *`

const insertParams = (e: JournalEntry, due: Date) => [
  e.id,
  e.method,
  e.path,
  e.body === undefined ? null : JSON.stringify(e.body),
  e.idempotencyKey,
  new Date(e.createdAt),
  due,
  e.contractVersion ?? UNVERSIONED_WRITE_CONTRACT,
]

interface Row {
  id: string
  method: Mutation
  path: string
  body: string | null
  idempotency_key: string
  created_at: string | Date
  attempts: number
  last_error: string | null
  next_attempt_at: string | Date
  txid: string | null
  acknowledged_at: string | Date | null
  contract_version: number | null
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
  contractVersion: r.contract_version ?? UNVERSIONED_WRITE_CONTRACT,
})

export class Outbox {
  private readonly db: OutboxOptions['db']
  private readonly doFetch: OutboxOptions['fetch']
  private readonly now: () => number
  private readonly backoffMs: (attempts: number) => number
  private readonly listeners = new Set<(item: OutboxItem, outcome: Outcome) => void>()
  private readonly journal: OutboxJournal | null
  private readonly requestTimeoutMs: number
  private running: Promise<void> | null = null
  private again = false
  /** Counts retryNow() calls, so a pass can tell that one came while its send was out. */
  private retryRequests = 0
  private lastRetryRequestAt = Number.NEGATIVE_INFINITY
  private started: Promise<void> | null = null
  /** Journalled ids found missing from the table, with when that was first seen. */
  private readonly missingSince = new Map<string, number>()
  private readonly warned = new Set<string>()
  private lastCreatedAt = 0

  constructor(options: OutboxOptions) {
    this.db = options.db
    this.doFetch = options.fetch
    this.now = options.now ?? Date.now
    this.backoffMs = options.backoffMs ?? defaultBackoff
    this.journal = options.journal ?? null
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000
  }

  /** Called for every attempt's outcome (a retry included). */
  onOutcome(listener: (item: OutboxItem, outcome: Outcome) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async enqueue(method: Mutation, path: string, body?: unknown): Promise<OutboxItem> {
    // Writes lost before this tab opened go first: they were made before this one.
    await this.start()
    // Strictly increasing in this tab: recovery orders by it, and two writes made within one
    // millisecond must keep their order.
    this.lastCreatedAt = Math.max(this.now(), this.lastCreatedAt + 1)
    const createdAt = new Date(this.lastCreatedAt)
    const entry: JournalEntry = {
      id: crypto.randomUUID(),
      method,
      path,
      body,
      idempotencyKey: crypto.randomUUID(),
      createdAt: createdAt.toISOString(),
      contractVersion: WRITE_CONTRACT_VERSION,
    }
    this.toJournal((j) => j.put(entry))
    let res
    try {
      // Another tab recovering at this moment may have put this very entry in already.
      res = await this.db.query<Row>(INSERT_SQL, insertParams(entry, new Date(this.now())))
      if (res.rows.length === 0) res = await this.db.query<Row>(`select * from local.outbox where id = $1`, [entry.id])
    } catch (error) {
      // The caller hears that the write failed; it must not turn up later from the journal.
      this.toJournal((j) => j.remove(entry.id))
      throw error
    }
    const row = res.rows[0]
    // Missing only if another tab has sent it already, in the moment since.
    return row ? toItem(row) : { ...entry, attempts: 0, lastError: null, txid: null, acknowledgedAt: null }
  }

  /**
   * Puts back journalled writes missing from the table, oldest first, due at once. The first
   * call in a tab (before any write or send of its own) does so at once; later ones only for
   * entries missing for LOST_CONFIRM_MS, see there. Entries older than JOURNAL_STALE_MS are
   * dropped instead. Called by flush; exposed for a tab that wants it sooner.
   */
  recover(): Promise<void> {
    if (!this.started) return this.start()
    return this.recoverSafely(false)
  }

  private start(): Promise<void> {
    this.started ??= this.recoverSafely(true)
    return this.started
  }

  private async recoverLost(atStart: boolean): Promise<void> {
    const journalled = this.fromJournal()
    if (journalled.length === 0) {
      this.missingSince.clear()
      return
    }
    const res = await this.db.query<{ id: string; acknowledged: boolean }>(
      `select id::text as id, acknowledged_at is not null as acknowledged from local.outbox where id = any($1::uuid[])`,
      [journalled.map((e) => e.id)],
    )
    const present = new Set(res.rows.map((r) => r.id))
    // Acknowledged, but the tab that heard the answer closed before taking the entry out: once
    // sync settled the row, the entry would look lost and be sent again for nothing.
    for (const row of res.rows) if (row.acknowledged) this.toJournal((j) => j.remove(row.id))
    // Read again after the query: an item settled meanwhile (in any tab) has left the journal.
    const stillJournalled = new Set(this.fromJournal().map((e) => e.id))
    const now = this.now()
    const lost: JournalEntry[] = []
    for (const entry of journalled) {
      if (present.has(entry.id) || !stillJournalled.has(entry.id)) {
        this.missingSince.delete(entry.id)
        continue
      }
      if (now - Date.parse(entry.createdAt) > JOURNAL_STALE_MS) {
        this.missingSince.delete(entry.id)
        this.toJournal((j) => j.remove(entry.id))
        console.warn('[outbox] a write lost locally is too old to send again safely; dropped', entry.method, entry.path)
        continue
      }
      const since = this.missingSince.get(entry.id)
      if (!atStart && (since === undefined || now - since < LOST_CONFIRM_MS)) {
        if (since === undefined) this.missingSince.set(entry.id, now)
        continue
      }
      this.missingSince.delete(entry.id)
      lost.push(entry)
    }
    for (const id of this.missingSince.keys()) if (!stillJournalled.has(id)) this.missingSince.delete(id)
    if (lost.length === 0) return

    lost.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id))
    const due = new Date(now)
    // `on conflict`: two tabs recovering at once, or the row's own insert arriving late, make one row.
    for (const entry of lost) await this.db.query(INSERT_SQL, insertParams(entry, due))
    // A put-back row would go last; writes made after it (in another tab, since it was lost)
    // move behind it, so everything waiting goes out in the order it was made.
    await this.db.query(
      `with later as materialized (
         select id from local.outbox
          where acknowledged_at is null and created_at >= $1
          order by created_at, seq
       ), renumbered as materialized (
         select id, nextval(pg_get_serial_sequence('local.outbox', 'seq')) as seq from later
       )
       update local.outbox o set seq = r.seq from renumbered r where o.id = r.id`,
      [new Date(lost[0].createdAt)],
    )
  }

  private fromJournal(): JournalEntry[] {
    return this.toJournal((j) => j.entries()) ?? []
  }

  /** The journal is extra protection: if the storage fails, writes go on without it. */
  private toJournal<T>(act: (journal: OutboxJournal) => T): T | undefined {
    if (!this.journal) return undefined
    try {
      return act(this.journal)
    } catch (error) {
      this.warnOnce('[outbox] the journal cannot be used; writes go on without it', error)
      return undefined
    }
  }

  /** Recovery is extra protection too: when it fails, sending goes on. */
  private recoverSafely(atStart: boolean): Promise<void> {
    return this.recoverLost(atStart).catch((error: unknown) =>
      this.warnOnce('[outbox] putting back lost writes from the journal failed', error),
    )
  }

  private warnOnce(message: string, error: unknown) {
    if (this.warned.has(message)) return
    this.warned.add(message)
    console.warn(message, error)
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
    this.retryRequests++
    this.lastRetryRequestAt = this.now()
    await this.db.query(`update local.outbox set next_attempt_at = $1 where acknowledged_at is null`, [
      new Date(this.now()),
    ])
  }

  /**
   * Lets go of the pass in progress, so the next flush starts afresh. For a new leader: a query
   * sent to the old one in the handover can stay unanswered, and a pass waiting on it would hold
   * every write back for good. Should the old pass wake after all, an item it sends twice is one
   * write on the server (the idempotency key).
   */
  forgetPass(): void {
    this.running = null
  }

  /** Sends due items in order; stops at the first one that has to wait, so order is kept. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    const run = async () => {
      try {
        let justRecovered = !this.started
        await this.start()
        do {
          this.again = false
          if (!justRecovered) await this.recoverSafely(false)
          justRecovered = false
          await this.pass()
        } while (this.again)
      } finally {
        // A pass let go of by forgetPass() must not clear a newer one (the body awaits before
        // this can run, so `pass` is set by then).
        if (this.running === pass) this.running = null
      }
    }
    const pass = run()
    this.running = pass
    return pass
  }

  private async pass(): Promise<void> {
    for (;;) {
      const res = await this.db.query<Row>(
        `select * from local.outbox where acknowledged_at is null order by seq limit 1`,
      )
      const row = res.rows[0]
      if (!row || new Date(row.next_attempt_at).getTime() > this.now()) return
      const item = toItem(row)
      const retryRequestsBefore = this.retryRequests
      const outcome = await sendWrite(this.doFetch, item, this.requestTimeoutMs)
      if (outcome.kind === 'retry') {
        const attempts = item.attempts + 1
        // retryNow() while this attempt was out (the network just came back): this failure
        // predates it, so the item stays due instead of waiting out a backoff of up to 30 s.
        const askedAgain = this.retryRequests !== retryRequestsBefore
        const backoff = this.backoffMs(attempts)
        const justAsked = this.now() - this.lastRetryRequestAt < QUICK_RETRY_WINDOW_MS
        const wait = askedAgain ? 0 : justAsked ? Math.min(backoff, QUICK_RETRY_MS) : backoff
        await this.db.query(
          `update local.outbox set attempts = $2, last_error = $3, next_attempt_at = $4 where id = $1`,
          [item.id, attempts, outcome.message, new Date(this.now() + wait)],
        )
        this.emit({ ...item, attempts, lastError: outcome.message }, outcome)
        if (askedAgain) this.again = true
        return
      }
      const kept = outcome.kind === 'done' ? await this.acknowledge(item, outcome.data) : null
      if (!kept) await this.db.query(`delete from local.outbox where id = $1`, [item.id])
      // Answered for good, so never to be sent again: the server has the write or refused it.
      // An acknowledged row waits for sync only as the UI's overlay, and sync settles it in the
      // leader's worker, where there is no journal. After the database change: were this lost,
      // the row would be resent under its key and get the stored answer.
      this.toJournal((j) => j.remove(item.id))
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
}
