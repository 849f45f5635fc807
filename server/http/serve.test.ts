// A body refused on its size is answered with a readable 413, however much the client still sends:
// a raw socket sends every byte first and only then reads, as a slow phone upload would.
import net from 'node:net'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveApp } from './serve'

const TOO_LARGE = 'Forespørgslen er for stor'

let server: Server
let port: number

beforeAll(async () => {
  const app = new Hono()
  app.post('/upload', bodyLimit({ maxSize: 1024, onError: (c) => c.json({ error: TOO_LARGE }, 413) }), async (c) => {
    return c.json({ bytes: (await c.req.arrayBuffer()).byteLength })
  })
  server = await new Promise<Server>((resolve) => {
    const s = serveApp({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s), { maxBytes: 256 * 1024 * 1024, idleMs: 2_000 })
  })
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Writes the head and the whole body (honouring backpressure), then collects what came back. */
function sendAllThenRead(head: string, bodyChunks: Iterable<Buffer>, tail = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const received: Buffer[] = []
    socket.on('data', (chunk) => received.push(chunk))
    socket.on('error', reject)
    socket.on('connect', async () => {
      try {
        socket.write(head)
        for (const chunk of bodyChunks) {
          if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r))
        }
        if (tail) socket.write(tail)
        // Wait until the answer(s) are in, then hang up ourselves.
        setTimeout(() => {
          socket.end()
          resolve(Buffer.concat(received).toString('utf8'))
        }, 300)
      } catch (err) {
        reject(err)
      }
    })
  })
}

function* megabytes(count: number): Generator<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x61)
  for (let i = 0; i < count; i++) yield chunk
}

describe('answers before the body has arrived', () => {
  it('a body far over the limit (Content-Length) is read to its end and answered 413 in Danish', async () => {
    const size = 100 * 1024 * 1024 // beyond the 64 MB @hono/node-server would drain before resetting
    const head = `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${size}\r\n\r\n`
    const answer = await sendAllThenRead(head, megabytes(100))
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
    expect(answer).toContain(TOO_LARGE)
  })

  it('a chunked body over the limit is answered 413 and the connection serves the next request', async () => {
    const head = `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n`
    const chunks = [...megabytes(80)].map((mb) => Buffer.concat([Buffer.from(`${mb.length.toString(16)}\r\n`), mb, Buffer.from('\r\n')]))
    const next = `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\n\r\nabc`
    const answer = await sendAllThenRead(head, chunks, `0\r\n\r\n${next}`)
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
    expect(answer).toContain(TOO_LARGE)
    expect(answer).toMatch(/HTTP\/1\.1 200[\s\S]*"bytes":3/)
  })

  it('a client that goes silent mid-body is let go after the idle limit', async () => {
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((r) => socket.once('connect', r))
    socket.write(`POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000000\r\n\r\n`)
    socket.write(Buffer.alloc(4096))
    socket.resume() // read the 413, so the hang-up that follows it is seen
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true))
      socket.on('error', () => {})
      setTimeout(() => resolve(false), 5_000)
    })
    expect(closed).toBe(true)
  })
})
