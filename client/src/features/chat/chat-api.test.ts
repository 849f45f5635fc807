// The chat client's reading of replies, against a real local HTTP server: the fixed texts
// for HTTP failures, unparsable bodies and replies without a text string.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVALID_FORMAT, sendChatMessage, UNEXPECTED_FORMAT } from './chat-api'
import { matchPercent } from './reference-list'

describe('sendChatMessage', () => {
  let server: Server
  let base = ''
  let next: { status: number; body: string } = { status: 200, body: '{}' }
  let received: unknown
  const doFetch: typeof fetch = (input, init) => fetch(`${base}${String(input)}`, init)
  const send = () => sendChatMessage({ message: 'Hej', assistantId: 'general', history: [] }, doFetch)

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        received = { method: req.method, url: req.url, body: JSON.parse(body), type: req.headers['content-type'] }
        res.writeHead(next.status, { 'content-type': 'application/json' })
        res.end(next.body)
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('posts {message, assistantId, history} and returns text and the valid references', async () => {
    const ref = { fileName: 'Sikkerhed.pdf', pageNumber: 2, relevanceScore: 0.874, url: '/api/files/handbooks/2030-01/x.pdf#page=2' }
    next = { status: 200, body: JSON.stringify({ text: 'Svar', references: [ref, { fileName: 'x', url: 'javascript:alert(1)' }] }) }
    expect(await send()).toEqual({ text: 'Svar', references: [ref] })
    expect(received).toEqual({ method: 'POST', url: '/api/chat', body: { message: 'Hej', assistantId: 'general', history: [] }, type: 'application/json' })
    expect(matchPercent(ref.relevanceScore)).toBe('87% match')
  })

  it("uses the body's error, else 'HTTP error! Status: {code}'", async () => {
    next = { status: 502, body: JSON.stringify({ error: 'AI-tjenesten svarede med HTTP 500' }) }
    await expect(send()).rejects.toMatchObject({ message: 'AI-tjenesten svarede med HTTP 500', status: 502 })
    next = { status: 503, body: '<html>Service Unavailable</html>' }
    await expect(send()).rejects.toThrow('HTTP error! Status: 503')
    next = { status: 500, body: JSON.stringify({}) }
    await expect(send()).rejects.toThrow('HTTP error! Status: 500')
  })

  it('an unparsable reply and a reply without a text string get the fixed texts', async () => {
    next = { status: 200, body: 'not json' }
    await expect(send()).rejects.toThrow(INVALID_FORMAT)
    for (const body of ['null', '"tekst"', '{"text": 5}', '{"references": []}']) {
      next = { status: 200, body }
      await expect(send(), body).rejects.toThrow(UNEXPECTED_FORMAT)
    }
  })

  it('a network failure is a Danish message, not a crash', async () => {
    const down: typeof fetch = () => Promise.reject(new TypeError('fetch failed'))
    await expect(sendChatMessage({ message: 'Hej', assistantId: 'general', history: [] }, down)).rejects.toThrow(/Kunne ikke kontakte serveren/)
  })
})
