// Uploaded files in S3-compatible object storage (AWS S3, MinIO, Garage, Ceph, R2 …), so several
// replicas of the app serve the same files. Requests are signed with SigV4 by aws4fetch; nothing
// else of an SDK is needed for the five calls used here.
//
// Uploads are buffered in memory one part at a time (PART_SIZE): a file that fits in one part is
// a single PUT; a larger one becomes a multipart upload, so memory per upload stays bounded
// whatever the upload limit is. S3 wants a Content-Length on every PUT, which rules out simply
// streaming the request body through.
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { AwsClient } from 'aws4fetch'
import type { Env } from '../env'
import { isStorageKey, newStorageKey, type ByteRange, type Storage } from './storage'

export interface S3Config {
  /** e.g. https://s3.eu-north-1.amazonaws.com or http://minio:9000 */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>`; most self-hosted servers need it. */
  forcePathStyle: boolean
  /** Bytes buffered per request; S3 needs at least 5 MiB for every part but the last. */
  partSize?: number
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024

/** The STORAGE_S3_* variables, or null when object storage is not configured. */
export function s3ConfigFromEnv(env: Pick<Env, Extract<keyof Env, `STORAGE_S3_${string}`>>): S3Config | null {
  if (!env.STORAGE_S3_BUCKET) return null
  return {
    endpoint: env.STORAGE_S3_ENDPOINT ?? `https://s3.${env.STORAGE_S3_REGION ?? 'us-east-1'}.amazonaws.com`,
    bucket: env.STORAGE_S3_BUCKET,
    region: env.STORAGE_S3_REGION ?? 'us-east-1',
    accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE ?? true,
  }
}

/** A failed call to the object store, with S3's own error code (e.g. InvalidAccessKeyId). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'S3Error'
  }
}

const xmlValue = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]

async function failure(res: Response, what: string): Promise<S3Error> {
  const text = await res.text().catch(() => '')
  const code = xmlValue(text, 'Code') ?? `HTTP ${res.status}`
  return new S3Error(res.status, code, `object storage: ${what} failed: ${code}${xmlValue(text, 'Message') ? ` (${xmlValue(text, 'Message')})` : ''}`)
}

const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export function createS3Storage(config: S3Config): Storage {
  const partSize = Math.max(config.partSize ?? DEFAULT_PART_SIZE, 1)
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // aws4fetch retries 5xx ten times with backoff by default: a browser waiting on an upload or
    // a file should hear of a broken store in seconds, not a minute.
    retries: 2,
    initRetryMs: 100,
  })
  const endpoint = new URL(config.endpoint.replace(/\/+$/, ''))
  const base = config.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`

  const urlOf = (key: string, query = '') => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`)
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}${query}`
  }

  /** A signed request whose body is hashed into the signature, so a proxy cannot alter it unseen. */
  const send = (url: string, method: string, body?: Buffer, headers: Record<string, string> = {}) =>
    client.fetch(url, {
      method,
      body: body as BodyInit | undefined,
      headers: { ...headers, ...(body ? { 'x-amz-content-sha256': sha256Hex(body) } : {}) },
    })

  async function putObject(key: string, bytes: Buffer) {
    const res = await send(urlOf(key), 'PUT', bytes, { 'content-type': 'application/octet-stream' })
    if (!res.ok) throw await failure(res, `PUT ${key}`)
    await res.body?.cancel()
  }

  async function get(key: string, range?: ByteRange): Promise<Response | null> {
    const res = await client.fetch(urlOf(key), { headers: range ? { range: `bytes=${range.start}-${range.end}` } : {} })
    if (res.status === 404) {
      await res.body?.cancel()
      return null
    }
    if (!res.ok) throw await failure(res, `GET ${key}`)
    return res
  }

  /** One upload: parts of `partSize` go out as they fill; whatever is left goes at end(). */
  function write(key: string): Writable {
    const url = urlOf(key)
    let chunks: Buffer[] = []
    let buffered = 0
    let uploadId: string | null = null
    const parts: string[] = []
    let completed = false

    const take = () => {
      const bytes = Buffer.concat(chunks, buffered)
      ;[chunks, buffered] = [[], 0]
      return bytes
    }
    async function uploadPart(bytes: Buffer) {
      if (!uploadId) {
        const res = await send(`${url}?uploads=`, 'POST', undefined, { 'content-type': 'application/octet-stream' })
        if (!res.ok) throw await failure(res, `start multipart ${key}`)
        uploadId = xmlValue(await res.text(), 'UploadId') ?? null
        if (!uploadId) throw new S3Error(res.status, 'NoUploadId', `object storage: start multipart ${key} gave no UploadId`)
      }
      const n = parts.length + 1
      const res = await send(`${url}?partNumber=${n}&uploadId=${encodeURIComponent(uploadId)}`, 'PUT', bytes)
      if (!res.ok) throw await failure(res, `PUT part ${n} of ${key}`)
      await res.body?.cancel()
      parts.push(res.headers.get('etag') ?? '')
    }
    async function complete() {
      const body = Buffer.from(
        `<CompleteMultipartUpload>${parts.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</ETag></Part>`).join('')}</CompleteMultipartUpload>`,
      )
      const res = await send(`${url}?uploadId=${encodeURIComponent(uploadId!)}`, 'POST', body, { 'content-type': 'application/xml' })
      // S3 may answer 200 and still report an error in the body.
      const text = await res.text()
      if (!res.ok || text.includes('<Error>')) throw new S3Error(res.status, xmlValue(text, 'Code') ?? `HTTP ${res.status}`, `object storage: complete ${key} failed: ${xmlValue(text, 'Code') ?? res.status}`)
    }

    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        buffered += chunk.length
        // Holding the callback until the part is stored is the backpressure: the upload waits.
        if (buffered >= partSize) uploadPart(take()).then(() => callback(), callback)
        else callback()
      },
      final(callback) {
        const done = uploadId ? uploadPart(take()).then(complete) : putObject(key, take())
        done.then(() => {
          completed = true
          callback()
        }, callback)
      },
      destroy(err, callback) {
        chunks = []
        // A half-made multipart upload is kept (and billed) until aborted.
        if (uploadId && !completed) {
          client
            .fetch(`${url}?uploadId=${encodeURIComponent(uploadId)}`, { method: 'DELETE' })
            .then((res) => res.body?.cancel())
            .catch(() => {})
            .finally(() => callback(err))
        } else callback(err)
      },
    })
  }

  return {
    describe: `S3 bucket ${config.bucket} at ${endpoint.origin}`,
    newKey: newStorageKey,
    write,
    put: putObject,
    async read(key, range) {
      const res = await get(key, range)
      if (!res) return null
      return res.body ? Readable.fromWeb(res.body as import('node:stream/web').ReadableStream) : Readable.from([])
    },
    async size(key) {
      const res = await client.fetch(urlOf(key), { method: 'HEAD' })
      if (res.status === 404) return null
      if (!res.ok) throw await failure(res, `HEAD ${key}`)
      return Number(res.headers.get('content-length'))
    },
    async remove(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' })
      // Deleting what is not there is not an error: S3 answers 204 either way, some servers 404.
      if (!res.ok && res.status !== 404) throw await failure(res, `DELETE ${key}`)
      await res.body?.cancel()
    },
    async withLocalFile(key, use) {
      const res = await get(key)
      if (!res?.body) throw new S3Error(404, 'NoSuchKey', `object storage: ${key} not found`)
      const dir = await mkdtemp(path.join(os.tmpdir(), 'intranet-s3-'))
      try {
        const file = path.join(dir, key.split('/').pop()!)
        await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), createWriteStream(file))
        return await use(file)
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    urlOf: (key) => `/api/files/${key}`,
  }
}
