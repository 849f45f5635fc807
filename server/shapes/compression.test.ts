// Shape answers through the whole app: a large snapshot is compressed and decodes to exactly
// what an uncompressed request gets; a live long-poll's small answer stays plain. Uploaded files
// (which the video player reads by Range) are never compressed.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDir } from '../storage/storage'
import { createTestServer, TEST_EMPLOYEE, type TestServer } from '../test/app'

describe('compressed shape answers (embedded engine)', () => {
  let s: TestServer
  let cookie: string
  beforeAll(async () => {
    s = await createTestServer({ sync: 'embedded' })
    cookie = await s.cookieFor(TEST_EMPLOYEE.email)
    await s.db.sql.query(
      `insert into events (title, description, date, location)
       select 'Sommerfest ' || i, 'Grill og musik for hele firmaet, hold ' || i, now() + i * interval '1 day', 'Ballerup'
       from generate_series(1, 400) i`,
    )
  })
  afterAll(async () => s.close())

  const get = (path: string, acceptEncoding?: string) =>
    s.app.request(path, { headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } })

  it('compresses a large snapshot, keeping the protocol headers and caching rules', async () => {
    const plain = await get('/api/shapes/events?offset=-1')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const plainText = await plain.text()
    expect(plainText.length).toBeGreaterThan(50_000)

    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/api/shapes/events?offset=-1', accept)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding')
      expect(res.headers.get('cache-control')).toBe(plain.headers.get('cache-control'))
      for (const h of ['electric-handle', 'electric-offset', 'electric-schema']) {
        expect(res.headers.get(h), h).toBe(plain.headers.get(h))
      }
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.length).toBeLessThan(plainText.length / 4)
      expect(JSON.parse(decode(bytes).toString('utf8'))).toEqual(JSON.parse(plainText))
    }
  })

  it('leaves a small live answer plain', async () => {
    const first = await get('/api/shapes/events?offset=-1', 'br')
    await first.arrayBuffer()
    const handle = first.headers.get('electric-handle')!
    const offset = first.headers.get('electric-offset')!
    const live = await get(`/api/shapes/events?handle=${handle}&offset=${offset}&live=true`, 'br')
    expect(live.status).toBe(200)
    expect(live.headers.get('content-encoding')).toBeNull()
    expect(live.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    const messages = (await live.json()) as { headers: { control?: string } }[]
    expect(messages.at(-1)!.headers.control).toBe('up-to-date')
  })

  it('never compresses uploaded files, with or without Range', async () => {
    const key = s.storage.newKey('news', 'json')
    const content = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i })))
    await ensureDir(s.storage, key)
    await new Promise<void>((resolve, reject) => {
      const out = s.storage.write(key)
      out.on('error', reject)
      out.on('close', () => resolve())
      out.end(content)
    })
    // A file is served to those who may read the row that holds it.
    await s.db.sql.query(`insert into company_news (content) values ($1)`, [`[data](/api/files/${key})`])
    const whole = await get(`/api/files/${key}`, 'br, gzip')
    expect(whole.headers.get('content-encoding')).toBeNull()
    expect((await whole.text()) === content).toBe(true)
    const res = await s.app.request(`/api/files/${key}`, { headers: { cookie, 'accept-encoding': 'br, gzip', range: 'bytes=10-19' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${content.length}`)
    expect(await res.text()).toBe(content.slice(10, 20))
  })
})
