// The live clients of a benchmark: real ShapeStream clients (@electric-sql/client) in this
// thread, whose figures are the headline, plus protocol clients in a worker thread as the
// rest of the crowd (see protocol-clients.ts). Times each committed batch of rows as it
// reaches every one of them.
import { randomUUID } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { isChangeMessage, isControlMessage, ShapeStream, type Message, type Row } from '@electric-sql/client'
import type pg from 'pg'
import type { ShapeEndpoint } from './context'
import type { FromWorker, ProtocolClientsConfig, ToWorker } from './protocol-clients'
import { log, now, sleep } from './stats'

/** Epoch milliseconds with sub-millisecond precision, comparable across threads. */

interface Batch {
  id: number
  rows: number
  /** rows seen so far, per ShapeStream client */
  seen: number[]
  /** when each ShapeStream client held all rows (epoch ms), NaN until then */
  at: number[]
  remaining: number
  protocolTimes: Promise<number[]>
  resolveStreams: () => void
}

export interface BatchTimes {
  /** ms from sending COMMIT until each ShapeStream client held every row (NaN: never) */
  shapeStream: number[]
  /** the same for each protocol client */
  protocol: number[]
  /** ms from sending BEGIN until sending COMMIT: the insert, with our capture trigger's work */
  beginToCommit: number
}

export interface PoolSize {
  shapeStreams: number
  protocolClients: number
  /**
   * The ShapeStreams follow the shape over one server-sent-events response each (Electric's
   * `live_sse`) instead of a long-poll per change. The engine serves it; the app's proxy does
   * not (its browsers learn of changes on the change socket).
   */
  liveSse?: boolean
}

export class ClientPool {
  private unsubscribers: (() => void)[] = []
  private abort = (() => {
    const controller = new AbortController()
    setMaxListeners(0, controller.signal) // one signal shared by every stream
    return controller
  })()
  private worker: Worker | null = null
  private waitingTimes = new Map<number, (times: number[]) => void>()
  private nextBatch = 1
  private silentCommits = 0
  private batchOfRow = new Map<string, Batch>()
  readonly errors: string[] = []

  private constructor(
    readonly endpoint: ShapeEndpoint,
    readonly size: PoolSize,
  ) {}

  get total() {
    return this.size.shapeStreams + this.size.protocolClients
  }

  static async open(endpoint: ShapeEndpoint, size: PoolSize, timeoutMs = 120_000): Promise<ClientPool> {
    const pool = new ClientPool(endpoint, size)
    const started = performance.now()
    const ready = await Promise.race([
      Promise.all([pool.openShapeStreams(), pool.openProtocolClients()]).then(() => true),
      sleep(timeoutMs).then(() => false),
    ])
    if (!ready) {
      pool.close()
      throw new Error(`clients were not up to date after ${timeoutMs} ms; errors: ${pool.errors.slice(0, 3).join(' | ')}`)
    }
    log(
      `${size.shapeStreams} ShapeStream + ${size.protocolClients} protocol ${endpoint.target} clients up to date in ${Math.round(performance.now() - started)} ms`,
    )
    await sleep(300) // let every client settle into its live long-poll
    return pool
  }

  private openShapeStreams(): Promise<void> {
    const n = this.size.shapeStreams
    if (n === 0) return Promise.resolve()
    const upToDate = new Array<boolean>(n).fill(false)
    let ready = 0
    return new Promise<void>((allReady) => {
      for (let i = 0; i < n; i++) {
        const stream = new ShapeStream<Row>({
          url: this.endpoint.url,
          params: this.endpoint.params as any,
          headers: this.endpoint.headers,
          signal: this.abort.signal,
          liveSse: this.size.liveSse ?? false,
          onError: (err) => {
            this.errors.push(String((err as Error)?.message ?? err))
            return {} // keep going with the same params
          },
        })
        this.unsubscribers.push(
          stream.subscribe(
            (messages) => {
              this.onMessages(i, messages)
              if (!upToDate[i] && messages.some((m) => isControlMessage(m) && m.headers.control === 'up-to-date')) {
                upToDate[i] = true
                if (++ready === n) allReady()
              }
            },
            (err) => this.errors.push(err.message),
          ),
        )
      }
    })
  }

  private openProtocolClients(): Promise<void> {
    const count = this.size.protocolClients
    if (count === 0) return Promise.resolve()
    const config: ProtocolClientsConfig = {
      url: this.endpoint.url,
      params: this.endpoint.params ?? {},
      headers: this.endpoint.headers ?? {},
      count,
    }
    this.worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./protocol-clients.ts', import.meta.url).href, config },
    })
    return new Promise<void>((resolve, reject) => {
      this.worker!.on('error', reject)
      this.worker!.on('message', (msg: FromWorker) => {
        if (msg.type === 'ready') resolve()
        else if (msg.type === 'error') {
          if (this.errors.length < 100) this.errors.push(msg.message)
        } else if (msg.type === 'times') {
          this.waitingTimes.get(msg.batch)?.(msg.times)
          this.waitingTimes.delete(msg.batch)
        }
      })
    })
  }

  private send(msg: ToWorker) {
    this.worker?.postMessage(msg)
  }

  private onMessages(client: number, messages: Message<Row>[]) {
    const at = now()
    for (const msg of messages) {
      if (!isChangeMessage(msg) || msg.headers.operation !== 'insert') continue
      const batch = this.batchOfRow.get(String(msg.value.id))
      if (!batch || !Number.isNaN(batch.at[client])) continue
      if (++batch.seen[client] === batch.rows) {
        batch.at[client] = at
        if (--batch.remaining === 0) batch.resolveStreams()
      }
    }
  }

  /**
   * Inserts `rows` events in one transaction and resolves with, for every client, the time
   * from sending COMMIT to that client holding all of them.
   */
  async commitAndTime(db: pg.Pool, rows: number, timeoutMs = 10_000): Promise<BatchTimes> {
    const ids = Array.from({ length: rows }, () => randomUUID())
    const id = this.nextBatch++
    let resolveStreams!: () => void
    const streamsDone = new Promise<void>((r) => (resolveStreams = r))
    const protocolTimes =
      this.size.protocolClients === 0
        ? Promise.resolve([])
        : new Promise<number[]>((r) => this.waitingTimes.set(id, r))
    const n = this.size.shapeStreams
    const batch: Batch = {
      id,
      rows,
      seen: new Array(n).fill(0),
      at: new Array(n).fill(NaN),
      remaining: n,
      protocolTimes,
      resolveStreams,
    }
    if (n === 0) resolveStreams()
    for (const rowId of ids) this.batchOfRow.set(rowId, batch)
    this.send({ type: 'expect', batch: id, ids })
    const { beginAt, commitAt: t0 } = await insertBenchEvents(db, ids)
    const complete = await Promise.race([
      Promise.all([streamsDone, protocolTimes]).then(() => true),
      sleep(timeoutMs).then(() => false),
    ])
    if (!complete) this.send({ type: 'collect', batch: id })
    const lost = sleep(2_000).then(() => new Array<number>(this.size.protocolClients).fill(NaN))
    const protocol = (await Promise.race([protocolTimes, lost])).map((at) => at - t0)
    const shapeStream = batch.at.map((at) => at - t0)
    for (const rowId of ids) this.batchOfRow.delete(rowId)
    const missing = [...shapeStream, ...protocol].filter(Number.isNaN).length
    if (missing > 0) log(`commit not seen by ${missing}/${this.total} ${this.endpoint.target} clients within ${timeoutMs} ms`)
    this.silentCommits = missing === this.total ? this.silentCommits + 1 : 0
    if (this.silentCommits >= 3) {
      throw new Error(`3 commits in a row reached none of the ${this.total} ${this.endpoint.target} clients; errors: ${this.errors.slice(0, 3).join(' | ')}`)
    }
    return { shapeStream, protocol, beginToCommit: t0 - beginAt }
  }

  close() {
    for (const u of this.unsubscribers) u()
    this.abort.abort()
    this.send({ type: 'stop' })
    void this.worker?.terminate()
    this.worker = null
  }
}

/** Removes what the benchmarks inserted into events (call with no clients connected). */
/**
 * Inserts one bench event per id in a transaction of its own: when BEGIN and COMMIT were sent
 * (epoch ms), the times every side's clients are measured from.
 */
export async function insertBenchEvents(db: pg.Pool, ids: string[]): Promise<{ beginAt: number; commitAt: number }> {
  const conn = await db.connect()
  try {
    const beginAt = now()
    await conn.query('begin')
    await conn.query(
      `insert into events (id, title, description, date, location, created_at)
       select id, 'bench ' || id, 'benchmark row', now() + interval '30 days', 'Bench', now()
       from unnest($1::uuid[]) as id`,
      [ids],
    )
    const commitAt = now()
    await conn.query('commit')
    return { beginAt, commitAt }
  } finally {
    conn.release()
  }
}

export async function deleteBenchEvents(db: pg.Pool) {
  await db.query(`delete from events where location = 'Bench' and description = 'benchmark row'`)
}
