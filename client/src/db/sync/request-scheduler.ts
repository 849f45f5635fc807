// Shares a few HTTP connections among many shape streams.
//
// Why: over HTTP/1.1 a browser opens at most 6 connections per host, shared by the page and
// its workers. One long-poll per shape (30+ shapes) would occupy all of them for up to 20 s
// each, and every API call (sign-in check, writes) would queue behind them for tens of
// seconds. So every shape request goes through here:
//   - at most `maxConcurrent` shape requests in flight (the rest of the browser's connections
//     stay free for the app);
//   - catch-up (non-live) requests go first, those of shapes on screen before the rest, and
//     cut a long-poll short rather than wait for a slot;
//   - "hot" shapes (read by a live query on screen in some tab) keep a long-poll open and get
//     changes at once; when more are hot than there are slots they take turns;
//   - "cold" shapes are only checked every `coldIntervalMs`: a brief long-poll that returns
//     at once if changes are waiting, and is otherwise cut short.
// Cutting a long-poll short answers it as the server would after its own timeout: 200 with
// only `up-to-date` at the same offset. The stream then simply asks again (queued here).

export interface SchedulerOptions {
  maxConcurrent: number
  /** A hot long-poll may be cut after this long when another hot/catch-up request waits. */
  hotSliceMs: number
  /** How long a cold check may hold a connection. */
  coldSliceMs: number
  coldIntervalMs: number
  tickMs: number
  fetch: typeof fetch
  now?: () => number
}

interface Waiter {
  shape: string
  live: boolean
  queuedAt: number
  start: () => void
  cancel: () => void
}

interface Running {
  shape: string
  live: boolean
  startedAt: number
  preempt: () => void
}

// The page on screen first: its catch-up (a first load, an older page) goes before any other
// shape's, so a page renders as soon as its own data is local.
const PRIORITY_HOT_CATCH_UP = 0
const PRIORITY_CATCH_UP = 1
const PRIORITY_HOT = 2
const PRIORITY_COLD = 3

/** The response a long-poll gives when nothing changed before its timeout. */
export function timeoutResponse(url: URL): Response {
  return new Response('[{"headers":{"control":"up-to-date"}}]', {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'electric-handle': url.searchParams.get('handle') ?? '',
      'electric-offset': url.searchParams.get('offset') ?? '-1',
      'electric-cursor': url.searchParams.get('cursor') || '0',
      'electric-up-to-date': '',
    },
  })
}

export class RequestScheduler {
  #waiting: Waiter[] = []
  #running = new Set<Running>()
  #hot = new Set<string>()
  #nextColdCheck = new Map<string, number>()
  #timer: ReturnType<typeof setInterval> | null = null
  readonly #now: () => number

  constructor(private readonly opts: SchedulerOptions) {
    this.#now = opts.now ?? Date.now
  }

  setHot(shapes: Iterable<string>) {
    this.#hot = new Set(shapes)
    this.pump()
  }

  get inFlight() {
    return this.#running.size
  }

  /** The server says `shape` changed: check it now instead of at its next interval. */
  poke(shape: string) {
    this.#nextColdCheck.set(shape, 0)
    this.pump()
  }

  /** The fetch a ShapeStream for `shape` should use. */
  fetchFor(shape: string): typeof fetch {
    return (input, init) => this.#request(shape, input, init)
  }

  stop() {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    for (const w of this.#waiting.splice(0)) w.cancel()
    for (const r of [...this.#running]) r.preempt()
  }

  #priority(shape: string, live: boolean) {
    if (!live) return this.#hot.has(shape) ? PRIORITY_HOT_CATCH_UP : PRIORITY_CATCH_UP
    return this.#hot.has(shape) ? PRIORITY_HOT : PRIORITY_COLD
  }

  #eligible(w: Waiter) {
    if (!w.live || this.#hot.has(w.shape)) return true
    return this.#now() >= (this.#nextColdCheck.get(w.shape) ?? 0)
  }

  #request(shape: string, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, globalThis.location?.href)
    const live = url.searchParams.get('live') === 'true'
    const outer = init?.signal
    if (outer?.aborted) return Promise.reject(outer.reason)
    this.#ensureTimer()

    return new Promise<Response>((resolve, reject) => {
      const inner = new AbortController()
      let running: Running | null = null
      const finish = () => {
        if (running) this.#running.delete(running)
        outer?.removeEventListener('abort', onOuterAbort)
        // A cold shape was just checked (or caught up): the next check can wait its interval.
        if (!this.#hot.has(shape)) this.#nextColdCheck.set(shape, this.#now() + this.opts.coldIntervalMs)
        this.pump()
      }
      const waiter: Waiter = {
        shape,
        live,
        queuedAt: this.#now(),
        cancel: () => reject(new DOMException('Aborted', 'AbortError')),
        start: () => {
          running = {
            shape,
            live,
            startedAt: this.#now(),
            preempt: () => {
              // Answer first, then abort the real request: the stream sees a normal timeout.
              resolve(timeoutResponse(url))
              inner.abort()
            },
          }
          this.#running.add(running)
          this.opts
            .fetch(input, { ...init, signal: inner.signal })
            .then(resolve, reject)
            .finally(finish)
        },
      }
      const onOuterAbort = () => {
        const queued = this.#waiting.indexOf(waiter)
        if (queued >= 0) this.#waiting.splice(queued, 1)
        inner.abort()
        reject(outer?.reason ?? new DOMException('Aborted', 'AbortError'))
        if (queued >= 0) finish()
      }
      outer?.addEventListener('abort', onOuterAbort, { once: true })
      this.#waiting.push(waiter)
      this.pump()
    })
  }

  /** Starts whatever may start now and cuts long-polls whose turn is over. */
  pump() {
    const now = this.#now()
    // Cold checks never hold a connection longer than their slice.
    for (const r of this.#running) {
      if (r.live && !this.#hot.has(r.shape) && now - r.startedAt >= this.opts.coldSliceMs) r.preempt()
    }
    const ready = this.#waiting
      .filter((w) => this.#eligible(w))
      .sort((a, b) => this.#priority(a.shape, a.live) - this.#priority(b.shape, b.live) || a.queuedAt - b.queuedAt)
    for (const w of ready) {
      if (this.#running.size >= this.opts.maxConcurrent) {
        // Full: catch-up (rows a page waits for: a first snapshot, a window, an older page) cuts
        // any long-poll at once, since a cut long-poll just asks again; a hot long-poll takes the
        // turn of another only once that one had its slice.
        const priority = this.#priority(w.shape, w.live)
        if (priority > PRIORITY_HOT) break
        const slice = priority <= PRIORITY_CATCH_UP ? 0 : this.opts.hotSliceMs
        const victim = [...this.#running]
          .filter((r) => r.live && now - r.startedAt >= slice)
          .sort((a, b) => a.startedAt - b.startedAt)[0]
        if (!victim) break
        victim.preempt() // its finish() runs asynchronously; take the slot now
        this.#running.delete(victim)
      }
      this.#waiting.splice(this.#waiting.indexOf(w), 1)
      w.start()
    }
  }

  #ensureTimer() {
    // Cold-check due times and slice ends are found by a light periodic pass.
    this.#timer ??= setInterval(() => this.pump(), this.opts.tickMs)
  }
}
