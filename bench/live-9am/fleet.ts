// The simulated browsers, spread over generator threads (fleet-worker.ts) so the generator
// may use more than one core; the main thread keeps the writer, the meters and the clock.
import { Worker } from 'node:worker_threads'
import type { BrowserConfig, Tally } from './browser'
import type { FleetCall, FleetCalls, Seen } from './fleet-worker'

type Result<K extends keyof FleetCalls> = ReturnType<FleetCalls[K]>
export type TallyData = Omit<Tally, 'error' | 'status'>

/** A generator thread that does not answer within this long is stuck: the bench stops rather than hangs. */
const CALL_TIMEOUT_MS = 120_000

interface Pending {
  worker: Worker
  resolve(v: unknown): void
  reject(e: Error): void
  timer: ReturnType<typeof setTimeout>
}

export class Fleet {
  private nextCall = 0
  private readonly waiting = new Map<number, Pending>()
  /** Ids are never reused: a browser's shape URLs carry its id (browser.ts). */
  private nextId = 0
  private size = 0

  private constructor(private readonly workers: Worker[]) {
    for (const worker of workers) {
      worker.on('message', (msg: { id: number; result?: unknown; error?: string }) => {
        const call = this.waiting.get(msg.id)
        if (!call) return
        this.waiting.delete(msg.id)
        clearTimeout(call.timer)
        if (msg.error !== undefined) call.reject(new Error(msg.error))
        else call.resolve(msg.result)
      })
      worker.on('exit', (code) => {
        for (const [id, call] of this.waiting) {
          if (call.worker !== worker) continue
          this.waiting.delete(id)
          clearTimeout(call.timer)
          call.reject(new Error(`a generator thread exited (code ${code})`))
        }
      })
    }
  }

  static async start(threads: number): Promise<Fleet> {
    const workers = await Promise.all(
      Array.from({ length: threads }, async () => {
        const worker = new Worker(new URL('../worker-boot.mjs', import.meta.url), {
          workerData: { entry: new URL('./fleet-worker.ts', import.meta.url).href },
        })
        await new Promise<void>((resolve, reject) => {
          worker.once('error', reject)
          worker.once('message', () => resolve())
        })
        worker.on('error', (err) => console.error('[bench] generator thread failed:', err))
        return worker
      }),
    )
    return new Fleet(workers)
  }

  get threads() {
    return this.workers.length
  }

  get browsers() {
    return this.size
  }

  private call<K extends keyof FleetCalls>(worker: Worker, name: K, ...args: Parameters<FleetCalls[K]>): Promise<Result<K>> {
    const id = this.nextCall++
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id)
        reject(new Error(`a generator thread did not answer ${name} within ${CALL_TIMEOUT_MS / 1000} s`))
      }, CALL_TIMEOUT_MS)
      this.waiting.set(id, { worker, resolve: resolve as (v: unknown) => void, reject, timer })
      worker.postMessage({ id, name, args } satisfies FleetCall)
    })
  }

  private all<K extends keyof FleetCalls>(name: K, ...args: Parameters<FleetCalls[K]>): Promise<Result<K>[]> {
    return Promise.all(this.workers.map((w) => this.call(w, name, ...args)))
  }

  /** Opens browsers (round robin over the threads); returns their ids. */
  async add(browsers: Omit<BrowserConfig, 'id'>[]): Promise<number[]> {
    const configs = browsers.map((b) => ({ ...b, id: this.nextId++ }))
    await Promise.all(
      this.workers.map((w, i) => {
        const mine = configs.filter((_, j) => j % this.workers.length === i)
        return mine.length ? this.call(w, 'add', mine) : null
      }),
    )
    this.size += configs.length
    return configs.map((c) => c.id)
  }

  async synced(): Promise<{ total: number; synced: number }> {
    const parts = await this.all('synced')
    return { total: sum(parts.map((p) => p.total)), synced: sum(parts.map((p) => p.synced)) }
  }

  /** ms from each browser's start until its first sync was done (NaN: not done). */
  async firstVisits(ids: number[]): Promise<number[]> {
    return (await this.all('firstVisits', ids)).flat()
  }

  async seenCount(titles: string[]): Promise<{ pairs: number; browsersWithAny: number }> {
    const parts = await this.all('seenCount', titles)
    return { pairs: sum(parts.map((p) => p.pairs)), browsersWithAny: sum(parts.map((p) => p.browsersWithAny)) }
  }

  async seen(titles: string[]): Promise<Seen[]> {
    return (await this.all('seen', titles)).flat()
  }

  /** The browsers' counts summed over threads, and each thread's event-loop utilisation. */
  async tally(reset: boolean): Promise<{ tally: TallyData; eventLoopUtilisation: number[] }> {
    const parts = await this.all('tally', reset)
    return { tally: mergeTallies(parts.map((p) => p.tally)), eventLoopUtilisation: parts.map((p) => p.eventLoopUtilisation) }
  }

  async stopAll(): Promise<void> {
    await this.all('stopAll')
    this.size = 0
  }

  async close(): Promise<void> {
    await this.stopAll().catch(() => {})
    await Promise.all(this.workers.map((w) => w.terminate()))
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

/** Adds numbers, and records of numbers, key by key. */
function mergeTallies(parts: TallyData[]): TallyData {
  const out = structuredClone(parts[0]) as unknown as Record<string, unknown>
  for (const part of parts.slice(1) as unknown as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(part)) {
      if (typeof value === 'number') out[key] = (out[key] as number) + value
      else if (value && typeof value === 'object') {
        const into = out[key] as Record<string, number>
        for (const [k, v] of Object.entries(value as Record<string, number>)) into[k] = (into[k] ?? 0) + v
      }
    }
  }
  return out as unknown as TallyData
}

/** Errors in a window: how many, and the most frequent distinct messages. */
export function errorsOf(tally: TallyData, extra: string[] = []) {
  const messages = { ...tally.messages }
  for (const m of extra) messages[m] = (messages[m] ?? 0) + 1
  const top = Object.entries(messages)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([m, n]) => `${n}× ${m}`)
  return { count: tally.errors + extra.length, messages: top }
}
