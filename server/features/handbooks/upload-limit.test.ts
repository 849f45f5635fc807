// The real 100 MB limit on a real streaming body: the file on disk never grows past the limit,
// nothing is left behind, and a body that never ends is cut off — the server stops reading a
// few MB past the limit and answers 413 instead of draining the client for ever.
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { HANDBOOK_MAX_BYTES } from '../../../sync/inputs/handbooks'
import { createTestServer, TEST_EMPLOYEE, TEST_ORIGIN, type TestServer } from '../../test/app'
import { makeTestPdf } from '../documents/make-test-pdf'
import { BODY_OVERHEAD_BYTES } from './capped-body'

let s: TestServer
let cookie: string
let categoryId: string
const BOUNDARY = 'graense-7f3a9c'
const CHUNK = new Uint8Array(1024 * 1024).fill(0x20)

beforeAll(async () => {
  s = await createTestServer()
  cookie = await s.cookieFor(TEST_EMPLOYEE.email)
  const admin = await s.cookieFor('admin@test.dk')
  categoryId = (await (await s.request('/api/handbooks/categories', { method: 'POST', cookie: admin, json: { name: 'Store filer' } })).json()).category.id
})
afterAll(async () => s?.close())

/** A multipart body made on the fly: a PDF head, then `fileBytes` more (Infinity: never ends). */
function streamingUpload(fileBytes: number) {
  const enc = new TextEncoder()
  let sent = 0
  let phase: 'head' | 'file' | 'tail' | 'done' = 'head'
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (phase === 'head') {
        phase = 'file'
        const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="category_id"\r\n\r\n${categoryId}\r\n` +
          `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="stor.pdf"\r\ncontent-type: application/pdf\r\n\r\n`
        return controller.enqueue(new Uint8Array([...enc.encode(head), ...makeTestPdf(['Stor'])]))
      }
      if (phase === 'file') {
        const n = Math.min(CHUNK.length, fileBytes - sent)
        if (n <= 0) {
          phase = 'tail'
          return controller.enqueue(enc.encode(`\r\n--${BOUNDARY}--\r\n`))
        }
        sent += n
        return controller.enqueue(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n))
      }
      phase = 'done'
      controller.close()
    },
  })
  const response = Promise.resolve(
    s.app.request('/api/handbooks', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      // @ts-expect-error: Node's fetch needs this for a streaming request body
      duplex: 'half',
    }),
  )
  return { response, sent: () => sent }
}

async function largestStoredFile(): Promise<number> {
  const entries = await readdir(s.storage.root, { recursive: true, withFileTypes: true }).catch(() => [])
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map((e) => stat(path.join(e.parentPath, e.name)).then((st) => st.size, () => 0)))
  return Math.max(0, ...sizes)
}

it('a file 1 MB over the limit: 413 with the Danish message, never more than the limit on disk, nothing kept', async () => {
  let peak = 0
  let watching = true
  const watcher = (async () => {
    while (watching) {
      peak = Math.max(peak, await largestStoredFile())
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  const { response } = streamingUpload(HANDBOOK_MAX_BYTES + 1024 * 1024)
  const res = await response
  watching = false
  await watcher
  expect(res.status).toBe(413)
  expect(await res.json()).toEqual({ error: 'File size exceeds 100MB limit' })
  expect(peak).toBeLessThanOrEqual(HANDBOOK_MAX_BYTES)
  expect(peak).toBeGreaterThan(0) // the watcher did see the file growing
  expect(await largestStoredFile()).toBe(0)
  expect(await s.db.sql.query('select 1 from handbooks')).toHaveLength(0)
}, 120_000)

it('a body that never ends is cut off a few MB past the limit', async () => {
  const { response, sent } = streamingUpload(Infinity)
  const res = await response
  expect(res.status).toBe(413)
  expect(await res.json()).toEqual({ error: 'File size exceeds 100MB limit' })
  // The stream may be pulled a chunk or two ahead of what the server consumed.
  expect(sent()).toBeLessThanOrEqual(HANDBOOK_MAX_BYTES + BODY_OVERHEAD_BYTES + 4 * CHUNK.length)
  expect(await largestStoredFile()).toBe(0)
}, 120_000)
