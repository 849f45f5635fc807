// Many live ShapeStream clients (the real @electric-sql/client) in this process, and the
// timing of committed batches of rows as they reach each of them.
import { randomUUID } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import { performance } from 'node:perf_hooks'
import { isChangeMessage, isControlMessage, ShapeStream, type Message, type Row } from '@electric-sql/client'
import type pg from 'pg'
import type { ShapeEndpoint } from './context'
import { log, sleep } from './stats'

interface Batch {
  t0: number
  rows: number
  /** rows seen so far, per client */
  seen: number[]
  /** when each client had all rows (ms after t0), NaN until then */
  done: number[]
  remaining: number
  resolve: () => void
}

export class ClientPool {
  private streams: ShapeStream<Row>[] = []
  private unsubscribers: (() => void)[] = []
  private abort = (() => {
    const controller = new AbortController()
    setMaxListeners(0, controller.signal) // one signal shared by every stream
    return controller
  })()
  private silentCommits = 0
  private batchOfRow = new Map<string, Batch>()
  readonly errors: string[] = []

  private constructor(readonly endpoint: ShapeEndpoint, readonly size: number) {}

  static async open(endpoint: ShapeEndpoint, size: number, timeoutMs = 120_000): Promise<ClientPool> {
    const pool = new ClientPool(endpoint, size)
    const started = performance.now()
    const upToDate = new Array<boolean>(size).fill(false)
    let ready = 0
    let allReady!: () => void
    const readyP = new Promise<void>((r) => (allReady = r))
    for (let i = 0; i < size; i++) {
      const stream = new ShapeStream<Row>({
        url: endpoint.url,
        params: endpoint.params as any,
        headers: endpoint.headers,
        signal: pool.abort.signal,
        onError: (err) => {
          pool.errors.push(String((err as Error)?.message ?? err))
          return {} // keep going with the same params
        },
      })
      pool.streams.push(stream)
      pool.unsubscribers.push(
        stream.subscribe(
          (messages) => pool.onMessages(i, messages),
          (err) => pool.errors.push(err.message),
        ),
      )
      pool.unsubscribers.push(
        stream.subscribe((messages) => {
          if (upToDate[i]) return
          if (messages.some((m) => isControlMessage(m) && m.headers.control === 'up-to-date')) {
            upToDate[i] = true
            if (++ready === size) allReady()
          }
        }),
      )
    }
    const timedOut = await Promise.race([
      readyP.then(() => false),
      sleep(timeoutMs).then(() => true),
    ])
    if (timedOut) {
      pool.close()
      throw new Error(`only ${ready}/${size} clients were up to date after ${timeoutMs} ms; errors: ${pool.errors.slice(0, 3).join(' | ')}`)
    }
    log(`${size} ${endpoint.target} clients up to date in ${Math.round(performance.now() - started)} ms`)
    await sleep(300) // let every client settle into its live long-poll
    return pool
  }

  private onMessages(client: number, messages: Message<Row>[]) {
    const now = performance.now()
    for (const msg of messages) {
      if (!isChangeMessage(msg) || msg.headers.operation !== 'insert') continue
      const batch = this.batchOfRow.get(String(msg.value.id))
      if (!batch || !Number.isNaN(batch.done[client])) continue
      if (++batch.seen[client] === batch.rows) {
        batch.done[client] = now - batch.t0
        if (--batch.remaining === 0) batch.resolve()
      }
    }
  }

  /**
   * Inserts `rows` events in one transaction and resolves with, for every client, the time
   * from sending COMMIT to that client holding all of them (NaN for a client that timed out).
   */
  async commitAndTime(db: pg.Pool, rows: number, timeoutMs = 10_000): Promise<number[]> {
    const ids = Array.from({ length: rows }, () => randomUUID())
    let resolve!: () => void
    const arrived = new Promise<void>((r) => (resolve = r))
    const batch: Batch = {
      t0: 0,
      rows,
      seen: new Array(this.size).fill(0),
      done: new Array(this.size).fill(NaN),
      remaining: this.size,
      resolve,
    }
    for (const id of ids) this.batchOfRow.set(id, batch)
    const conn = await db.connect()
    try {
      await conn.query('begin')
      await conn.query(
        `insert into events (id, title, description, date, location, created_at)
         select id, 'bench ' || id, 'benchmark row', now() + interval '30 days', 'Bench', now()
         from unnest($1::uuid[]) as id`,
        [ids],
      )
      batch.t0 = performance.now()
      await conn.query('commit')
    } finally {
      conn.release()
    }
    await Promise.race([arrived, sleep(timeoutMs)])
    for (const id of ids) this.batchOfRow.delete(id)
    if (batch.remaining > 0) {
      log(`commit not seen by ${batch.remaining}/${this.size} ${this.endpoint.target} clients within ${timeoutMs} ms`)
    }
    this.silentCommits = batch.remaining === this.size ? this.silentCommits + 1 : 0
    if (this.silentCommits >= 3) {
      throw new Error(`3 commits in a row reached none of the ${this.size} ${this.endpoint.target} clients; errors: ${this.errors.slice(0, 3).join(' | ')}`)
    }
    return batch.done
  }

  close() {
    for (const u of this.unsubscribers) u()
    this.abort.abort()
  }
}

/** Removes what the benchmarks inserted into events (call with no clients connected). */
export async function deleteBenchEvents(db: pg.Pool) {
  await db.query(`delete from events where location = 'Bench' and description = 'benchmark row'`)
}
