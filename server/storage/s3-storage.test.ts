// The object-storage backend against s3rver, an S3-protocol server that checks every SigV4
// signature with its own implementation (server/test/s3-server.ts): the Storage calls themselves,
// then the app's real upload and file routes on top of it.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { AwsClient } from 'aws4fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestS3, type TestS3 } from '../test/s3-server'
import { createTestServer, TEST_EMPLOYEE, TEST_ORIGIN, type TestServer } from '../test/app'
import { truncatedUpload } from '../test/truncated-upload'
import { createS3Storage, S3Error, s3ConfigFromEnv, type S3Config } from './s3-storage'
import { readBytes, type Storage } from './storage'
import { loadEnv } from '../env'

let s3: TestS3
let config: S3Config

beforeAll(async () => {
  s3 = await startTestS3()
  config = {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  }
})
afterAll(async () => s3?.close())

async function writeAll(storage: Storage, key: string, chunks: Buffer[]): Promise<void> {
  const out = storage.write(key)
  out.on('error', () => {})
  for (const chunk of chunks) if (!out.write(chunk)) await new Promise((r) => out.once('drain', r))
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())))
}

const streamed = async (storage: Storage, key: string, range?: { start: number; end: number }) => {
  const body = await storage.read(key, range)
  if (!body) return null
  const parts: Buffer[] = []
  for await (const c of body) parts.push(c as Buffer)
  return Buffer.concat(parts)
}

describe('S3 storage against s3rver, which checks every SigV4 signature', () => {
  it('the test server refuses unsigned requests and bodies that differ from their signed hash', async () => {
    const key = 'posts/2026-01/00000000-0000-4000-8000-000000000001.png'
    const unsigned = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`, { method: 'PUT', body: 'x' })
    expect(unsigned.status).toBe(403)
    expect(await unsigned.text()).toContain('AccessDenied')
    // Signed for one body, sent with another: the payload hash gives it away.
    const client = new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, service: 's3', region: s3.region, retries: 0 })
    const signed = await client.sign(`${s3.endpoint}/${s3.bucket}/${key}`, {
      method: 'PUT',
      body: 'good',
      headers: { 'x-amz-content-sha256': '2b5a0da5e3ba1d4b1fc3e3bdb4b4b4f2a1a7e2d4d4ee8c6b87f2a4d0a5e8d3c1' },
    })
    const tampered = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: 'evil' })
    expect(tampered.status).toBe(400)
    expect(await tampered.text()).toContain('XAmzContentSHA256Mismatch')
    // A signature over another path does not open this one.
    const other = await client.sign(`${s3.endpoint}/${s3.bucket}/${key}.other`, { method: 'GET' })
    const moved = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`, { headers: other.headers })
    expect(await moved.text()).toContain('SignatureDoesNotMatch')
    expect(await s3.object(key)).toBeNull()
  })

  it('stores, stats, streams back whole and by range, and deletes', async () => {
    const storage = createS3Storage(config)
    const key = storage.newKey('posts', 'bin')
    const bytes = randomBytes(50_000)
    await writeAll(storage, key, [bytes.subarray(0, 10_000), bytes.subarray(10_000)])
    expect((await s3.object(key))?.equals(bytes)).toBe(true)
    // Small files are one PUT, not a multipart upload.
    expect(s3.log.filter((l) => l.includes(key) && l.startsWith('PUT'))).toHaveLength(1)

    expect(await storage.size(key)).toBe(bytes.length)
    expect((await streamed(storage, key))?.equals(bytes)).toBe(true)
    expect((await streamed(storage, key, { start: 100, end: 199 }))?.equals(bytes.subarray(100, 200))).toBe(true)
    expect((await readBytes(storage, key))?.equals(bytes)).toBe(true)
    expect(await storage.withLocalFile(key, async (file) => (await readFile(file)).equals(bytes))).toBe(true)

    await storage.put(`${key}.feed.webp`, Buffer.from('derived'))
    expect((await s3.object(`${key}.feed.webp`))?.toString()).toBe('derived')

    await storage.remove(key)
    expect(await s3.object(key)).toBeNull()
    expect(await storage.size(key)).toBeNull()
    expect(await storage.read(key)).toBeNull()
    // Removing what is gone is not an error (uploads clean up after themselves twice at times).
    await storage.remove(key)
  })

  it('a missing key is "not found": null from size and read, an S3Error from withLocalFile', async () => {
    const storage = createS3Storage(config)
    const key = storage.newKey('news', 'mp4')
    expect(await storage.size(key)).toBeNull()
    expect(await storage.read(key)).toBeNull()
    expect(await readBytes(storage, key)).toBeNull()
    await expect(storage.withLocalFile(key, async () => 'used')).rejects.toMatchObject({ code: 'NoSuchKey' })
  })

  it('a file larger than one part goes up as a multipart upload, memory bounded by the part size', async () => {
    const storage = createS3Storage({ ...config, partSize: 64 * 1024 })
    const key = storage.newKey('transcriptions', 'wav')
    const bytes = randomBytes(200_000)
    const chunks = Array.from({ length: 25 }, (_, i) => bytes.subarray(i * 8000, (i + 1) * 8000))
    await writeAll(storage, key, chunks)
    expect((await s3.object(key))?.equals(bytes)).toBe(true)
    const calls = s3.log.filter((l) => l.includes(key))
    expect(calls.some((l) => l.startsWith('POST') && l.includes('uploads'))).toBe(true)
    expect(calls.filter((l) => l.startsWith('PUT') && l.includes('partNumber'))).toHaveLength(3) // a part goes once 64 KiB are held: 9 chunks (72,000 bytes) twice, then the rest
    expect(await s3.pendingUploads()).toBe(0)
  })

  it('a multipart upload given up half way is aborted, not left in the bucket', async () => {
    const storage = createS3Storage({ ...config, partSize: 16 * 1024 })
    const key = storage.newKey('transcriptions', 'wav')
    const out = storage.write(key)
    out.on('error', () => {})
    out.write(randomBytes(40_000))
    await new Promise((r) => setTimeout(r, 200))
    expect(await s3.pendingUploads()).toBe(1)
    out.destroy(new Error('client went away'))
    await new Promise((r) => out.once('close', r))
    expect(await s3.pendingUploads()).toBe(0)
    expect(await s3.object(key)).toBeNull()
  })

  it('wrong credentials or a dead endpoint surface as errors, not crashes', async () => {
    for (const wrong of [
      { ...config, secretAccessKey: 'not-the-secret' },
      { ...config, accessKeyId: 'AKIAUNKNOWN' },
    ]) {
      const storage = createS3Storage(wrong)
      const key = storage.newKey('posts', 'png')
      const err = await storage.put(key, Buffer.from('x')).catch((e) => e)
      expect(err).toBeInstanceOf(S3Error)
      expect(['SignatureDoesNotMatch', 'InvalidAccessKeyId']).toContain(err.code)
      await expect(writeAll(storage, key, [Buffer.from('y')])).rejects.toBeInstanceOf(S3Error)
      await expect(storage.size(key)).rejects.toBeInstanceOf(S3Error)
      await expect(storage.read(key)).rejects.toBeInstanceOf(S3Error)
      await expect(storage.remove(key)).rejects.toBeInstanceOf(S3Error)
      expect(await s3.object(key)).toBeNull()
    }
    const gone = await startTestS3()
    await gone.close()
    const dead = createS3Storage({ ...config, endpoint: gone.endpoint })
    await expect(dead.size(dead.newKey('posts', 'png'))).rejects.toThrow()
  })

  it('STORAGE_S3_* select it; path style is the default, virtual-hosted on request', () => {
    const creds = { STORAGE_S3_ACCESS_KEY_ID: 'id', STORAGE_S3_SECRET_ACCESS_KEY: 'secret' }
    expect(s3ConfigFromEnv(loadEnv({}))).toBeNull()
    const env = loadEnv({
      STORAGE_S3_ENDPOINT: 'http://minio:9000',
      STORAGE_S3_BUCKET: 'intranet',
      STORAGE_S3_ACCESS_KEY_ID: 'id',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(s3ConfigFromEnv(env)).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'intranet', region: 'us-east-1', forcePathStyle: true })
    expect(createS3Storage(s3ConfigFromEnv(env)!).describe).toContain('intranet')
    expect(s3ConfigFromEnv(loadEnv({ ...creds, STORAGE_S3_BUCKET: 'b', STORAGE_S3_FORCE_PATH_STYLE: 'false' }))?.forcePathStyle).toBe(false)
    // A bucket without credentials is a configuration mistake, named at start.
    expect(() => loadEnv({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_ACCESS_KEY_ID: 'id' })).toThrow(/STORAGE_S3_SECRET_ACCESS_KEY/)
    expect(() => loadEnv({ STORAGE_S3_ENDPOINT: 'http://minio:9000' })).toThrow(/STORAGE_S3_BUCKET/)
  })
})

describe('the app on S3 storage: upload route and /api/files', () => {
  let s: TestServer<Storage>
  let cookie: string
  beforeAll(async () => {
    s = await createTestServer({ storage: createS3Storage(config) })
    cookie = await s.cookieFor(TEST_EMPLOYEE.email)
  })
  afterAll(async () => s?.close())

  it('a profile photo is stored resized in the bucket, served whole and by range, and replaced cleanly', async () => {
    const upload = async () => {
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)]), 'mig.png')
      const res = await s.app.request('/api/profile/image', { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body: form })
      expect(res.status).toBe(200)
      return ((await res.json()) as { image: string }).image
    }
    const url = await upload()
    const key = url.slice('/api/files/'.length)
    const stored = (await s3.object(key))!
    expect(stored).not.toBeNull()
    expect((await sharp(stored).metadata()).width).toBe(512)
    // The original is never kept, in the bucket either.
    expect((await s3.keys()).filter((k) => k.startsWith(key.replace(/\.512\.webp$/, '')))).toEqual([key])

    const whole = await s.app.request(url, { headers: { cookie } })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true)

    const part = await s.app.request(url, { headers: { cookie, range: 'bytes=10-19' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${stored.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(10, 20))).toBe(true)
    expect((await s.app.request(url, { headers: { cookie, range: `bytes=${stored.length}-` } })).status).toBe(416)

    // A new photo replaces the old one in the bucket.
    const next = await upload()
    expect(next).not.toBe(url)
    expect(await s3.object(key)).toBeNull()
    expect((await s.app.request(url, { headers: { cookie } })).status).toBe(404)
  })
})

describe('the app on S3 storage: an upload that breaks off', () => {
  let s: TestServer<Storage>
  beforeAll(async () => {
    // Small parts, so the video is on its way up as a multipart upload when the body breaks off.
    s = await createTestServer({ storage: createS3Storage({ ...config, partSize: 64 * 1024 }) })
  })
  afterAll(async () => s?.close())

  it('a news video cut off half way is refused; its multipart upload is aborted and nothing is left in the bucket', async () => {
    const cookie = await s.cookieFor(TEST_EMPLOYEE.email)
    const before = await s3.keys()
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4), Buffer.from('mp42isom'), randomBytes(400 * 1024)])
    for (const how of ['ended', 'broken'] as const) {
      const res = await truncatedUpload(s.app, '/api/news/media?purpose=video', cookie, { name: 'kran.mp4', type: 'video/mp4', bytes: mp4 }, how)
      expect(res.status, how).toBe(400)
      expect(await res.json()).toEqual({ error: 'Uploaden blev afbrudt' })
      expect(s3.log.some((l) => l.startsWith('PUT') && l.includes('partNumber'))).toBe(true)
      expect(await s3.pendingUploads(), how).toBe(0)
      expect(await s3.keys(), how).toEqual(before)
    }
  })
})

describe('the app on a bucket it may not write to', () => {
  let s: TestServer<Storage>
  beforeAll(async () => {
    s = await createTestServer({ storage: createS3Storage({ ...config, secretAccessKey: 'rotated-elsewhere' }) })
  })
  afterAll(async () => s?.close())

  it('an upload is answered 500 with a Danish message, nothing is stored, and the server goes on', async () => {
    const cookie = await s.cookieFor(TEST_EMPLOYEE.email)
    const before = (await s3.keys()).length
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)]), 'mig.png')
    const res = await s.app.request('/api/profile/image', { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body: form })
    expect(res.status).toBe(500)
    expect((await res.json()).error).toBe('Filen kunne ikke gemmes. Prøv igen')
    expect(await s3.keys()).toHaveLength(before)
    expect((await s.request('/api/health')).status).toBe(200)
  })
})
