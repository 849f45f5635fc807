// Where the change socket (live-notifier.ts) hears that a shape changed: once per distinct
// shape, whatever the number of browsers that hold it.
//  - embedded engine: straight from the change pass (engine.watch), no long-poll at all;
//  - Electric (ELECTRIC_URL): one upstream long-poll per distinct shape, shared by every
//    socket of this process that holds it.
import type { ShapeEngine } from '../../sync/engine'
import type { ShapeUpstream } from './upstream'

/** A client's place in a shape: what it would send as `handle` and `offset`. */
export interface ShapePosition {
  handle: string
  offset: string
}

export interface ShapeChangeFeed {
  /**
   * Calls `onChange` after every change of the shape `url` names (`/v1/shape?table&columns&
   * where&params…`, without offset or handle), and when it must be refetched. Resolves once
   * watching: a change committed after that is never missed.
   */
  watch(url: URL, onChange: () => void): Promise<() => void>
  /** Would a catch-up from `since` get anything? (When unsure: yes.) */
  hasChanges(url: URL, since: ShapePosition): Promise<boolean>
  /**
   * May changes fetched on handle `b` be told to a client that holds handle `a` (as its own)?
   * Electric gives every client of a shape one handle; the embedded engine one per snapshot.
   */
  sameLog(url: URL, a: string, b: string): Promise<boolean>
  close(): void
}

export function engineChangeFeed(engine: ShapeEngine): ShapeChangeFeed {
  return {
    watch: (url, onChange) => engine.watch(url, onChange),
    hasChanges: (url, since) => engine.hasChanges(url, since).catch(() => true),
    sameLog: (url, a, b) => engine.sameLog(url, a, b).catch(() => false),
    close: () => {},
  }
}

const RETRY_MS = 2_000
/** Browsers coming back at once (a restart) mostly hold the same offset: one upstream check. */
const CHECK_SHARED_MS = 2_000

/** The URL's identity as a shape, without its place in it. */
export function shapeKey(url: URL): string {
  const q = new URLSearchParams(url.searchParams)
  for (const p of ['offset', 'handle', 'live', 'cursor', 'cache-buster']) q.delete(p)
  q.sort()
  // Not q.toString(): that is built piece by piece, a tree of some 35 strings (~1 KB) where one
  // flat string does; a firm's 14,000 per-person topics each keep their key as long as they live.
  return JSON.stringify([...q])
}

export function upstreamChangeFeed(upstream: ShapeUpstream): ShapeChangeFeed {
  interface Poll {
    listeners: Set<() => void>
    stop: AbortController
    /** Until the first answer the upstream has not placed the poll: watchers wait for it. */
    ready: Promise<void>
  }
  const polls = new Map<string, Poll>()
  const checks = new Map<string, Promise<boolean>>()

  async function run(url: URL, poll: Poll, ready: () => void) {
    let handle: string | null = null
    let offset = 'now'
    while (!poll.stop.signal.aborted) {
      const request = new URL(url)
      request.searchParams.set('offset', offset)
      if (handle) request.searchParams.set('handle', handle)
      if (offset !== 'now') request.searchParams.set('live', 'true')
      try {
        const res = await upstream(request, poll.stop.signal)
        const body = res.status === 200 ? ((await res.json()) as { headers?: { operation?: string } }[]) : []
        if (offset === 'now') ready() // from here on, the long-poll sees every change
        if (res.status === 409 || body.some((m) => m.headers?.operation)) for (const l of poll.listeners) l()
        if (res.status === 200) {
          handle = res.headers.get('electric-handle')
          offset = res.headers.get('electric-offset') ?? 'now'
        } else {
          ;[handle, offset] = [null, 'now']
          await new Promise((r) => setTimeout(r, RETRY_MS))
        }
      } catch {
        if (poll.stop.signal.aborted) return
        await new Promise((r) => setTimeout(r, RETRY_MS))
      }
    }
  }

  return {
    async watch(url, onChange) {
      const key = shapeKey(url)
      let poll = polls.get(key)
      if (!poll) {
        const created: Poll = { listeners: new Set(), stop: new AbortController(), ready: Promise.resolve() }
        created.ready = new Promise<void>((resolve) => {
          void run(url, created, resolve)
          setTimeout(resolve, 10_000) // bounded: an upstream that is down must not hold the socket
        })
        polls.set(key, created)
        poll = created
      }
      poll.listeners.add(onChange)
      await poll.ready
      const watched = poll
      return () => {
        watched.listeners.delete(onChange)
        if (watched.listeners.size > 0 || polls.get(key) !== watched) return
        polls.delete(key)
        watched.stop.abort()
      }
    },
    hasChanges(url, since) {
      const key = `${shapeKey(url)}#${since.handle}#${since.offset}`
      let check = checks.get(key)
      if (!check) {
        const request = new URL(url)
        request.searchParams.set('handle', since.handle)
        request.searchParams.set('offset', since.offset)
        check = (async () => {
          const res = await upstream(request, AbortSignal.timeout(10_000))
          if (res.status !== 200) return true
          const body = (await res.json()) as { headers?: { operation?: string } }[]
          return body.some((m) => m.headers?.operation)
        })().catch(() => true)
        checks.set(key, check)
        setTimeout(() => checks.delete(key), CHECK_SHARED_MS)
      }
      return check
    },
    sameLog: async (_url, a, b) => a === b,
    close() {
      for (const poll of polls.values()) poll.stop.abort()
      polls.clear()
    },
  }
}
