import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLiveSync, type SocketLike } from './live-sync'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  closedWith: number | null = null
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  send(data: string) {
    this.sent.push(data)
  }
  close(code = 1000) {
    if (this.readyState === 3) return
    this.readyState = 3
    this.closedWith = code
    this.onclose?.({ code })
  }
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  receive(msg: object) {
    this.onmessage?.({ data: JSON.stringify(msg) })
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup() {
  const sockets: FakeSocket[] = []
  const live = createLiveSync({
    origin: 'http://x',
    shapes: ['news', 'posts'],
    fetch: (() => new Promise(() => {})) as typeof fetch,
    openSocket: () => {
      const socket = new FakeSocket()
      sockets.push(socket)
      return socket
    },
    random: () => 0.5,
  })
  return { live, sockets }
}

describe('live-sync when the network comes back', () => {
  it('asks an open socket for a fresh watch, and keeps it when it answers', async () => {
    const { live, sockets } = setup()
    sockets[0].open()
    sockets[0].receive({ type: 'watching', shapes: ['news', 'posts'] })
    live.reconnect()
    expect(sockets[0].sent.map((text) => JSON.parse(text).type)).toEqual(['watch', 'watch'])
    sockets[0].receive({ type: 'watching', shapes: ['news', 'posts'] })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sockets).toHaveLength(1)
    expect(sockets[0].closedWith).toBeNull()
    live.stop()
  })

  it('replaces an open socket that does not answer (dead since the network changed)', async () => {
    const { live, sockets } = setup()
    sockets[0].open()
    sockets[0].receive({ type: 'watching', shapes: ['news', 'posts'] })
    live.reconnect()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sockets[0].closedWith).toBe(4000)
    await vi.advanceTimersByTimeAsync(1_000) // the first backoff step, jittered
    expect(sockets).toHaveLength(2)
    live.stop()
  })

  it('connects at once when the socket is down, instead of at its next backoff step', async () => {
    const { live, sockets } = setup()
    sockets[0].close(1006)
    await vi.advanceTimersByTimeAsync(800)
    expect(sockets).toHaveLength(2) // the first step: 0.5-1 s
    sockets[1].close(1006) // the next step would be 1-2 s away
    live.reconnect()
    expect(sockets).toHaveLength(3)
    live.stop()
  })
})

describe('live-sync and the server build', () => {
  it("passes on the build the server's watching says, and nothing from a server that says none", () => {
    const builds: string[] = []
    const sockets: FakeSocket[] = []
    const live = createLiveSync({
      origin: 'http://x',
      shapes: ['news'],
      fetch: (() => new Promise(() => {})) as typeof fetch,
      openSocket: () => {
        const socket = new FakeSocket()
        sockets.push(socket)
        return socket
      },
      onServerBuild: (build) => builds.push(build),
    })
    sockets[0].open()
    sockets[0].receive({ type: 'watching', shapes: ['news'] })
    expect(builds).toEqual([])
    sockets[0].receive({ type: 'watching', shapes: ['news'], build: 'b-2' })
    expect(builds).toEqual(['b-2'])
    live.stop()
  })
})
