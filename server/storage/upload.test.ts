// Uploads through real multipart HTTP parsing into a real directory: limits enforced while
// streaming, types by content, and nothing left behind when a file is refused.
import { readdir } from 'node:fs/promises'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { onError } from '../http/errors'
import { createTestServer, TEST_EMPLOYEE, type TestServer } from '../test/app'
import { IMAGE_TYPES } from './file-types'
import { receiveUpload } from './upload'

let s: TestServer
let cookie: string
let png: Buffer
const uploads = new Hono()
uploads.onError(onError)

beforeAll(async () => {
  s = await createTestServer()
  cookie = await s.cookieFor(TEST_EMPLOYEE.email)
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer()
  uploads.post('/up', async (c) => c.json(await receiveUpload(c, s.storage, { bucket: 'posts', maxBytes: 64 * 1024, accept: IMAGE_TYPES, maxFiles: 2 })))
})
afterAll(async () => s?.close())

const post = (...files: [Buffer | string, string][]) => {
  const form = new FormData()
  for (const [data, name] of files) form.append("file", new Blob([typeof data === "string" ? data : new Uint8Array(data)]), name)
  form.append('caption', 'Stillads på pladsen')
  return uploads.request('/up', { method: 'POST', body: form })
}
const storedFiles = async () => (await readdir(s.storage.root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())

it('stores an image under a generated key, whatever the name says', async () => {
  const res = await post([png, '../../etc/passwd.png'])
  expect(res.status).toBe(200)
  const { files, fields } = await res.json()
  expect(fields.caption).toBe('Stillads på pladsen')
  expect(files[0]).toMatchObject({ mime: 'image/png', ext: 'png', size: png.length, originalName: 'passwd.png' })
  expect(files[0].key).toMatch(/^posts\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/)
  // Served to whoever may read the row that holds it (file-access.ts): a published post.
  await s.db.sql.query(`insert into posts (user_id, headline, images, approved) values ($1, 'Stillads', $2, true)`, [s.employeeId, JSON.stringify([files[0].url])])

  const served = await s.request(`${files[0].url}?download=${encodeURIComponent('Tegning æøå.png')}`, { cookie })
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/png')
  expect(served.headers.get('content-disposition')).toBe(`attachment; filename="Tegning a.png"; filename*=UTF-8''Tegning%20%C3%A6%C3%B8%C3%A5.png`)
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  expect((await s.request(files[0].url)).status).toBe(401)
  expect((await s.request('/api/files/posts/2026-01/..%2F..%2Fsecret', { cookie })).status).toBe(404)
})

it('refuses wrong types, empty and oversized files, and too many files, leaving nothing behind', async () => {
  const before = (await storedFiles()).length
  const cases: [Response, number][] = [
    [await post(['just text, named like a picture', 'foto.jpg']), 415],
    [await post([Buffer.alloc(0), 'tom.png']), 400],
    [await post([Buffer.concat([png, Buffer.alloc(80 * 1024)]), 'stor.png']), 413],
    [await post([png, 'a.png'], [png, 'b.png'], [png, 'c.png']), 400],
    [await post([png, 'ok.png'], ['<svg/>', 'bad.png']), 415],
    [await uploads.request('/up', { method: 'POST', body: 'not multipart' }), 415],
  ]
  for (const [res, status] of cases) {
    expect(res.status).toBe(status)
    expect((await res.json()).error).toMatch(/\S/)
  }
  expect((await storedFiles()).length).toBe(before)
})
