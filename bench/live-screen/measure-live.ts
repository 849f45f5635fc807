// Write → another browser's screen: a colleague writes through the API (as the app's own
// client does, Idempotency-Key included), and each browser with / open is timed from just before
// the request until the change is in its DOM and drawn. Shared by `npm run bench -- live-screen`
// (the demo company) and the large-firm run's `live` step.
//
// Kinds, in this order (each new news item pushes the older ones down the feed's 10, so news
// comes last and the items the other kinds write to stay on screen):
//   comment            a comment on a news item → "Kommentarer (n)" on every screen
//   must_read_confirm  a colleague confirms a must-read item → "n af N har bekræftet" (admins only)
//   news               a new company news item → the item in the feed on every screen
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { log, percentile, round, sleep } from '../stats'
import { arm, articleText, installProbe, seen, type Watch } from './probe'

/** Env shared by both callers; BENCH_LIVE_WRITES (per kind) has each caller's own default. */
export const LIVE_TIMEOUT_MS = Number(process.env.BENCH_LIVE_TIMEOUT_MS ?? 15_000)
export const LIVE_PAUSE_MS = Number(process.env.BENCH_LIVE_PAUSE_MS ?? 1_000)
/**
 * Quiet time after the first sync before the first write: the service worker's precache, the
 * pages' chunk and the local database's first flushes follow "Synkroniseret" and are not what
 * a write meets on a page that has been open a while.
 */
export const LIVE_SETTLE_MS = Number(process.env.BENCH_LIVE_SETTLE_MS ?? 5_000)
export const liveWrites = (fallback: number) => Math.max(1, Number(process.env.BENCH_LIVE_WRITES ?? fallback))

export interface Screen {
  label: string
  page: Page
  /** Made with the page, before it opens its live socket (the trace needs to see it open). */
  traffic: SyncTraffic
  /** Admins see who confirmed a must-read item; others see only their own confirmation. */
  admin: boolean
}

export interface LiveSetup {
  /** Where the writes go (the app, or the proxy in front of it). */
  apiUrl: string
  /** Writes the items the other writes go to, and marks one must-read. */
  adminCookie: string
  /** Colleagues (neither screen's user): the first posts the news and comments, each confirms once. */
  writerCookies: string[]
  screens: Screen[]
  /** Per kind (must_read_confirm: at most one per colleague). */
  writes: number
  /** A change not on a screen by then counts as not shown (default LIVE_TIMEOUT_MS). */
  timeoutMs?: number
  /** Mean pause between writes (default LIVE_PAUSE_MS). */
  pauseMs?: number
}

interface Kind {
  name: string
  what: string
  /** The shape that carries it (for the trace only). */
  shape: string
  screens: Screen[]
  count: number
  /** Makes write i; answers a text the shape answer that carries it contains (a row's id). */
  write(i: number): Promise<string>
  watch(i: number): Watch
}

/** Where one write was on its way to one browser, ms after it was sent (null: not seen). */
interface Trace {
  /** The server's "shape X changed" notice on the live socket (none when the shape's own request was already waiting). */
  notice: number | null
  /** The shape request that brought the change was sent (negative: a long-poll already waiting). */
  asked: number | null
  /** Its answer was in. */
  answer: number | null
}

/**
 * What a browser's sync received while writes are timed (the PGlite worker's requests and socket
 * included): the live socket's notices, and the shape answers with when each was asked for and
 * when it ended. It splits write → screen into getting the change to the browser (notice, the
 * client asking, the server answering) and the page's own work (applying it locally, the live
 * queries, rendering). A diagnostic beside the measurement: if the protocol changes, the trace
 * finds nothing and the screen times stand. Nothing is kept until measureLive starts it (a first
 * sync's answers are megabytes).
 */
export class SyncTraffic {
  private recording = false
  private answers: { start: number; end: number; body: string }[] = []
  private notices: { at: number; payload: string }[] = []
  private reads: Promise<void>[] = []
  constructor(page: Page) {
    page.on('requestfinished', (request) => {
      if (!this.recording || !request.url().includes('/api/shapes/')) return
      const { startTime, responseEnd } = request.timing() // epoch ms, and ms after it
      if (responseEnd < 0) return
      this.reads.push(
        request
          .response()
          .then((res) => res?.text())
          .then((body) => void (body && this.answers.push({ start: startTime, end: startTime + responseEnd, body })))
          .catch(() => {}),
      )
    })
    // Timed when playwright hands the frame over (it gives frames no timestamp): on a busy
    // machine that can be tens of ms late, even after the request the notice set off.
    page.on('websocket', (ws) => ws.on('framereceived', (f) => void (this.recording && this.notices.push({ at: Date.now(), payload: String(f.payload) }))))
  }

  start() {
    this.recording = true
  }

  /** The first notice naming `shape` and the first answer holding `token` after `since`; forgets what came before. */
  async trace(shape: string, token: string, since: number): Promise<Trace> {
    await Promise.all(this.reads.splice(0))
    const answer = this.answers.filter((a) => a.end >= since && a.body.includes(token)).sort((a, b) => a.end - b.end)[0]
    const notice = this.notices.find((n) => n.at >= since && n.payload.includes('changed') && n.payload.includes(`"${shape}"`))
    this.answers = this.answers.filter((a) => a.end >= since)
    this.notices = this.notices.filter((n) => n.at >= since)
    return {
      notice: notice ? notice.at - since : null,
      asked: answer ? answer.start - since : null,
      answer: answer ? answer.end - since : null,
    }
  }
}

function figures(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  return { samples: s.length, p50_ms: round(percentile(s, 50)), p95_ms: round(percentile(s, 95)), max_ms: round(s[s.length - 1] ?? NaN) }
}

/**
 * A write as a server-side client makes it: no Origin header (the CSRF rule lets a request that
 * names no origin through; it cannot carry a browser's cookie on someone else's behalf).
 */
async function api(base: string, cookie: string, method: string, path: string, body?: unknown): Promise<void> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie,
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`)
}

/** Waits until every screen shows `watch` (setup: not timed); throws with what is missing. */
async function onEveryScreen(screens: Screen[], watch: Watch, timeoutMs: number, what: string) {
  const id = randomUUID()
  const results = await Promise.all(
    screens.map(async (s) => ((await arm(s.page, id, watch)) ? seen(s.page, id, timeoutMs) : { dom: Date.now(), frame: null })),
  )
  const missing = screens.filter((_, i) => results[i] === null).map((s) => s.label)
  if (missing.length) throw new Error(`${what}: not on the screen of ${missing.join(', ')} within ${timeoutMs / 1000} s`)
}

export async function measureLive(setup: LiveSetup) {
  const s = { timeoutMs: LIVE_TIMEOUT_MS, pauseMs: LIVE_PAUSE_MS, ...setup }
  for (const screen of s.screens) await installProbe(screen.page)
  for (const screen of s.screens) screen.traffic.start()
  const admins = s.screens.filter((x) => x.admin)
  const [writer] = s.writerCookies
  if (!writer) throw new Error('live: no colleague to write as')
  const notes: string[] = []

  // The items written to, made by the admin and shown everywhere before any timing starts.
  const run = Date.now().toString(36)
  const commentTarget = `Måling ${run}: kommentarer til denne nyhed`
  const mustReadTarget = `Måling ${run}: denne nyhed skal læses`
  const commentId = randomUUID()
  const mustReadId = randomUUID()
  await api(s.apiUrl, s.adminCookie, 'POST', '/api/news', { id: commentId, content: commentTarget })
  await api(s.apiUrl, s.adminCookie, 'POST', '/api/news', { id: mustReadId, content: mustReadTarget })
  await api(s.apiUrl, s.adminCookie, 'PUT', `/api/must-read/${mustReadId}`)
  const setupWait = Math.max(s.timeoutMs, 60_000)
  await onEveryScreen(s.screens, { article: commentTarget, pattern: 'Kommentarer \\((\\d+)\\)', min: 0 }, setupWait, 'the comments item')
  await onEveryScreen(s.screens, { article: mustReadTarget }, setupWait, 'the must-read item')
  // The admin's count reads "0 af N har bekræftet", N everyone in the directory (0 until the
  // readers' query has answered).
  const confirmed = '(\\d+) af \\d+ har bekræftet'
  await onEveryScreen(admins, { article: mustReadTarget, pattern: '\\d+ af (\\d+) har bekræftet', min: 1 }, setupWait, 'the must-read count')
  const readers = admins.length ? /\d+ af (\d+) har bekræftet/.exec((await articleText(admins[0].page, mustReadTarget)) ?? '')?.[1] : undefined

  const confirmers = Math.min(s.writes, s.writerCookies.length)
  if (admins.length && confirmers < s.writes) notes.push(`must_read_confirm: ${confirmers} writes (one per colleague signed in)`)
  const kinds: Kind[] = [
    {
      name: 'comment',
      what: 'a colleague comments on a news item → its "Kommentarer (n)"',
      shape: 'news_comments',
      screens: s.screens,
      count: s.writes,
      write: async (i) => {
        const id = randomUUID()
        await api(s.apiUrl, writer, 'POST', `/api/news/${commentId}/comments`, { id, content: `Kommentar ${i + 1}` })
        return id
      },
      watch: (i) => ({ article: commentTarget, pattern: 'Kommentarer \\((\\d+)\\)', min: i + 1 }),
    },
    {
      name: 'must_read_confirm',
      what: `a colleague confirms a must-read item → the admin's "n af ${readers ?? 'N'} har bekræftet"`,
      shape: 'news_read_confirmations',
      screens: admins,
      count: admins.length ? confirmers : 0,
      // Its row's id is the server's; the item's id is in it, and earlier confirmations came before.
      write: async (i) => {
        await api(s.apiUrl, s.writerCookies[i], 'POST', `/api/must-read/${mustReadId}/confirm`)
        return mustReadId
      },
      watch: (i) => ({ article: mustReadTarget, pattern: confirmed, min: i + 1 }),
    },
    {
      name: 'news',
      what: 'a colleague posts company news → the item in the feed',
      shape: 'company_news',
      screens: s.screens,
      count: s.writes,
      write: async (i) => {
        const id = randomUUID()
        await api(s.apiUrl, writer, 'POST', '/api/news', { id, content: `Måling ${run}: nyhed nummer ${i + 1} fra en kollega` })
        return id
      },
      watch: (i) => ({ article: `Måling ${run}: nyhed nummer ${i + 1} fra` }),
    },
  ]

  const out: Record<string, unknown> = {}
  for (const kind of kinds) {
    if (!kind.count || !kind.screens.length) continue
    const apiMs: number[] = []
    const per = new Map(kind.screens.map((x) => [x.label, { screen: [] as number[], notShown: 0, traces: [] as Trace[] }]))
    for (let i = 0; i < kind.count; i++) {
      const id = `${kind.name}-${i}`
      const watch = kind.watch(i)
      for (const screen of kind.screens) {
        if (!(await arm(screen.page, id, watch))) throw new Error(`live ${id}: already on ${screen.label}'s screen before the write`)
      }
      const sent = Date.now()
      const token = await kind.write(i)
      apiMs.push(Date.now() - sent)
      const shown = await Promise.all(kind.screens.map((x) => seen(x.page, id, s.timeoutMs)))
      const traces = await Promise.all(kind.screens.map((x) => x.traffic.trace(kind.shape, token, sent)))
      const line = kind.screens.map((screen, j) => {
        const at = shown[j]
        const t = traces[j]
        const tally = per.get(screen.label)!
        tally.traces.push(t)
        if (at === null) tally.notShown++
        else {
          if (at.frame === null) notes.push(`${id} on ${screen.label}: no frame drawn; DOM time used`)
          tally.screen.push((at.frame ?? at.dom) - sent)
        }
        const ms = (v: number | null) => (v === null ? '-' : String(Math.round(v)))
        return `${screen.label} ${at ? `${(at.frame ?? at.dom) - sent} ms` : 'not shown'} (notice ${ms(t.notice)}, asked ${ms(t.asked)}, answer ${ms(t.answer)})`
      })
      log(`  live ${id}: api ${apiMs[i]} ms; ${line.join('; ')}`)
      // Jittered, so the writes do not fall into step with the client's timers (sync ticks, polls).
      await sleep(s.pauseMs * (0.5 + Math.random()))
    }
    const of = (traces: Trace[], key: keyof Trace) => figures(traces.map((t) => t[key]).filter((v): v is number => v !== null))
    out[kind.name] = {
      what: kind.what,
      api_ms: figures(apiMs),
      ...Object.fromEntries(
        kind.screens.map((x) => {
          const tally = per.get(x.label)!
          return [
            x.label,
            {
              ...figures(tally.screen),
              not_shown: tally.notShown,
              // Where the time went, ms after the write (Trace; samples: how many were seen).
              trace: { change_notice: of(tally.traces, 'notice'), shape_request_sent: of(tally.traces, 'asked'), shape_answer_in: of(tally.traces, 'answer') },
            },
          ]
        }),
      ),
    }
  }
  return { kinds: out, notes }
}
