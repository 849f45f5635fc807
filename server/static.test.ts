// The built client: SPA fallback, caching rules, and a clear answer when it is not built.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticRoutes } from './static'

describe('static client', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'intranet-static-'))
    await mkdir(path.join(dir, 'assets'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>')
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
    await writeFile(path.join(dir, 'favicon.svg'), '<svg/>')
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
