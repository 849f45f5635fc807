// Zero's live clients for zero-compare: N real Zero clients (@rocicorp/zero from BENCH_ZERO_DIR)
// in this thread, each with its own userID (so its own client group and server-side view, as N
// browsers of N people would be), each with `events` materialized. Times each committed row as
// it reaches every one of them, the same way ClientPool.commitAndTime does for our clients.
import { randomUUID } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { zeroSchema, type ZeroServer } from './zero-cache'
import { insertBenchEvents } from './clients'
import { log, now, sleep } from './stats'

const SEED_ID = '00000000-0000-4000-8000-000000000000'

interface Client {
  z: any
  view: any
  complete: boolean
  hasSeed: boolean
}

export class ZeroClientPool {
  private clients: Client[] = []
  /** row id → when each client first held it (epoch ms), NaN until then */
  private waiting = new Map<string, number[]>()
  private wake: (() => void) | null = null
  readonly errors: string[] = []

  private constructor(
    readonly server: ZeroServer,
    readonly count: number,
  ) {}

  static async open(server: ZeroServer, count: number, timeoutMs = 120_000): Promise<ZeroClientPool> {
    const pool = new ZeroClientPool(server, count)
    const started = performance.now()
    pool.start()
    const deadline = Date.now() + timeoutMs
    while (!pool.clients.every((c) => c.complete && c.hasSeed)) {
      if (Date.now() > deadline) {
        pool.close()
        const ready = pool.clients.filter((c) => c.complete && c.hasSeed).length
        throw new Error(`${ready}/${count} Zero clients ready after ${timeoutMs} ms; errors: ${pool.errors.slice(0, 3).join(' | ')}`)
      }
      await sleep(50)
    }
    log(`${count} Zero clients complete in ${Math.round(performance.now() - started)} ms`)
    await sleep(300) // as ClientPool: let every client settle before timing
    return pool
  }

  private start() {
    const { zero, url, WebSocket } = this.server
    // The Zero client opens its socket with the global WebSocket, which Node 20 lacks.
    ;(globalThis as any).WebSocket ??= WebSocket
    // Each Zero client adds abort listeners to shared signals; 50 of them trip Node's leak warning.
    setMaxListeners(0)
    const schema = zeroSchema(zero)
    const events = zero.createBuilder(schema).events
    for (let i = 0; i < this.count; i++) {
      const z = new zero.Zero({
        server: url,
        userID: `bench-${i}`,
        schema,
        kvStore: 'mem',
        logLevel: 'error',
        logSink: { log: (_level: string, _ctx: unknown, ...args: unknown[]) => this.errors.length < 100 && this.errors.push(args.map(String).join(' ')) },
      })
      const view = z.materialize(events)
      const client: Client = { z, view, complete: false, hasSeed: false }
      view.addListener((rows: readonly { id: string }[], resultType: string) => this.onData(i, client, rows, resultType))
      this.clients.push(client)
    }
  }

  /** Called with the view's whole result each time it changes. */
  private onData(i: number, client: Client, rows: readonly { id: string }[], resultType: string) {
    const at = now()
    if (resultType === 'complete') client.complete = true
    let woke = false
    for (const row of rows) {
      if (row.id === SEED_ID) client.hasSeed = true
      const times = this.waiting.get(row.id)
      if (times && Number.isNaN(times[i])) {
        times[i] = at
        woke = true
      }
    }
    if (woke) this.wake?.()
  }

  /**
   * Inserts one event (insertBenchEvents, as ClientPool.commitAndTime) and resolves with, for
   * every client, ms from sending COMMIT to that client holding the row (NaN: not in time), and
   * ms from sending BEGIN to sending COMMIT.
   */
  async commitAndTime(db: pg.Pool, timeoutMs = 10_000): Promise<{ times: number[]; beginToCommit: number }> {
    const id = randomUUID()
    const times = new Array<number>(this.count).fill(NaN)
    this.waiting.set(id, times)
    const { beginAt, commitAt: t0 } = await insertBenchEvents(db, [id])
    const deadline = Date.now() + timeoutMs
    while (times.some(Number.isNaN) && Date.now() < deadline) {
      await Promise.race([new Promise<void>((r) => (this.wake = r)), sleep(100)])
    }
    this.wake = null
    this.waiting.delete(id)
    const missing = times.filter(Number.isNaN).length
    if (missing > 0) log(`commit not seen by ${missing}/${this.count} Zero clients within ${timeoutMs} ms`)
    if (missing === this.count) throw new Error(`a commit reached none of the ${this.count} Zero clients; errors: ${this.errors.slice(0, 3).join(' | ')}`)
    return { times: times.map((at) => at - t0), beginToCommit: t0 - beginAt }
  }

  close() {
    for (const c of this.clients) {
      try {
        c.view.destroy()
        void c.z.close().catch(() => {})
      } catch {
        // closing anyway
      }
    }
    this.clients = []
  }
}
