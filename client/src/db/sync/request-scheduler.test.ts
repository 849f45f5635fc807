import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequestScheduler, timeoutResponse } from './request-scheduler'

interface Pending {
  url: string
  signal: AbortSignal
  respond: (body?: string) => void
}

function setup(overrides: Partial<ConstructorParameters<typeof RequestScheduler>[0]> = {}) {
  const pending: Pending[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      pending.push({ url: String(input), signal, respond: (body = '[]') => resolve(new Response(body)) })
    })
  }) as unknown as typeof globalThis.fetch
  const scheduler = new RequestScheduler({
    maxConcurrent: 2,
    hotSliceMs: 2_000,
    coldSliceMs: 300,
    coldIntervalMs: 10_000,
    tickMs: 100,
    fetch,
    ...overrides,
  })
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
    bg(scheduler.fetchFor('cold')(url('cold')))
    bg(scheduler.fetchFor('page')(url('page')))
    scheduler.setHot(['page'])
    pending[0].respond()
    await vi.advanceTimersByTimeAsync(0)
    expect(pending[1].url).toBe(url('page'))
    pending[1].respond()
    await vi.advanceTimersByTimeAsync(0)
    expect(pending[2].url).toBe(url('cold'))
    scheduler.stop()
  })

  it('serves catch-up requests before live ones', async () => {
    const { scheduler, pending } = setup({ maxConcurrent: 1 })
    scheduler.setHot(['a'])
    bg(scheduler.fetchFor('x')(url('x')))
    bg(scheduler.fetchFor('a')(url('a', true)))
    bg(scheduler.fetchFor('b')(url('b')))
    pending[0].respond()
    await vi.advanceTimersByTimeAsync(0)
    expect(pending[1].url).toBe(url('b'))
    scheduler.stop()
  })

  it('lets a catch-up request cut a hot long-poll at once instead of waiting for a slot', async () => {
    const { scheduler, pending } = setup({ maxConcurrent: 1 })
    scheduler.setHot(['a', 'b'])
    const poll = scheduler.fetchFor('a')(url('a', true))
    await vi.advanceTimersByTimeAsync(100) // well inside the hot slice
    bg(scheduler.fetchFor('b')(url('b')))
    await vi.advanceTimersByTimeAsync(0)
    expect((await poll).headers.has('electric-up-to-date')).toBe(true)
    expect(pending.map((p) => p.url)).toEqual([url('a', true), url('b')])
    expect(pending[0].signal.aborted).toBe(true)
    scheduler.stop()
  })

  it('cuts a cold check short with a normal long-poll timeout answer', async () => {
    const { scheduler, pending } = setup()
    const res = scheduler.fetchFor('cold')(url('cold', true))
    expect(pending).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(400)
    const response = await res
    expect(response.status).toBe(200)
    expect(response.headers.get('electric-offset')).toBe('5_0')
    expect(response.headers.get('electric-handle')).toBe('h-cold')
    expect(response.headers.get('electric-cursor')).toBe('c1')
    expect(response.headers.has('electric-up-to-date')).toBe(true)
    expect(await response.json()).toEqual([{ headers: { control: 'up-to-date' } }])
    expect(pending[0].signal.aborted).toBe(true)
    scheduler.stop()
  })

  it('checks a cold shape again only after its interval', async () => {
    const { scheduler, pending } = setup()
    await Promise.all([scheduler.fetchFor('cold')(url('cold', true)), vi.advanceTimersByTimeAsync(400)])
    bg(scheduler.fetchFor('cold')(url('cold', true)))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(pending).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(pending).toHaveLength(2)
    scheduler.stop()
  })

  it('keeps hot long-polls open while nobody waits', async () => {
    const { scheduler, pending } = setup()
    scheduler.setHot(['events'])
    bg(scheduler.fetchFor('events')(url('events', true)))
    await vi.advanceTimersByTimeAsync(15_000)
    expect(pending[0].signal.aborted).toBe(false)
    scheduler.stop()
  })

  it('lets hot shapes take turns when there are more than slots', async () => {
    const { scheduler, pending } = setup({ maxConcurrent: 1 })
    scheduler.setHot(['a', 'b'])
    const a = scheduler.fetchFor('a')(url('a', true))
    bg(scheduler.fetchFor('b')(url('b', true)))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(pending).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_100)
    expect((await a).headers.has('electric-up-to-date')).toBe(true)
    expect(pending.map((p) => p.url)).toEqual([url('a', true), url('b', true)])
    scheduler.stop()
  })

  it('does not let a cold check push out a hot long-poll', async () => {
    const { scheduler, pending } = setup({ maxConcurrent: 1 })
    scheduler.setHot(['a'])
    bg(scheduler.fetchFor('a')(url('a', true)))
    bg(scheduler.fetchFor('cold')(url('cold', true)))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(pending).toHaveLength(1)
    scheduler.stop()
  })

  it('passes real answers through and honours the caller aborting', async () => {
    const { scheduler, pending } = setup({ maxConcurrent: 1 })
    const first = scheduler.fetchFor('a')(url('a'))
    const ctl = new AbortController()
    const second = scheduler.fetchFor('b')(url('b'), { signal: ctl.signal })
    ctl.abort()
    await expect(second).rejects.toThrow()
    pending[0].respond('[1]')
    expect(await (await first).json()).toEqual([1])
    await vi.advanceTimersByTimeAsync(0)
    expect(pending).toHaveLength(1)
    scheduler.stop()
  })
})

describe('timeoutResponse', () => {
  it('falls back for a first request', () => {
    const r = timeoutResponse(new URL('http://x/api/shapes/a?live=true'))
    expect(r.headers.get('electric-offset')).toBe('-1')
    expect(r.headers.get('electric-cursor')).toBe('0')
  })
})
