// WebSocket /api/shapes/live — one connection per browser that says "shape X changed".
//
// A browser on HTTP/1.1 has six connections per host; one long-poll per shape would take them
// all. So the browser long-polls only the shapes on screen, and learns about the rest here:
// for each shape it names, the server holds the long-poll itself (in-process against the
// embedded engine, or over HTTP against Electric) and sends `{"type":"changed","shape":…}`
// when it returns changes. The browser then catches up through the normal shape requests,
// so data still only flows through GET /api/shapes/:name and its permission checks.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { isShapeName, resolveShape, type ShapeName } from '../../sync/shapes'
import type { Viewer } from '../../sync/rules'
import type { ShapeUpstream } from './upstream'
import { isSameOrigin, type SameOriginOptions } from '../http/same-origin'

export const LIVE_PATH = '/api/shapes/live'
const SESSION_RECHECK_MS = 30_000
const RETRY_MS = 2_000

export interface LiveNotifierOptions {
  getViewer(headers: Headers): Promise<Viewer | null>
  upstream: ShapeUpstream
  /** The CSRF rule of every write (http/same-origin.ts): another site may not open the socket. */
  sameOrigin: SameOriginOptions
}

/** Anything that emits Node's 'upgrade' event (the server @hono/node-server's serve() returns). */
interface UpgradeSource {
  on(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown
}

export function attachLiveNotifier(server: UpgradeSource, options: LiveNotifierOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== LIVE_PATH) return
    void (async () => {
      const headers = new Headers()
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
      if (!isSameOrigin((name) => headers.get(name), options.sameOrigin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
        return
      }
      const viewer = await options.getViewer(headers).catch(() => null)
      if (!viewer) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n')
        return
      }
      wss.handleUpgrade(req, socket, head, (ws) => watchSocket(ws, headers, viewer, options))
    })()
  })
  return { close: () => wss.close() }
}

function watchSocket(ws: WebSocket, headers: Headers, viewer: Viewer, options: LiveNotifierOptions) {
  const watchers = new Map<ShapeName, AbortController>()
  let current: Viewer | null = viewer
  let checkedAt = Date.now()

  /**
   * The session is re-checked as the long-polls cycle, and always before a notice goes out: a
   * user signed out, deleted or banned hears nothing more and the socket closes.
   */
  async function stillSignedIn(force = false): Promise<boolean> {
    if (!force && Date.now() - checkedAt < SESSION_RECHECK_MS) return current !== null
    checkedAt = Date.now()
    current = await options.getViewer(headers).catch(() => null)
    if (!current) ws.close(4401, 'signed out')
    return current !== null
  }

  async function watch(name: ShapeName, stop: AbortSignal) {
    let handle: string | null = null
    let offset = 'now'
    while (!stop.aborted && (await stillSignedIn())) {
      const shape = resolveShape(name, current!)
      const url = new URL('http://upstream/v1/shape')
      url.searchParams.set('table', shape.table)
      url.searchParams.set('columns', shape.columns.join(','))
      if (shape.where.sql !== 'true') {
        url.searchParams.set('where', shape.where.sql)
        shape.where.params.forEach((v, i) => url.searchParams.set(`params[${i + 1}]`, v))
      }
      url.searchParams.set('offset', offset)
      if (handle) url.searchParams.set('handle', handle)
      if (offset !== 'now') url.searchParams.set('live', 'true')
      // One signal per long-poll, linked to the watcher's: a Request made from a long-lived
      // signal would leave a listener on it for every cycle.
      const cycle = new AbortController()
      const abortCycle = () => cycle.abort()
      stop.addEventListener('abort', abortCycle, { once: true })
      try {
        const res = await options.upstream(url, cycle.signal)
        const body = res.status === 200 ? ((await res.json()) as { headers?: { operation?: string } }[]) : []
        const changed = res.status === 409 || body.some((m) => m.headers?.operation)
        // Notices carry no rows, but even that a shape changed is only for a current session.
        if (changed && (await stillSignedIn(true))) send({ type: 'changed', shape: name })
        if (res.status === 200) {
          handle = res.headers.get('electric-handle')
          offset = res.headers.get('electric-offset') ?? 'now'
        } else {
          ;[handle, offset] = [null, 'now']
          await new Promise((r) => setTimeout(r, RETRY_MS))
        }
      } catch {
        if (stop.aborted) return
        await new Promise((r) => setTimeout(r, RETRY_MS))
      } finally {
        stop.removeEventListener('abort', abortCycle)
      }
    }
  }

  const send = (msg: object) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(msg))

  ws.on('message', (data) => {
    let msg: { type?: string; shapes?: unknown }
    try {
      msg = JSON.parse(String(data))
    } catch {
      return
    }
    if (msg.type !== 'watch' || !Array.isArray(msg.shapes)) return
    const wanted = new Set(msg.shapes.filter((s): s is ShapeName => typeof s === 'string' && isShapeName(s)))
    for (const [name, ctl] of watchers) if (!wanted.has(name)) (ctl.abort(), watchers.delete(name))
    for (const name of wanted) {
      if (watchers.has(name)) continue
      const ctl = new AbortController()
      watchers.set(name, ctl)
      void watch(name, ctl.signal)
    }
  })
  ws.on('close', () => {
    for (const ctl of watchers.values()) ctl.abort()
    watchers.clear()
  })
}
