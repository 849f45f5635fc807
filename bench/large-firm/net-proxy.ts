// An HTTP proxy in front of the app that the browser talks to. It counts the bytes on the
// wire by kind (static assets, /api/shapes, other API) and can emulate a slow link.
//
// Why not CDP: the PGlite worker (which runs sync) and the service worker (which precaches)
// are their own DevTools targets, so the page's Network.loadingFinished misses most of the
// traffic and Network.emulateNetworkConditions does not slow it down. A proxy sees and
// throttles every request of every target, like a real link would.
import http from 'node:http'
import net from 'node:net'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export interface LinkProfile {
  name: string
  downBytesPerSec: number
  upBytesPerSec: number
  /** Added before each request is forwarded (DevTools' "latency"). */
  latencyMs: number
}

/** DevTools' 4G preset, so figures compare with a DevTools measurement: 9 Mbit/s down, 3 Mbit/s up, 60 ms. */
export const FOUR_G: LinkProfile = { name: '4G', downBytesPerSec: 9e6 / 8, upBytesPerSec: 3e6 / 8, latencyMs: 60 }

export type TrafficKind = 'static' | 'shapes' | 'api_other'
export type Traffic = Record<TrafficKind, { requests: number; bytes: number }>

const kindOf = (url: string): TrafficKind =>
  url.startsWith('/api/shapes') ? 'shapes' : url.startsWith('/api/') ? 'api_other' : 'static'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** One direction of the link: chunks leave one after another at the link's rate. */
class Link {
  private freeAt = 0
  constructor(private bytesPerSec: number | null) {}
  delayFor(bytes: number): number {
    if (!this.bytesPerSec) return 0
    const now = performance.now()
    this.freeAt = Math.max(now, this.freeAt) + (bytes / this.bytesPerSec) * 1000
    return this.freeAt - now
  }
}

function throttled(link: Link, count: (n: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      count(chunk.length)
      const wait = link.delayFor(chunk.length)
      if (wait < 1) done(null, chunk)
      else setTimeout(() => done(null, chunk), wait)
    },
  })
}

export interface NetProxy {
  url: string
  /** Throttle from now on (null: full speed). */
  setProfile(profile: LinkProfile | null): void
  resetTraffic(): void
  traffic(): Traffic & { total_bytes: number }
  close(): Promise<void>
}

export async function startNetProxy(target: string): Promise<NetProxy> {
  const upstream = new URL(target)
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
  let profile: LinkProfile | null = null
  let down = new Link(null)
  let up = new Link(null)
  let traffic: Traffic
  const resetTraffic = () => {
    traffic = { static: { requests: 0, bytes: 0 }, shapes: { requests: 0, bytes: 0 }, api_other: { requests: 0, bytes: 0 } }
  }
  resetTraffic()

  const server = http.createServer(async (req, res) => {
    const kind = kindOf(req.url ?? '/')
    traffic[kind].requests++
    if (profile) await sleep(profile.latencyMs)
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent },
      async (upRes) => {
        const head = `HTTP/1.1 ${upRes.statusCode} ${upRes.statusMessage}\r\n` +
          upRes.rawHeaders.reduce((s, v, i) => s + v + (i % 2 ? '\r\n' : ': '), '') + '\r\n'
        traffic[kind].bytes += Buffer.byteLength(head)
        res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, upRes.rawHeaders)
        res.flushHeaders()
        await pipeline(upRes, throttled(down, (n) => (traffic[kind].bytes += n)), res).catch(() => res.destroy())
      },
    )
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end()
      else res.destroy()
    })
    res.on('close', () => out.destroy())
    await pipeline(req, throttled(up, () => {}), out).catch(() => out.destroy())
  })

  // The app's change notifier is a WebSocket: pass it through as raw bytes.
  server.on('upgrade', (req, socket, head) => {
    const kind = kindOf(req.url ?? '/')
    traffic[kind].requests++
    const conn = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`]
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
      conn.write(lines.join('\r\n') + '\r\n\r\n')
      if (head.length) conn.write(head)
      pipeline(conn, throttled(down, (n) => (traffic[kind].bytes += n)), socket).catch(() => socket.destroy())
      pipeline(socket, throttled(up, () => {}), conn).catch(() => conn.destroy())
    })
    conn.on('error', () => socket.destroy())
    socket.on('error', () => conn.destroy())
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    setProfile(p) {
      profile = p
      down = new Link(p?.downBytesPerSec ?? null)
      up = new Link(p?.upBytesPerSec ?? null)
    },
    resetTraffic,
    traffic: () => ({ ...structuredClone(traffic), total_bytes: traffic.static.bytes + traffic.shapes.bytes + traffic.api_other.bytes }),
    async close() {
      server.closeAllConnections()
      agent.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
