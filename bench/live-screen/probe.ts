// What runs inside the page for write → screen: a MutationObserver that notes the moment an
// expected text is on the page, and a look at which shapes the page watches. Text only (never
// CSS classes or app internals), so the measurement keeps working while the client changes.
import type { Page } from 'playwright-core'
import { localDataDir, syncChannelName } from '../../client/src/db/sync/sync-channel'
import { shapes } from '../../sync/shapes'

/**
 * What to wait for: the news item (an <article>) whose text has `article`, and in it, when
 * `pattern` is given, a number (its first group) of at least `min`. "At least" rather than
 * "equal", so a screen that skips a value (two writes in one sync batch) still counts.
 */
export interface Watch {
  article: string
  pattern?: string
  min?: number
}

/** Epoch ms (Date.now()) when the text was in the DOM, and at the frame that drew it. */
export interface Seen {
  dom: number
  frame: number | null
}

/**
 * Installed with page.evaluate once the page is up; plain JavaScript in a string, because tsx
 * would wrap named functions in helpers that do not exist in the page.
 *
 * Times are the page's Date.now(): the same system clock as Date.now() in the bench process,
 * so they compare directly with the moment the write was sent. (performance.timeOrigin +
 * performance.now() runs on the monotonic clock from the document's start and can drift from
 * the wall clock by some milliseconds over a long-lived page.)
 *
 * The observer's callback runs right after the DOM change (the microtask after React's commit),
 * so `dom` is when the text was put in; `frame` is the next requestAnimationFrame, which runs
 * just before the frame that paints it: "on the screen".
 */
const LIVE_PROBE_SOURCE = `(() => {
  if (window.__live) return
  const watches = new Map()
  const matches = (w) => [...document.querySelectorAll('article')].some((a) => {
    const text = a.textContent ?? ''
    if (!text.includes(w.article)) return false
    if (w.pattern === null) return true
    const m = new RegExp(w.pattern).exec(text)
    return m !== null && Number(m[1]) >= w.min
  })
  const settle = (w) => { for (const resolve of w.waiters.splice(0)) resolve({ dom: w.dom, frame: w.frame }) }
  const check = () => {
    for (const w of watches.values()) {
      if (w.dom !== null || !matches(w)) continue
      w.dom = Date.now()
      requestAnimationFrame(() => { w.frame = Date.now(); w.done = true; settle(w) })
      // A page that draws no frames (hidden) still answers, with the DOM time only.
      setTimeout(() => { if (!w.done) { w.done = true; settle(w) } }, 500)
    }
  }
  const pending = () => [...watches.values()].some((w) => w.dom === null)
  new MutationObserver(() => { if (pending()) check() })
    .observe(document, { subtree: true, childList: true, characterData: true })
  setInterval(() => { if (pending()) check() }, 1000)
  window.__live = {
    arm(id, article, pattern, min) {
      if (matches({ article, pattern, min })) return false
      watches.set(id, { article, pattern, min, dom: null, frame: null, done: false, waiters: [] })
      return true
    },
    result(id, timeoutMs) {
      const w = watches.get(id)
      if (!w) return Promise.resolve(null)
      return new Promise((resolve) => {
        const timer = setTimeout(() => { watches.delete(id); resolve(null) }, timeoutMs)
        const answer = (seen) => { clearTimeout(timer); watches.delete(id); resolve(seen) }
        if (w.done) answer({ dom: w.dom, frame: w.frame })
        else w.waiters.push(answer)
      })
    },
    articleText(article) {
      const a = [...document.querySelectorAll('article')].find((e) => (e.textContent ?? '').includes(article))
      return a ? a.textContent : null
    },
  }
})()`

declare global {
  interface Window {
    __live: {
      arm(id: string, article: string, pattern: string | null, min: number): boolean
      result(id: string, timeoutMs: number): Promise<Seen | null>
      articleText(article: string): string | null
    }
  }
}

export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(LIVE_PROBE_SOURCE)
}

/** Starts watching; false when the text is already there (the bench expected something new). */
export async function arm(page: Page, id: string, watch: Watch): Promise<boolean> {
  return page.evaluate(([i, a, p, m]) => window.__live.arm(i, a, p, m), [id, watch.article, watch.pattern ?? null, watch.min ?? 0] as const)
}

/** When the watched text showed (null: not within timeoutMs, or the page went away). */
export async function seen(page: Page, id: string, timeoutMs: number): Promise<Seen | null> {
  return page.evaluate(([i, t]) => window.__live.result(i, t), [id, timeoutMs] as const).catch(() => null)
}

/** The text of the news item whose text has `article` (null: not on the page). */
export async function articleText(page: Page, article: string): Promise<string | null> {
  return page.evaluate((a) => window.__live.articleText(a), article).catch(() => null)
}

export interface WatchedShapes {
  /** Shapes the page on screen keeps live: named by its components (useShapesReady) or read by its live queries. */
  count: number
  /** Of those, the ones named through useShapesReady. */
  named_by_page: number
  shapes: string[]
}

/**
 * Which shapes the page watches, as its tab tells the sync leader (client/src/db/sync/interest.ts):
 * we ask on the same BroadcastChannel the leader uses, and count the shapes the tab names plus
 * those whose local table its live queries read, as the leader does (sync-runner.ts, pageShapes).
 * A diagnostic beside the measurement: null when the tab does not answer in this form.
 */
export async function watchedShapes(page: Page, baseUrl: string, cookie: string): Promise<WatchedShapes | null> {
  const res = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } })
  const userId = res.ok ? ((await res.json()) as { user?: { id?: string } } | null)?.user?.id : undefined
  if (!userId) return null
  const channel = syncChannelName(localDataDir(userId))
  const source = `new Promise((resolve) => {
    const channel = new BroadcastChannel(${JSON.stringify(channel)})
    const tabs = {}
    channel.onmessage = (event) => { if (event.data?.type === 'interest') tabs[event.data.tab] = event.data }
    channel.postMessage({ type: 'interest-request' })
    setTimeout(() => { channel.close(); resolve(Object.values(tabs)) }, 1000)
  })`
  const answers = (await page.evaluate(source).catch(() => [])) as { shapes?: string[]; tables?: string[] }[]
  if (!answers.length) return null
  const named = new Set(answers.flatMap((a) => a.shapes ?? []).filter((n) => n in shapes))
  const tables = new Set(answers.flatMap((a) => a.tables ?? []))
  const read = Object.entries(shapes).filter(([, def]) => tables.has(def.localTable)).map(([name]) => name)
  const all = [...new Set([...named, ...read])].sort()
  return { count: all.length, named_by_page: named.size, shapes: all }
}
