// Shares a few HTTP connections among many shape streams, and holds their long-polls back.
//
// A browser on HTTP/1.1 has six connections per host, shared by the page and its workers.
// One long-poll per shape (30+ shapes) would occupy them all, and the server would hold one
// request per shape per browser. So no shape long-polls: the change socket (live-sync.ts)
// says which shape changed, and here
//   - a stream's live request is parked until a notice names its shape, then answered with the
//     changes that came along with the notice when they fit where it stands (no request at all),
//     or else sent as a plain catch-up (no `live`, the notice as cache-buster), answered at once;
//   - a notice that comes while the shape's request is already out is kept, so the stream's
//     next live request goes out at once instead of parking (nothing said is lost);
//   - at most `maxConcurrent` requests are in flight: the page on screen first, then announced
//     changes, then first loads and older pages; a request is never cut, and the rest of the
//     browser's connections stay free for the app's own calls;
//   - while the socket is not watching (it is reconnecting, or a proxy refuses WebSockets), a
//     parked request is let out after `fallbackIntervalMs` (jittered), so data still comes.

export interface SchedulerOptions {
  maxConcurrent: number
  fallbackIntervalMs: number
  fetch: typeof fetch
  now?: () => number
  random?: () => number
  /** A stream's live request is parked here: where it stands now. */
  onPark?: (shape: string, at: ShapePosition) => void
}

interface Waiter {
  shape: string
  /** A change the server announced: before other shapes' first loads and older pages. */
  noticed: boolean
  queuedAt: number
  start: () => void
  cancel: () => void
}

interface Parked {
  url: URL
  /** Sends the live request as a catch-up marked with `seq`. */
  release: (seq: string) => void
  /** Answers the live request with changes that came along with a notice. */
  answer: (res: Response) => void
  cancel: () => void
  fallback: ReturnType<typeof setTimeout> | null
}

/** Where a parked stream stands: what the change socket tells the server it holds. */
export interface ShapePosition {
  handle: string
  offset: string
}

/** Changes the server sent along with a notice: the catch-up answer from `from` to `to`. */
export interface PushedChanges {
  /** The shape's handle the changes belong to: a stream on another (an older one) must ask. */
  handle: string
  from: string
  /** No change of the shape lies in [quiet, from). */
  quiet: string
  to: string
  body: string
}

/** Where a stream's request says it stands. */
const placeOf = (url: URL) => ({ handle: url.searchParams.get('handle'), offset: url.searchParams.get('offset') })

const plainOffset = (offset: string | null) => {
  const m = offset ? /^(\d{1,15})_0$/.exec(offset) : null
  return m ? Number(m[1]) : null
}

/**
 * May a stream at this place take these changes instead of asking? Only on the same handle;
 * then yes at `from`, and anywhere in [quiet, from]: it holds every change before `quiet` and
 * none of the pushed ones (`n_0` holds every change of an LSN below n).
 */
export function canApply({ handle, offset }: { handle: string | null; offset: string | null }, push: PushedChanges): boolean {
  if (handle !== push.handle) return false
  if (offset === push.from) return true
  const [at, quiet, from] = [plainOffset(offset), plainOffset(push.quiet), plainOffset(push.from)]
  return at !== null && quiet !== null && from !== null && quiet <= at && at <= from
}

const logPosition = (offset: string | null) => {
  const m = offset ? /^(\d{1,15})_(\d{1,15})$/.exec(offset) : null
  return m ? [Number(m[1]), Number(m[2])] : null
}

/**
 * Does a stream at this place hold every pushed change already? On the same handle, at `to` or
 * later: it fetched past them itself (its catch-up crossed the notice). Nothing to fetch then.
 */
export function alreadyHolds({ handle, offset }: { handle: string | null; offset: string | null }, push: PushedChanges): boolean {
  if (handle !== push.handle) return false
  const [at, to] = [logPosition(offset), logPosition(push.to)]
  return at !== null && to !== null && (at[0] > to[0] || (at[0] === to[0] && at[1] >= to[1]))
}

/** The answer the server would give the parked live request, made from pushed changes. */
export function pushedResponse(live: URL, push: PushedChanges): Response {
  return new Response(push.body, {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'electric-handle': live.searchParams.get('handle') ?? '',
      'electric-offset': push.to,
      'electric-cursor': live.searchParams.get('cursor') || '0',
      'electric-up-to-date': '',
    },
  })
}

/** A live request turned into a catch-up: same place, answered at once, never from a cache. */
export function catchUpUrl(live: URL, seq: string): URL {
  const url = new URL(live)
  url.searchParams.delete('live')
  url.searchParams.set('cache-buster', seq)
  return url
}

/**
 * The stream asked for a live answer and checks its headers as one: a catch-up's answer has
 * no `electric-cursor`, so it gets the one the stream sent.
 */
export function asLiveResponse(res: Response, live: URL): Response {
  if (res.status !== 200 || res.headers.has('electric-cursor')) return res
  const headers = new Headers(res.headers)
  headers.set('electric-cursor', live.searchParams.get('cursor') || '0')
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}

/**
 * A catch-up the stream makes on its own (after a pause, a wake, a failed request) names the
 * same URL as an earlier one at that place, and the answer is cacheable for a minute, stale for
 * five more: from the browser's cache it would say "nothing new" for a place that has changes,
 * the stream would then park, and the socket, watching since before, would never name them.
 * So every request from a place is revalidated; only a first snapshot (`-1`) may come from cache.
 */
function withFreshness(url: URL, init: RequestInit | undefined): RequestInit | undefined {
  if (url.searchParams.get('offset') === '-1' || init?.cache) return init
  return { ...init, cache: 'no-cache' }
}

export class RequestScheduler {
  #waiting: Waiter[] = []
  #running = 0
  #parked = new Map<string, Parked>()
  /**
   * Notices that came while their shape had no parked request, and shapes whose last request
   * failed (what it was fetching never came): the next live request goes at once.
   */
  #noticed = new Map<string, string>()
  /**
   * The changes that came with a shape's latest notice while its request was out: the stream's
   * next live request takes them, or skips them when it fetched past them, instead of asking.
   */
  #noticedPush = new Map<string, PushedChanges>()
  #onScreen = new Set<string>()
  /** Shapes whose request failed while the socket was down: asked for when it is back. */
  #failedAway = new Set<string>()
  #watching = false
  #lastStarted = new Map<string, number>()
  #stopped = false
  readonly #now: () => number
  readonly #random: () => number

  constructor(private readonly opts: SchedulerOptions) {
    this.#now = opts.now ?? Date.now
    this.#random = opts.random ?? Math.random
  }

  /** The shapes read by a page on screen: their catch-ups go first. */
  setOnScreen(shapes: Iterable<string>) {
    this.#onScreen = new Set(shapes)
    this.#pump()
  }

  get inFlight() {
    return this.#running
  }

  /** Parked streams and where they stand. */
  positions(): Map<string, ShapePosition> {
    const out = new Map<string, ShapePosition>()
    for (const [shape, parked] of this.#parked) {
      const { handle, offset } = placeOf(parked.url)
      if (handle && offset) out.set(shape, { handle, offset })
    }
    return out
  }

  /** When `shape` last had a request sent (undefined: never). */
  lastStarted(shape: string): number | undefined {
    return this.#lastStarted.get(shape)
  }

  /**
   * The change socket confirmed (true) or lost (false) its watch: while it watches, parked
   * requests wait for notices; otherwise they come out on the fallback interval.
   */
  setWatching(watching: boolean) {
    this.#watching = watching
    for (const parked of this.#parked.values()) {
      if (watching && parked.fallback) {
        clearTimeout(parked.fallback)
        parked.fallback = null
      }
      if (!watching && !parked.fallback) this.#armFallback(parked)
    }
    if (!watching) return
    // What failed while the server was away is asked for once it is back, one browser's few
    // shapes at a time, not by every stream the moment the server answers again.
    const now = this.#now()
    for (const shape of this.#failedAway) this.poke(shape, `retry-${now}`)
    this.#failedAway.clear()
  }

  /** The server says `shape` changed (notice `seq`): fetch it now. */
  poke(shape: string, seq: string) {
    const parked = this.#parked.get(shape)
    if (parked) return parked.release(seq)
    this.#noticed.set(shape, seq)
    this.#noticedPush.delete(shape)
  }

  /**
   * Would these changes settle the shape's parked stream without a request: it takes them, or
   * holds them already?
   */
  fits(shape: string, push: PushedChanges): boolean {
    const parked = this.#parked.get(shape)
    return !!parked && (canApply(placeOf(parked.url), push) || alreadyHolds(placeOf(parked.url), push))
  }

  /**
   * The server sent `shape`'s changes along with notice `seq`: a parked stream where they fit
   * takes them without a request; otherwise it is a plain notice.
   */
  deliver(shape: string, seq: string, push: PushedChanges) {
    const parked = this.#parked.get(shape)
    if (!parked) {
      this.#noticed.set(shape, seq)
      this.#noticedPush.set(shape, push)
    } else if (canApply(placeOf(parked.url), push)) parked.answer(pushedResponse(parked.url, push))
    else if (!alreadyHolds(placeOf(parked.url), push)) parked.release(seq)
  }

  /** The fetch a ShapeStream for `shape` should use. */
  fetchFor(shape: string): typeof fetch {
    return (input, init) => this.#request(shape, input, init)
  }

  stop() {
    this.#stopped = true
    for (const w of this.#waiting.splice(0)) w.cancel()
    for (const parked of [...this.#parked.values()]) parked.cancel()
  }

  /**
   * The stream's retry of a failed request must not wait for a notice that already came. While
   * the socket is down (the server restarting) it waits for the socket instead.
   */
  #retryAtOnce(shape: string) {
    this.#noticedPush.delete(shape)
    if (!this.#watching) this.#failedAway.add(shape)
    else if (!this.#noticed.has(shape)) this.#noticed.set(shape, `retry-${this.#now()}`)
  }

  #armFallback(parked: Parked) {
    const delay = this.opts.fallbackIntervalMs * (0.5 + this.#random())
    parked.fallback = setTimeout(() => parked.release(`poll-${this.#now()}`), delay)
  }

  #request(shape: string, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, globalThis.location?.href)
    const outer = init?.signal
    if (outer?.aborted) return Promise.reject(outer.reason)
    if (this.#stopped) return Promise.reject(new DOMException('Aborted', 'AbortError'))
    init = withFreshness(url, init)
    if (url.searchParams.get('live') !== 'true') return this.#queue(shape, url, init)

    const noticed = this.#noticed.get(shape)
    const push = this.#noticedPush.get(shape)
    this.#noticedPush.delete(shape)
    if (noticed !== undefined && push && canApply(placeOf(url), push)) {
      this.#noticed.delete(shape)
      return Promise.resolve(pushedResponse(url, push))
    }
    if (noticed !== undefined && !(push && alreadyHolds(placeOf(url), push))) {
      this.#noticed.delete(shape)
      return this.#queue(shape, catchUpUrl(url, noticed), init, true).then((res) => asLiveResponse(res, url))
    }
    this.#noticed.delete(shape)
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        parked.cancel()
        reject(outer?.reason ?? new DOMException('Aborted', 'AbortError'))
      }
      const unpark = () => {
        if (this.#parked.get(shape) === parked) this.#parked.delete(shape)
        if (parked.fallback) clearTimeout(parked.fallback)
        outer?.removeEventListener('abort', onAbort)
      }
      const parked: Parked = {
        url,
        fallback: null,
        release: (seq) => {
          unpark()
          this.#queue(shape, catchUpUrl(url, seq), init, true).then((res) => resolve(asLiveResponse(res, url)), reject)
        },
        answer: (res) => {
          unpark()
          resolve(res)
        },
        cancel: () => {
          unpark()
          reject(new DOMException('Aborted', 'AbortError'))
        },
      }
      // One stream per shape: a newer live request replaces an older one left parked.
      this.#parked.get(shape)?.cancel()
      this.#parked.set(shape, parked)
      outer?.addEventListener('abort', onAbort, { once: true })
      if (!this.#watching) this.#armFallback(parked)
      const { handle, offset } = placeOf(url)
      if (handle && offset) this.opts.onPark?.(shape, { handle, offset })
    })
  }

  #queue(shape: string, url: URL, init?: RequestInit, noticed = false): Promise<Response> {
    const outer = init?.signal
    return new Promise<Response>((resolve, reject) => {
      const inner = new AbortController()
      const onOuterAbort = () => {
        const queued = this.#waiting.indexOf(waiter)
        if (queued >= 0) this.#waiting.splice(queued, 1)
        inner.abort()
        reject(outer?.reason ?? new DOMException('Aborted', 'AbortError'))
      }
      const waiter: Waiter = {
        shape,
        noticed,
        queuedAt: this.#now(),
        cancel: () => {
          outer?.removeEventListener('abort', onOuterAbort)
          reject(new DOMException('Aborted', 'AbortError'))
        },
        start: () => {
          this.#running++
          this.#lastStarted.set(shape, this.#now())
          this.opts
            .fetch(url, { ...init, signal: inner.signal })
            .then(
              (res) => {
                if (res.status >= 500 || res.status === 429) this.#retryAtOnce(shape)
                resolve(res)
              },
              (err) => {
                if (!inner.signal.aborted) this.#retryAtOnce(shape)
                reject(err)
              },
            )
            .finally(() => {
              this.#running--
              outer?.removeEventListener('abort', onOuterAbort)
              this.#pump()
            })
        },
      }
      outer?.addEventListener('abort', onOuterAbort, { once: true })
      this.#waiting.push(waiter)
      this.#pump()
    })
  }

  #pump() {
    if (this.#running >= this.opts.maxConcurrent || this.#waiting.length === 0) return
    const rank = (w: Waiter) => (this.#onScreen.has(w.shape) ? 0 : w.noticed ? 1 : 2)
    const ready = [...this.#waiting].sort((a, b) => rank(a) - rank(b) || a.queuedAt - b.queuedAt)
    for (const w of ready) {
      if (this.#running >= this.opts.maxConcurrent) break
      this.#waiting.splice(this.#waiting.indexOf(w), 1)
      w.start()
    }
  }
}
