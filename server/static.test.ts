// The built client: SPA fallback, caching rules, and a clear answer when it is not built.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../client/build/precompress'
import { createStaticRoutes } from './static'

/** Compressible, and large enough to be worth it (like the real bundle and PGlite's files). */
const bigScript = Array.from({ length: 2000 }, (_, i) => `export const v${i} = "${'x'.repeat(i % 37)}";`).join('\n')
const wasmLike = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7) % 13))

describe('static client', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'intranet-static-'))
    await mkdir(path.join(dir, 'assets'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>')
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
    await writeFile(path.join(dir, 'favicon.svg'), '<svg/>')
    await writeFile(path.join(dir, 'assets', 'big-abc123.js'), bigScript)
    await writeFile(path.join(dir, 'assets', 'pglite-abc123.wasm'), wasmLike)
    await writeFile(path.join(dir, 'sw.js'), bigScript)
    await precompressDir(dir)
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  it('serves hashed assets as immutable and everything else revalidated', async () => {
    const app = createStaticRoutes(dir)
    const asset = await app.request('/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await asset.text()).toBe('console.log(1)')
    const icon = await app.request('/favicon.svg')
    expect(icon.headers.get('cache-control')).toBe('no-cache')
  })

  it('sends the pre-compressed variant the browser prefers, decoding to the same bytes', async () => {
    const app = createStaticRoutes(dir)
    const cases = [
      { url: '/assets/big-abc123.js', original: Buffer.from(bigScript), type: /^text\/javascript/, cache: 'public, max-age=31536000, immutable' },
      { url: '/assets/pglite-abc123.wasm', original: wasmLike, type: /^application\/wasm$/, cache: 'public, max-age=31536000, immutable' },
      { url: '/sw.js', original: Buffer.from(bigScript), type: /^text\/javascript/, cache: 'no-cache' },
    ]
    for (const { url, original, type, cache } of cases) {
      const br = await app.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
      expect(br.headers.get('content-encoding'), url).toBe('br')
      expect(br.headers.get('vary')).toBe('Accept-Encoding')
      expect(br.headers.get('content-type')).toMatch(type)
      expect(br.headers.get('cache-control')).toBe(cache)
      const brBytes = Buffer.from(await br.arrayBuffer())
      expect(Number(br.headers.get('content-length'))).toBe(brBytes.length)
      expect(brBytes.length).toBeLessThan(original.length / 2)
      expect(brotliDecompressSync(brBytes).equals(original)).toBe(true)

      const gz = await app.request(url, { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } })
      expect(gz.headers.get('content-encoding')).toBe('gzip')
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(original)).toBe(true)

      const plain = await app.request(url)
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(plain.headers.get('vary')).toBe('Accept-Encoding')
      expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true)
    }
  })

  it('never answers a Range request with a compressed variant', async () => {
    const res = await createStaticRoutes(dir).request('/assets/pglite-abc123.wasm', {
      headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' },
    })
    expect(res.headers.get('content-encoding')).toBeNull()
    const body = Buffer.from(await res.arrayBuffer())
    // No partial answers here: the whole plain file is a valid reply to a Range request.
    expect(body.equals(wasmLike)).toBe(true)
  })

  it('leaves index.html plain when it is too small to be worth compressing', async () => {
    const res = await createStaticRoutes(dir).request('/', { headers: { 'accept-encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers client routes with index.html (no-cache), but a missing asset with 404', async () => {
    const app = createStaticRoutes(dir)
    for (const route of ['/', '/events', '/employees/categories/Samarbejdspartnere', '/handbooks/Sikkerhed%20v1.2']) {
      const res = await app.request(route)
      expect(res.status, route).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('<title>app</title>')
    }
    expect((await app.request('/assets/gone-123.js')).status).toBe(404)
    expect((await app.request('/logo.png')).status).toBe(404)
  })

  it('never leaves the client directory', async () => {
    const app = createStaticRoutes(dir)
    for (const p of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
      const res = await app.request(p)
      expect(await res.text()).not.toMatch(/root:/)
    }
  })

  it('says how to build the client when dist/client is missing', async () => {
    const res = await createStaticRoutes(path.join(dir, 'nope')).request('/')
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('npm run build')
  })
})
