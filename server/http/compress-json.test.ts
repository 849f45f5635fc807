// JSON answers are compressed when large, streamed, and left alone when small, ranged or binary.
import { Hono } from 'hono'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressJson } from './compress-json'

const big = Array.from({ length: 3000 }, (_, i) => ({ id: i, title: `Nyhed nummer ${i}`, body: 'Lørdag er der sommerfest.' }))

function app() {
  const a = new Hono()
  a.use('*', compressJson())
  a.get('/big', (c) => c.json(big))
  a.get('/small', (c) => c.json({ ok: true }))
  // A streamed answer whose size is not known in advance (like a shape snapshot).
  a.get('/stream', () => {
    const text = JSON.stringify(big)
    const chunks = text.match(/[\s\S]{1,700}/g)!
    const body = new ReadableStream({
      pull(controller) {
        const next = chunks.shift()
        if (next === undefined) controller.close()
        else controller.enqueue(new TextEncoder().encode(next))
      },
    })
    return new Response(body, { headers: { 'content-type': 'application/json', vary: 'Cookie' } })
  })
  a.get('/ranged', (c) => {
    c.header('accept-ranges', 'bytes')
    return c.json(big)
  })
  a.get('/image', (c) => c.body(new Uint8Array(10_000), 200, { 'content-type': 'image/png' }))
  return a
}

const get = (path: string, headers: Record<string, string> = {}) => app().request(path, { headers })

describe('compressJson', () => {
  it('compresses large JSON by Accept-Encoding and decodes to the same JSON', async () => {
    for (const path of ['/big', '/stream']) {
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' })
      expect(br.headers.get('content-encoding'), path).toBe('br')
      expect(br.headers.get('content-length')).toBeNull()
      expect(br.headers.get('content-type')).toMatch(/^application\/json/)
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i)
      const brBytes = Buffer.from(await br.arrayBuffer())
      expect(brBytes.length).toBeLessThan(JSON.stringify(big).length / 4)
      expect(JSON.parse(brotliDecompressSync(brBytes).toString('utf8'))).toEqual(big)

      const gz = await get(path, { 'accept-encoding': 'gzip' })
      expect(gz.headers.get('content-encoding')).toBe('gzip')
      expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(big)
    }
  })

  it('keeps a Vary that was there', async () => {
    const res = await get('/stream', { 'accept-encoding': 'br' })
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding')
  })

  it('sends small answers and clients without Accept-Encoding plain', async () => {
    const small = await get('/small', { 'accept-encoding': 'br, gzip' })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await small.json()).toEqual({ ok: true })
    const plain = await get('/stream')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual(big)
  })

  it('never compresses Range requests, ranged answers or non-JSON', async () => {
    const ranged = await get('/big', { 'accept-encoding': 'br', range: 'bytes=0-10' })
    expect(ranged.headers.get('content-encoding')).toBeNull()
    expect(await ranged.json()).toEqual(big)
    expect((await get('/ranged', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeNull()
    expect((await get('/image', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeNull()
  })
})
