// How the shapes a browser holds stay live: one WebSocket that names every shape (and where
// each stream stands), and the request scheduler that sends a shape's catch-up when the socket
// says it changed. No long-polls and no periodic checks while the socket watches; server cost
// follows changes (server/shapes/live-notifier.ts has the protocol).
//
// Free of PGlite and the DOM: it runs in the leader's worker, and in the live-9am bench's
// simulated browsers with a `ws` socket that carries a cookie.
import { RequestScheduler, type PushedChanges } from './request-scheduler'

/** What live-sync needs of a WebSocket (the browser's, or a `ws` client's). */
export interface SocketLike {
  readonly readyState: number
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number }) => void) | null
  onerror: ((event: unknown) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

export interface LiveSyncOptions {
  /** The app's origin, e.g. `self.location.origin`. */
  origin: string
  /** Every shape this browser holds. */
  shapes: string[]
  /** The fetch that shape requests use. */
  fetch: typeof fetch
  openSocket?: (url: string) => SocketLike
  /** Concurrent shape requests: 4 of the browser's 6 connections per host; the app keeps 2. */
  maxConcurrent?: number
  random?: () => number
  /** Tells about the socket's state (tests, and the bench). */
  onSocket?: (state: 'watching' | 'closed') => void
  /** The client build the server serves, as its `watching` says (servers that say none: never called). */
  onServerBuild?: (build: string) => void
}

export interface LiveSync {
  fetchFor(shape: string): typeof fetch
  setOnScreen(shapes: Iterable<string>): void
  /**
   * The network came back: connect now, not at the next backoff step; an open socket is asked
   * to answer a fresh watch (replaced if it does not).
   */
  reconnect(): void
  stop(): void
}

export const LIVE_SOCKET_PATH = '/api/shapes/live'
/** Handles that changed since the watch are told in one message, this long after the first. */
const HELD_BATCH_MS = 500
/** While the socket is down, a parked stream still checks in this often (jittered ±50 %). */
const FALLBACK_INTERVAL_MS = 30_000
const RETRY_MIN_MS = 1_000
/**
 * Each wait up to 1.5× the one before, at most this: a restarted server (up again in a few
 * seconds) has its browsers back within about as long again, not a doubling step later.
 */
const RETRY_MAX_MS = 10_000
/** The server says "alive" every 30 s: silence this long means the connection is dead. */
const SILENCE_MS = 75_000
/** After the network comes back, an open socket must answer a watch within this. */
const PROBE_MS = 10_000
const OPEN = 1
/** The close code the server uses when the socket's session is gone (live-notifier.ts). */
const SESSION_ENDED = 4401

export function createLiveSync(options: LiveSyncOptions): LiveSync {
  const random = options.random ?? Math.random
  /** Per shape, the handle the server was last told this browser holds. */
  const told = new Map<string, string>()
  const untold = new Map<string, string>()
  let telling: ReturnType<typeof setTimeout> | null = null
  /**
   * A stream that took its first snapshot, or refetched, since the watch holds a handle the
   * server does not know: said once, so that changes come along under it (the server sends
   * each browser the changes under the handle it holds, where they read the same log).
   */
  const tellHeld = () => {
    telling = null
    if (untold.size === 0 || socket?.readyState !== OPEN) return
    socket.send(JSON.stringify({ type: 'held', shapes: Object.fromEntries(untold) }))
    for (const [shape, handle] of untold) told.set(shape, handle)
    untold.clear()
  }
  const scheduler = new RequestScheduler({
    maxConcurrent: options.maxConcurrent ?? 4,
    fallbackIntervalMs: FALLBACK_INTERVAL_MS,
    fetch: options.fetch,
    random,
    onPark(shape, at) {
      if (told.get(shape) === at.handle) return void untold.delete(shape)
      untold.set(shape, at.handle)
      telling ??= setTimeout(tellHeld, HELD_BATCH_MS)
    },
  })
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  const socketUrl = new URL(LIVE_SOCKET_PATH, options.origin)
  socketUrl.protocol = socketUrl.protocol === 'https:' ? 'wss:' : 'ws:'

  let socket: SocketLike | null = null
  let stopped = false
  let failures = 0
  let retry: ReturnType<typeof setTimeout> | null = null
  let silence: ReturnType<typeof setTimeout> | null = null

  const heard = (within = SILENCE_MS) => {
    if (silence) clearTimeout(silence)
    silence = setTimeout(() => socket?.close(4000, 'silent'), within)
  }
  /** Names every shape, and where each parked stream stands; the server answers `watching`. */
  let sendWatch: () => void = () => {}

  function connect() {
    retry = null
    if (stopped || socket) return
    const ws = openSocket(socketUrl.href)
    socket = ws
    /** Shapes named without a place: a change before the server's watch began may be missed. */
    let unplaced: string[] = []
    let sentAt = 0
    let confirmed = false
    /**
     * Changes that came before this connection's watch was confirmed and do not fit where their
     * stream stands: the browser's own resume notice (sent before `watching`) may bring the
     * stream up to them, so they are offered once it is confirmed, not fetched for at once.
     */
    let held: { shape: string; seq: string; push: PushedChanges }[] = []
    sendWatch = () => {
      const positions = scheduler.positions()
      const shapes: Record<string, { handle: string; offset: string } | null> = {}
      for (const name of options.shapes) shapes[name] = positions.get(name) ?? null
      unplaced = options.shapes.filter((name) => !positions.has(name))
      sentAt = Date.now()
      ws.send(JSON.stringify({ type: 'watch', shapes }))
      told.clear()
      untold.clear()
      for (const [name, at] of positions) told.set(name, at.handle)
    }
    ws.onopen = () => {
      heard()
      sendWatch()
    }
    ws.onmessage = (event) => {
      heard()
      let msg: { type?: string; shape?: unknown; seq?: unknown; handle?: unknown; from?: unknown; quiet?: unknown; to?: unknown; body?: unknown; build?: unknown }
      try {
        msg = JSON.parse(String(event.data))
      } catch {
        return
      }
      if (msg.type === 'changed' && typeof msg.shape === 'string') {
        const seq = typeof msg.seq === 'string' ? msg.seq : String(Date.now())
        const { handle, from, quiet, to, body } = msg
        const pushed = [handle, from, quiet, to, body].every((v) => typeof v === 'string')
        const push = { handle, from, quiet, to, body } as PushedChanges
        if (!pushed) scheduler.poke(msg.shape, seq)
        else if (confirmed || scheduler.fits(msg.shape, push)) scheduler.deliver(msg.shape, seq, push)
        else held.push({ shape: msg.shape, seq, push })
      } else if (msg.type === 'watching') {
        confirmed = true
        failures = 0
        scheduler.setWatching(true)
        // A shape whose request went out before the server watched it may have missed a change
        // in between: one catch-up each. Shapes that never asked yet need none.
        const mark = `watch-${sentAt}`
        for (const name of unplaced) if (scheduler.lastStarted(name) !== undefined) scheduler.poke(name, mark)
        for (const { shape, seq, push } of held) scheduler.deliver(shape, seq, push)
        held = []
        options.onSocket?.('watching')
        if (typeof msg.build === 'string' && msg.build) options.onServerBuild?.(msg.build)
      }
    }
    ws.onerror = () => {}
    ws.onclose = (event) => {
      if (socket !== ws) return
      socket = null
      if (silence) clearTimeout(silence)
      scheduler.setWatching(false)
      options.onSocket?.('closed')
      if (stopped) return
      // The server closed it because the session ended: every shape asks once now, and the
      // 401 the streams get signs this browser out (sync-runner's onUnauthorized).
      if (event?.code === SESSION_ENDED) for (const name of options.shapes) scheduler.poke(name, `ended-${Date.now()}`)
      // Jittered, growing: after a deploy, a firm's browsers come back spread out, not at once.
      const ceiling = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 1.5 ** Math.min(failures, 10))
      failures++
      retry = setTimeout(connect, ceiling * (0.5 + random() / 2))
    }
  }
  connect()

  return {
    fetchFor: (shape) => scheduler.fetchFor(shape),
    setOnScreen: (shapes) => scheduler.setOnScreen(shapes),
    reconnect() {
      if (stopped) return
      // A socket from before the network changed may be dead without knowing it (a phone that
      // moved from Wi-Fi to 4G): it must answer a fresh watch soon, or it is replaced.
      if (socket?.readyState === OPEN) return void (sendWatch(), heard(PROBE_MS))
      if (socket) return
      if (retry) clearTimeout(retry)
      failures = 0
      connect()
    },
    stop() {
      stopped = true
      if (retry) clearTimeout(retry)
      if (silence) clearTimeout(silence)
      if (telling) clearTimeout(telling)
      socket?.close()
      socket = null
      scheduler.stop()
    },
  }
}
