// One simulated browser: what the leader worker does (client/src/db/sync/sync-runner.ts and
// shape-sync.ts) minus PGlite. Every shape of the catalogue gets a ShapeStream from
// @electric-sql/client whose requests go through the client's own live-sync.ts (one change
// socket naming every shape; a few shared connections, the page on screen first; a stream's
// live request waits until the socket says its shape changed), `recent` shapes stream changes
// only and fetch their window as a subset snapshot once current, and a shape refused with
// 400/403/404 is dropped. A first visit: nothing stored, every shape from offset -1, the page's
// shapes first. Messages are counted, not stored; inserts into the probe shape whose title
// carries the writer's prefix are timed.
//
// This is the one file that wires the client's sync; the generator around it (fleet-worker.ts)
// only creates, counts and stops browsers.
import { BackoffDefaults, FetchError, ShapeStream, isChangeMessage, isControlMessage, type Row } from '@electric-sql/client'
import { setMaxListeners } from 'node:events'
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'
import { hotShapes } from '../../client/src/db/sync/watched-tables'
import { shapes, type ShapeDef } from '../../sync/shapes'
import { recentHolding, subsetParamsFor, windowStart } from '../../sync/shapes/subsets'
import { createLiveSync, type LiveSync, type SocketLike } from '../../client/src/db/sync/live-sync'

/** Which wiring the report says it measured. */
export const LIVE_SYNC_MODULE = 'client/src/db/sync/live-sync.ts (change socket + request scheduler), as sync-runner.ts wires it'

/** Epoch milliseconds with sub-millisecond resolution, comparable across worker threads. */
export const now = () => performance.timeOrigin + performance.now()

const catalogue: Record<string, ShapeDef> = shapes
const SHAPE_NAMES = Object.keys(catalogue)

// As sync-runner.ts / shape-sync.ts.
const OTHERS_AFTER_MS = 5_000
const WINDOW_RETRY_MS = 5_000

/**
 * What is on screen. `announced`: the shapes the page names (useShapesReady), started first;
 * `tables`: the local tables its live queries read (page plus layout: birthdays, notification
 * badge), whose shapes' requests go first (watched-tables.ts). Taken from the client's queries
 * by hand; close enough to decide which shapes are on screen.
 */
export const PAGES = {
  // '/': news feed, recent news, upcoming events (a new event is on screen), vacations, projects.
  home: {
    announced: ['company_news', 'profiles'],
    tables: [
      'company_news', 'news_comments', 'must_read_news', 'news_read_confirmations', 'profiles', 'events',
      'vacations', 'projects', 'notifications',
    ],
  },
  // '/employees': colleagues and contacts; a new event is not on screen here.
  employees: {
    announced: [] as string[],
    tables: ['profiles', 'profile_details', 'contacts', 'contact_categories', 'contact_ratings', 'notifications'],
  },
} satisfies Record<string, { announced: string[]; tables: string[] }>
export type PageName = keyof typeof PAGES

/**
 * initial: offset -1 (a shape's first load, or a full resync); subset: a window or older page;
 * fallback: a stream let out on the fallback interval while the socket was not watching;
 * catch_up: everything else from a known place (a notice's catch-up, the rest of a first load);
 * live: a long-poll (live-sync parks these, so none should go out).
 */
export type RequestKind = 'initial' | 'catch_up' | 'fallback' | 'live' | 'subset'

/** What a generator thread's browsers did, summed; reset per measuring window. */
export class Tally {
  requests: Record<RequestKind, number> = { initial: 0, catch_up: 0, fallback: 0, live: 0, subset: 0 }
  /** Answers other than 2xx, by "kind status" (a 409 is a must-refetch). */
  statuses: Record<string, number> = {}
  /** Requests aborted before their answer (none expected: live-sync never cuts one). */
  aborted = 0
  changes = 0
  mustRefetch = 0
  socketOpens = 0
  socketCloses = 0
  /** "changed" notices received. */
  notices = 0
  /** Shapes the server refused (403/404), dropped as the client drops them. */
  unavailable: Record<string, number> = {}
  errors = 0
  messages: Record<string, number> = {}

  error(message: string) {
    this.errors++
    // Distinct messages, bounded: ids and numbers vary, the kind of failure does not.
    const key = message.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '<id>').replace(/\d+/g, 'N').slice(0, 200)
    if (key in this.messages || Object.keys(this.messages).length < 40) this.messages[key] = (this.messages[key] ?? 0) + 1
  }

  status(kind: RequestKind, status: number) {
    const key = `${kind} ${status}`
    this.statuses[key] = (this.statuses[key] ?? 0) + 1
  }
}

export interface BrowserConfig {
  id: number
  /** The app process this browser talks to, e.g. http://127.0.0.1:41234. */
  origin: string
  /** The Cookie header of this browser's own session. */
  cookie: string
  page: PageName
  /** Inserts into `shape` whose `title` starts with `prefix` are noted with the time they arrived. */
  probe: { shape: string; prefix: string }
}

interface HeldShape {
  stream: ShapeStream<Row>
  /** Caught up once (and its window loaded, for a recent shape): "synced" in the client's sense. */
  current: boolean
  unavailable: boolean
}

const describe = (error: unknown): string => {
  if (error instanceof FetchError) return `HTTP ${error.status} ${error.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]}`
  const err = error as Error & { cause?: { code?: string; message?: string } }
  const cause = err.cause?.code ?? err.cause?.message
  return `${err.name}: ${err.message}${cause ? ` (${cause})` : ''}`
}

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError'

export class SimulatedBrowser {
  readonly startedAt = now()
  /** When every shape had caught up once and the socket watched: the first visit's sync done. */
  syncedAt: number | null = null
  /** Probe titles seen, with when they reached the stream. */
  readonly seen = new Map<string, number>()
  private readonly held = new Map<string, HeldShape>()
  private readonly abort = new AbortController()
  private readonly live: LiveSync
  /** The change socket's watch is confirmed: every change from now on is announced. */
  private watching = false
  /** When it last was (epoch ms); null while the socket is down. */
  watchingAt: number | null = null
  private pageFirst: string[]
  private othersStarted = false

  constructor(
    private readonly config: BrowserConfig,
    private readonly tally: Tally,
  ) {
    // Every stream of this browser listens on its one stop signal.
    setMaxListeners(4 * SHAPE_NAMES.length, this.abort.signal)
    const page = PAGES[config.page]
    // As sync-runner.ts: on screen are the shapes the page names and those its queries read.
    const onScreen = [...new Set([...page.announced, ...hotShapes(catalogue, new Set(page.tables))])]
    this.pageFirst = page.announced.length > 0 ? page.announced : onScreen
    this.live = createLiveSync({
      origin: config.origin,
      shapes: SHAPE_NAMES,
      fetch: this.fetch,
      openSocket: (url) => this.openSocket(url),
      onSocket: (state) => {
        this.watching = state === 'watching'
        this.watchingAt = this.watching ? now() : null
        this.checkSynced()
      },
    })
    this.live.setOnScreen(onScreen)
    for (const name of this.pageFirst) this.startShape(name)
    // The other shapes once the page's are current, or after a while (sync-runner.ts).
    setTimeout(() => this.startOthers(), OTHERS_AFTER_MS).unref()
  }

  /** Every shape started and caught up once (or refused), and the change socket watching. */
  get synced(): boolean {
    return this.syncedAt !== null && this.watching
  }

  stop() {
    this.abort.abort()
    for (const { stream } of this.held.values()) stream.unsubscribeAll()
    this.live.stop()
  }

  /** The browser's fetch: its own cookie on every shape request; counts what went out. */
  private fetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const kind: RequestKind = [...url.searchParams.keys()].some((k) => k.startsWith('subset__'))
      ? 'subset'
      : url.searchParams.get('live') === 'true'
        ? 'live'
        : url.searchParams.get('offset') === '-1'
          ? 'initial'
          : url.searchParams.get('cache-buster')?.startsWith('poll-')
            ? 'fallback'
            : 'catch_up'
    this.tally.requests[kind]++
    const headers = new Headers(init?.headers)
    headers.set('cookie', this.config.cookie)
    try {
      const res = await fetch(url, { ...init, headers })
      if (!res.ok) this.tally.status(kind, res.status)
      return res
    } catch (error) {
      if (isAbort(error)) {
        if (!this.abort.signal.aborted) this.tally.aborted++
      } else this.tally.error(`${kind} request: ${describe(error)}`)
      throw error
    }
  }

  private openSocket(url: string): SocketLike {
    const ws = new WebSocket(url, { headers: { cookie: this.config.cookie, origin: this.config.origin } })
    ws.on('open', () => this.tally.socketOpens++)
    ws.on('message', (data) => {
      if (String(data).includes('"changed"')) this.tally.notices++
    })
    ws.on('close', () => this.tally.socketCloses++)
    // A `ws` socket without an 'error' listener throws; a browser's would only log.
    ws.on('error', (error) => {
      if (!this.abort.signal.aborted) this.tally.error(`socket: ${error.message}`)
    })
    return ws as unknown as SocketLike
  }

  private startOthers() {
    if (this.othersStarted || this.abort.signal.aborted) return
    this.othersStarted = true
    for (const name of SHAPE_NAMES) this.startShape(name)
  }

  private startShape(name: string) {
    if (this.held.has(name) || this.abort.signal.aborted) return
    const def = catalogue[name]
    const holding = recentHolding(def)
    let windowLoaded = holding === null
    let windowRequested = false
    const isProbe = name === this.config.probe.shape
    const prefix = this.config.probe.prefix
    const stream = new ShapeStream<Row>({
      // `browser` is dropped by the shape proxy (it passes only protocol parameters); it keeps
      // this browser's shape URLs apart from the others' in the client library's module-wide
      // caches (up-to-date cursors, expired handles), which a real browser has to itself.
      url: `${this.config.origin}/api/shapes/${name}?browser=${this.config.id}`,
      ...(holding ? { log: 'changes_only' as const } : {}),
      signal: this.abort.signal,
      fetchClient: this.live.fetchFor(name),
      // As shape-sync.ts: a live request waits (parked) until the socket names its shape.
      liveRequestTimeoutMs: false,
      backoffOptions: { ...BackoffDefaults, maxDelay: 10_000 },
      onError: (error) => {
        if (this.abort.signal.aborted) return
        if (error instanceof FetchError && error.status === 401) {
          this.tally.error(`${name}: 401, session not accepted`)
          return
        }
        if (error instanceof FetchError && [400, 403, 404].includes(error.status)) {
          shape.unavailable = true
          this.tally.unavailable[`${name} ${error.status}`] = (this.tally.unavailable[`${name} ${error.status}`] ?? 0) + 1
          this.checkSynced()
          return
        }
        this.tally.error(describe(error))
        return {}
      },
    })
    const shape: HeldShape = { stream, current: false, unavailable: false }
    this.held.set(name, shape)

    const caughtUp = () => {
      shape.current = true
      this.checkSynced()
    }
    const loadWindow = async () => {
      if (!holding || this.abort.signal.aborted) return
      windowRequested = true
      try {
        await stream.requestSnapshot(subsetParamsFor(def, { kind: 'recent', since: windowStart(holding) }))
        windowLoaded = true
        caughtUp()
      } catch (error) {
        if (this.abort.signal.aborted) return
        this.tally.error(`window: ${describe(error)}`)
        windowRequested = false
        setTimeout(() => void loadWindow(), WINDOW_RETRY_MS)
      }
    }

    stream.subscribe((messages) => {
      const at = now()
      for (const m of messages) {
        if (isChangeMessage(m)) {
          this.tally.changes++
          if (isProbe && m.headers.operation === 'insert') {
            const title = m.value.title
            if (typeof title === 'string' && title.startsWith(prefix) && !this.seen.has(title)) this.seen.set(title, at)
          }
        } else if (isControlMessage(m)) {
          if (m.headers.control === 'must-refetch') {
            this.tally.mustRefetch++
            // The refetch empties the table, so a recent shape fetches its window again.
            if (holding) windowLoaded = windowRequested = false
          } else if (m.headers.control === 'up-to-date') {
            if (holding && !windowLoaded && !windowRequested) {
              windowRequested = true
              setTimeout(() => void loadWindow(), 0)
            }
            if (windowLoaded) caughtUp()
          }
        }
      }
    })
  }

  private checkSynced() {
    if (!this.othersStarted) {
      const pageDone = this.pageFirst.every((n) => this.held.get(n)?.current || this.held.get(n)?.unavailable)
      if (pageDone) this.startOthers()
      return
    }
    if (this.syncedAt !== null || !this.watching) return
    if (this.held.size < SHAPE_NAMES.length) return
    for (const s of this.held.values()) if (!s.current && !s.unavailable) return
    this.syncedAt = now()
  }
}

/**
 * A visible tab, for @electric-sql/client: without `document` it assumes a server and runs a
 * wake-from-sleep timer per stream (every 2 s; 70,000 of them at 2,000 browsers), and a
 * generator thread busy for 6 s would look like a wake-up that aborts and restarts every
 * stream. A browser tab has neither. Call once per thread before creating browsers.
 */
export function actAsVisibleTab() {
  const g = globalThis as { document?: unknown }
  g.document ??= { hidden: false, addEventListener() {}, removeEventListener() {} }
}
