// A generator thread: hosts its share of the simulated browsers (browser.ts) and answers the
// main thread's calls about them. Times are epoch milliseconds (browser.ts `now`), so the main
// thread compares them with its own write times.
import { performance } from 'node:perf_hooks'
import { parentPort } from 'node:worker_threads'
import { actAsVisibleTab, SimulatedBrowser, Tally, type BrowserConfig, type PageName } from './browser'

actAsVisibleTab()
const port = parentPort!
const browsers = new Map<number, { browser: SimulatedBrowser; page: PageName }>()
const tally = new Tally()
let elu = performance.eventLoopUtilization()

export interface Seen {
  id: number
  page: PageName
  /** When each asked-for title reached the browser (epoch ms), in the order asked; null: not yet. */
  at: (number | null)[]
  /** When its change socket last confirmed its watch (epoch ms); null: not watching now. */
  watchingAt: number | null
}

const calls = {
  add(configs: BrowserConfig[]) {
    for (const config of configs) browsers.set(config.id, { browser: new SimulatedBrowser(config, tally), page: config.page })
    return browsers.size
  },
  synced() {
    let synced = 0
    for (const { browser } of browsers.values()) if (browser.synced) synced++
    return { total: browsers.size, synced }
  },
  /** ms from start until synced (NaN while not), for the given browsers. */
  firstVisits(ids: number[]) {
    return ids.flatMap((id) => {
      const b = browsers.get(id)?.browser
      return b ? [b.syncedAt === null ? NaN : b.syncedAt - b.startedAt] : []
    })
  },
  /** Browser×title pairs seen, and browsers that saw at least one of the titles. */
  seenCount(titles: string[]) {
    let pairs = 0
    let browsersWithAny = 0
    for (const { browser } of browsers.values()) {
      const seen = titles.filter((t) => browser.seen.has(t)).length
      pairs += seen
      if (seen > 0) browsersWithAny++
    }
    return { pairs, browsersWithAny }
  },
  seen(titles: string[]): Seen[] {
    return [...browsers.entries()].map(([id, { browser, page }]) => ({
      id,
      page,
      at: titles.map((t) => browser.seen.get(t) ?? null),
      watchingAt: browser.watchingAt,
    }))
  },
  /** What the browsers did since the last reset, and how busy this thread was (0-1). */
  tally(reset: boolean) {
    const out = { tally: { ...tally }, eventLoopUtilisation: performance.eventLoopUtilization(elu).utilization }
    if (reset) {
      // Browsers hold the tally they were created with: zero it in place.
      Object.assign(tally, new Tally())
      elu = performance.eventLoopUtilization()
    }
    return out
  },
  stopAll() {
    for (const { browser } of browsers.values()) browser.stop()
    browsers.clear()
    return 0
  },
}
export type FleetCalls = typeof calls
export type FleetCall = { id: number; name: keyof FleetCalls; args: unknown[] }

port.on('message', (msg: FleetCall) => {
  try {
    const result = (calls[msg.name] as (...args: unknown[]) => unknown)(...msg.args)
    port.postMessage({ id: msg.id, result })
  } catch (err) {
    port.postMessage({ id: msg.id, error: (err as Error).stack ?? String(err) })
  }
})
// An error no browser caught (a library's timer, a socket) is counted, not fatal.
process.on('uncaughtException', (err) => tally.error(`uncaught: ${err.message}`))
process.on('unhandledRejection', (err) => tally.error(`unhandled: ${(err as Error)?.message ?? String(err)}`))
port.postMessage({ ready: true })
