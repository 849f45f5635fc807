// HTTP on a port for the app, with a lingering close for bodies we answered early.
//
// A route that refuses a body (413 on its Content-Length, a 4xx before an upload is read) answers
// before the client has finished sending. @hono/node-server then drains at most 500 ms / 64 MB and
// destroys the socket; a client still uploading gets a TCP reset, and a reset makes the kernel drop
// the 413 it had not yet read, so the user sees "connection reset" instead of our Danish message.
// Here the rest of such a body is read and discarded until it ends (the connection stays usable),
// bounded so a client cannot keep a socket busy for ever.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { serve } from '@hono/node-server'

export interface LingerLimits {
  /** Bytes discarded after the answer before the socket is closed anyway. */
  maxBytes: number
  /** How long the client may stay silent while we wait for the rest of its body. */
  idleMs: number
}

/** Enough for the largest upload a phone might already be sending (a video over the limit). */
export const DEFAULT_LINGER: LingerLimits = { maxBytes: 1024 * 1024 * 1024, idleMs: 10_000 }

export function serveApp(
  options: { fetch: (request: Request) => Response | Promise<Response>; port: number; hostname?: string },
  onListening?: (info: AddressInfo) => void,
  limits: LingerLimits = DEFAULT_LINGER,
): Server {
  // We take over what autoCleanupIncoming does, with limits that let a real upload finish.
  const server = serve({ ...options, autoCleanupIncoming: false }, onListening) as Server
  lingerAfterEarlyAnswers(server, limits)
  return server
}

export function lingerAfterEarlyAnswers(server: Server, limits: LingerLimits): void {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET' || request.method === 'HEAD') return
    // Node detaches the socket from a finished exchange; keep hold of it to close it ourselves.
    const socket = request.socket
    response.once('finish', () => {
      if (!request.readableEnded && !request.destroyed) discardRest(request, socket, limits)
    })
  })
}

function discardRest(request: IncomingMessage, socket: Socket, limits: LingerLimits) {
  let discarded = 0
  const giveUp = () => {
    cleanup()
    socket.destroy()
  }
  const cleanup = () => {
    clearTimeout(timer)
    request.off('data', onData)
    request.off('end', cleanup)
    request.off('error', cleanup)
  }
  const onData = (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > limits.maxBytes) return giveUp()
    timer.refresh()
  }
  const timer = setTimeout(giveUp, limits.idleMs)
  timer.unref()
  // A half-read body may still feed a web stream nobody reads: detach it, as Node's own dump does.
  request.removeAllListeners('data')
  request.on('data', onData)
  request.on('end', cleanup)
  request.on('error', cleanup)
  request.resume()
}
