import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alreadyHolds, asLiveResponse, canApply, catchUpUrl, RequestScheduler } from './request-scheduler'

interface Pending {
  url: string
  signal: AbortSignal
  cache: RequestCache | undefined
  respond: (body?: string, headers?: Record<string, string>, status?: number) => void
  fail: () => void
}

function setup(overrides: Partial<ConstructorParameters<typeof RequestScheduler>[0]> = {}) {
  const pending: Pending[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      pending.push({
        url: String(input),
        signal,
        cache: init!.cache,
        respond: (body = '[]', headers = {}, status = 200) => resolve(new Response(body, { headers, status })),
        fail: () => reject(new TypeError('Failed to fetch')),
      })
    })
  }) as unknown as typeof globalThis.fetch
  const scheduler = new RequestScheduler({ maxConcurrent: 2, fallbackIntervalMs: 10_000, fetch, random: () => 0.5, ...overrides })
  return { scheduler, pending, fetch }
}

const url = (shape: string, live = false) =>
  `http://x/api/shapes/${shape}?handle=h-${shape}&offset=5_0${live ? '&live=true&cursor=c1' : ''}`

// Requests the test leaves open are rejected by stop(); nobody awaits them.
const bg = <T,>(p: Promise<T>) => (p.catch(() => undefined), p)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('RequestScheduler', () => {
  it('never has more than maxConcurrent requests in flight', async () => {
    const { scheduler, pending } = setup()
    const results = ['a', 'b', 'c'].map((s) => bg(scheduler.fetchFor(s)(url(s))))
    expect(pending.map((p) => p.url)).toEqual([url('a'), url('b')])
    pending[0].respond()
    await results[0]
    await vi.advanceTimersByTimeAsync(0)
    expect(pending.map((p) => p.url)).toEqual([url('a'), url('b'), url('c')])
    scheduler.stop()
  })

  it("serves the on-screen shapes' catch-up before other shapes' catch-up", async () => {
    const { scheduler, pending } = setup({ maxConcurrent: 1 })
    bg(scheduler.fetchFor('x')(url('x')))
    bg(scheduler.fetchFor('other')(url('other')))
    bg(scheduler.fetchFor('page')(url('page')))
    scheduler.setOnScreen(['page'])
    pending[0].respond()
    await vi.advanceTimersByTimeAsync(0)
    expect(pending[1].url).toBe(url('page'))
    scheduler.stop()
  })

  it('parks a live request until a notice names its shape, then sends it as a catch-up marked with the notice', async () => {
    const { scheduler, pending } = setup()
    scheduler.setWatching(true)
    const answer = scheduler.fetchFor('news')(url('news', true))
    await vi.advanceTimersByTimeAsync(60 * 60_000) // an hour without changes: nothing asked
    expect(pending).toEqual([])
    expect(scheduler.positions()).toEqual(new Map([['news', { handle: 'h-news', offset: '5_0' }]]))
    scheduler.poke('news', 'ab.7')
    expect(pending).toHaveLength(1)
    const sent = new URL(pending[0].url)
    expect(sent.searchParams.get('live')).toBeNull()
    expect(sent.searchParams.get('cache-buster')).toBe('ab.7')
    expect(sent.searchParams.get('offset')).toBe('5_0')
    pending[0].respond('[]', { 'electric-offset': '9_0', 'electric-handle': 'h-news' })
    const res = await answer
    // The stream asked for a live answer and checks its cursor.
    expect(res.headers.get('electric-cursor')).toBe('c1')
    expect(scheduler.positions().size).toBe(0)
    scheduler.stop()
  })

  it('keeps a notice that comes while the shape is being fetched: the next live request goes at once', async () => {
    const { scheduler, pending } = setup()
    scheduler.setWatching(true)
    const first = scheduler.fetchFor('news')(url('news'))
    scheduler.poke('news', 'ab.8') // the catch-up above may have been answered before this change
    pending[0].respond()
    await first
    bg(scheduler.fetchFor('news')(url('news', true)))
    expect(pending).toHaveLength(2)
    expect(new URL(pending[1].url).searchParams.get('cache-buster')).toBe('ab.8')
    // Used up: the one after that parks again.
    pending[1].respond()
    await vi.advanceTimersByTimeAsync(0)
    bg(scheduler.fetchFor('news')(url('news', true)))
    expect(pending).toHaveLength(2)
    scheduler.stop()
  })

  it('lets a parked request out on the fallback interval while the socket is not watching, and not while it is', async () => {
    const { scheduler, pending } = setup()
    bg(scheduler.fetchFor('news')(url('news', true)))
    await vi.advanceTimersByTimeAsync(9_999) // 10 s × (0.5 + 0.5)
    expect(pending).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(pending).toHaveLength(1)
    expect(new URL(pending[0].url).searchParams.get('live')).toBeNull()
    pending[0].respond()
    await vi.advanceTimersByTimeAsync(0)
    scheduler.setWatching(true)
    bg(scheduler.fetchFor('news')(url('news', true)))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(pending).toHaveLength(1)
    // The socket dropped: the parked request gets its fallback again.
    scheduler.setWatching(false)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(pending).toHaveLength(2)
    scheduler.stop()
  })

  it('honours the caller aborting a parked or a queued request, and stop()', async () => {
    const { scheduler, pending } = setup({ maxConcurrent: 1 })
    scheduler.setWatching(true)
    const controller = new AbortController()
    const parked = scheduler.fetchFor('a')(url('a', true), { signal: controller.signal })
    controller.abort()
    await expect(parked).rejects.toThrow()
    expect(scheduler.positions().size).toBe(0)
    scheduler.poke('a', 'x') // no parked request: kept for the next one
    bg(scheduler.fetchFor('b')(url('b')))
    const queued = new AbortController()
    const waiting = scheduler.fetchFor('c')(url('c'), { signal: queued.signal })
    queued.abort()
    await expect(waiting).rejects.toThrow()
    pending[0].respond()
    await vi.advanceTimersByTimeAsync(0)
    expect(pending).toHaveLength(1) // c never went out
    const last = scheduler.fetchFor('d')(url('d', true))
    scheduler.stop()
    await expect(last).rejects.toThrow()
  })
})

describe('RequestScheduler and the browser cache', () => {
  it("revalidates every request from a place, so a stream's own catch-up never reads a stale \"nothing new\"", async () => {
    const { scheduler, pending } = setup()
    scheduler.setWatching(true)
    // A stream resuming after a pause or a wake asks from its place, without live and without a
    // cache-buster: the very URL an earlier catch-up there had, whose answer may still be cached.
    bg(scheduler.fetchFor('news')(url('news')))
    bg(scheduler.fetchFor('first')('http://x/api/shapes/first?offset=-1'))
    const live = bg(scheduler.fetchFor('posts')(url('posts', true)))
    scheduler.poke('posts', 'n1')
    await vi.advanceTimersByTimeAsync(0)
    expect(pending.map((p) => [new URL(p.url).pathname, p.cache])).toEqual([
      ['/api/shapes/news', 'no-cache'],
      // A first snapshot is the same for everyone whenever it comes: the cache may answer it.
      ['/api/shapes/first', undefined],
    ])
    pending[0].respond()
    await vi.advanceTimersByTimeAsync(0)
    expect(pending[2].cache).toBe('no-cache')
    void live
    scheduler.stop()
  })
})

describe('catch-up of a live request', () => {
  it('drops live, keeps the place, and adds the notice as cache-buster', () => {
    const live = new URL(url('news', true))
    const catchUp = catchUpUrl(live, 'n1')
    expect(catchUp.searchParams.get('live')).toBeNull()
    expect(catchUp.searchParams.get('handle')).toBe('h-news')
    expect(catchUp.searchParams.get('cache-buster')).toBe('n1')
  })

  it('keeps an answer that has a cursor, or is not a 200, as it is', () => {
    const live = new URL(url('news', true))
    const withCursor = new Response('[]', { headers: { 'electric-cursor': '99' } })
    expect(asLiveResponse(withCursor, live)).toBe(withCursor)
    const refetch = new Response('[]', { status: 409 })
    expect(asLiveResponse(refetch, live)).toBe(refetch)
  })
})

describe('RequestScheduler order', () => {
  it('sends an announced change before other shapes’ first loads', async () => {
    const { scheduler, pending } = setup({ maxConcurrent: 1 })
    scheduler.setWatching(true)
    bg(scheduler.fetchFor('busy')(url('busy')))
    bg(scheduler.fetchFor('first-load')(url('first-load')))
    bg(scheduler.fetchFor('news')(url('news', true)))
    scheduler.poke('news', 'n1')
    pending[0].respond()
    await vi.advanceTimersByTimeAsync(0)
    expect(new URL(pending[1].url).pathname).toBe('/api/shapes/news')
    scheduler.stop()
  })
})

describe('RequestScheduler after a failure', () => {
  it("sends a failed request's retry at once: what it was fetching must not wait for another notice", async () => {
    const { scheduler, pending } = setup()
    scheduler.setWatching(true)
    // A notice's catch-up meets a server that is restarting (the proxy answers 502)…
    const first = scheduler.fetchFor('news')(url('news', true))
    scheduler.poke('news', 'n1')
    pending[0].respond('{}', {}, 502)
    expect((await first).status).toBe(502)
    // …so the stream's retry goes out at once instead of parking.
    const retry = bg(scheduler.fetchFor('news')(url('news', true)))
    expect(pending).toHaveLength(2)
    // And the same when the network fails.
    pending[1].fail()
    await expect(retry).rejects.toThrow()
    bg(scheduler.fetchFor('news')(url('news', true)))
    expect(pending).toHaveLength(3)
    pending[2].respond()
    await vi.advanceTimersByTimeAsync(0)
    // Answered: the next one parks again.
    bg(scheduler.fetchFor('news')(url('news', true)))
    expect(pending).toHaveLength(3)
    scheduler.stop()
  })
})

describe('changes that come with a notice', () => {
  const push = { handle: 'h-news', from: '20_0', quiet: '12_0', to: '25_0', body: '[{"headers":{"control":"up-to-date"}}]' }
  const at = (offset: string | null, handle: string | null = 'h-news') => ({ handle, offset })

  it('fit a stream at their start, or anywhere after the last change before them', () => {
    expect(canApply(at('20_0'), push)).toBe(true)
    expect(canApply(at('12_0'), push)).toBe(true) // holds LSN 11, the last change before
    expect(canApply(at('15_0'), push)).toBe(true)
    expect(canApply(at('11_0'), push)).toBe(false) // would miss LSN 11
    expect(canApply(at('21_0'), push)).toBe(false) // may hold part of them already
    expect(canApply(at('15_3'), push)).toBe(false) // inside a transaction: ask
    expect(canApply(at(null), push)).toBe(false)
  })

  it('never fit a stream on another handle of the shape, at any offset', () => {
    // An older handle (before a must-refetch): its offsets mean other rows.
    expect(canApply(at('20_0', 'h-news-old'), push)).toBe(false)
    expect(canApply(at('15_0', 'h-news-old'), push)).toBe(false)
    expect(canApply(at('20_0', null), push)).toBe(false)
  })

  it('are held already by a stream at their end or past it, on the same handle only', () => {
    expect(alreadyHolds(at('25_0'), push)).toBe(true)
    expect(alreadyHolds(at('25_4'), push)).toBe(true)
    expect(alreadyHolds(at('31_0'), push)).toBe(true)
    expect(alreadyHolds(at('24_9'), push)).toBe(false)
    expect(alreadyHolds(at('20_0'), push)).toBe(false)
    expect(alreadyHolds(at('31_0', 'h-news-old'), push)).toBe(false)
    expect(alreadyHolds(at('-1'), push)).toBe(false)
  })

  it('leave a parked stream that fetched past them parked: no request', async () => {
    const { scheduler, pending } = setup()
    scheduler.setWatching(true)
    let settled = false
    bg(scheduler.fetchFor('news')(url('news', true).replace('offset=5_0', 'offset=25_0'))).then(() => (settled = true))
    scheduler.deliver('news', 'n1', push)
    await vi.advanceTimersByTimeAsync(0)
    expect(pending).toHaveLength(0)
    expect(settled).toBe(false)
    // The next change is still heard.
    scheduler.poke('news', 'n2')
    expect(pending).toHaveLength(1)
    scheduler.stop()
  })

  it('that come while the stream is out are taken, or skipped, by its next live request', async () => {
    const { scheduler, pending } = setup()
    scheduler.setWatching(true)
    // The catch-up is out when the changes come; it lands where they start: they fit.
    scheduler.deliver('news', 'n1', push)
    const fits = await scheduler.fetchFor('news')(url('news', true).replace('offset=5_0', 'offset=20_0'))
    expect(pending).toHaveLength(0)
    expect(fits.headers.get('electric-offset')).toBe('25_0')
    expect(await fits.text()).toBe(push.body)
    // It lands past them: nothing to fetch, the stream parks.
    scheduler.deliver('news', 'n2', push)
    bg(scheduler.fetchFor('news')(url('news', true).replace('offset=5_0', 'offset=25_0')))
    await vi.advanceTimersByTimeAsync(0)
    expect(pending).toHaveLength(0)
    // It lands before them: it asks, with the notice as cache-buster.
    scheduler.deliver('other', 'n3', { ...push, handle: 'h-other' })
    bg(scheduler.fetchFor('other')(url('other', true)))
    expect(pending).toHaveLength(1)
    expect(new URL(pending[0].url).searchParams.get('cache-buster')).toBe('n3')
    scheduler.stop()
  })

  it('are forgotten when a plain notice follows them: the stream asks', async () => {
    const { scheduler, pending } = setup()
    scheduler.setWatching(true)
    scheduler.deliver('news', 'n1', push)
    scheduler.poke('news', 'n2')
    bg(scheduler.fetchFor('news')(url('news', true).replace('offset=5_0', 'offset=25_0')))
    expect(pending).toHaveLength(1)
    expect(new URL(pending[0].url).searchParams.get('cache-buster')).toBe('n2')
    scheduler.stop()
  })

  it('answer a parked stream where they fit, without a request; elsewhere they are a plain notice', async () => {
    const { scheduler, pending } = setup()
    scheduler.setWatching(true)
    const parked = scheduler.fetchFor('news')(url('news', true).replace('offset=5_0', 'offset=20_0'))
    scheduler.deliver('news', 'n1', push)
    const res = await parked
    expect(pending).toHaveLength(0)
    expect(res.headers.get('electric-offset')).toBe('25_0')
    expect(res.headers.get('electric-handle')).toBe('h-news')
    expect(res.headers.get('electric-cursor')).toBe('c1')
    expect(res.headers.has('electric-up-to-date')).toBe(true)
    expect(await res.text()).toBe(push.body)
    // A stream that stands elsewhere fetches instead, with the notice as cache-buster.
    bg(scheduler.fetchFor('other')(url('other', true)))
    scheduler.deliver('other', 'n2', push)
    expect(pending).toHaveLength(1)
    expect(new URL(pending[0].url).searchParams.get('cache-buster')).toBe('n2')
    scheduler.stop()
  })
})

describe('RequestScheduler while the server is away', () => {
  it('parks the retries of what failed while the socket was down, and sends them once it is back', async () => {
    const { scheduler, pending } = setup()
    // The socket dropped (a deploy); a request in flight fails.
    const first = scheduler.fetchFor('news')(url('news'))
    pending[0].fail()
    await expect(first).rejects.toThrow()
    bg(scheduler.fetchFor('news')(url('news', true)))
    expect(pending).toHaveLength(1) // parked: no herd of retries at a server that is starting
    scheduler.setWatching(true)
    expect(pending).toHaveLength(2)
    expect(new URL(pending[1].url).searchParams.get('cache-buster')).toMatch(/^retry-/)
    scheduler.stop()
  })
})
