// An S3-protocol server for tests: s3rver (the maintained @20minutes fork), which keeps objects
// on disk under a temporary folder and checks every SigV4 signature with its own implementation
// of the algorithm — not aws4fetch, the signer the app uses — so a signing mistake in the app
// fails here as it would on S3.
//
// s3rver falls short of S3 in three places the app relies on, so a small front in this file
// makes up for them: it lets anonymous requests in (a private bucket refuses them), it does not
// compare a body with its signed x-amz-content-sha256, and it has no AbortMultipartUpload. The
// front refuses the first two and, once s3rver has accepted the abort's signature (answering only
// that the method is not allowed), removes the unfinished upload itself.
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

interface S3rverStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string
  listObjects(bucket: string, options: object): Promise<{ objects: { key: string }[] }>
}
interface S3rverInstance {
  store: S3rverStore
  run(): Promise<AddressInfo>
  close(): Promise<void>
  httpServer: http.Server
}
type S3rverClass = new (options: object) => S3rverInstance

// The package is CommonJS without type declarations; the few members used are typed above.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass

export interface TestS3 {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** The stored bytes of one object, or null when there is none. */
  object(key: string): Promise<Buffer | null>
  keys(): Promise<string[]>
  /** Every request as `METHOD path?query → status`, for tests that check what was called. */
  log: string[]
  /** Unfinished multipart uploads. */
  pendingUploads(): Promise<number>
  close(): Promise<void>
}

function xmlError(res: http.ServerResponse, status: number, code: string, message: string, method: string) {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(method === 'HEAD' ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`)
}

const missing = (err: NodeJS.ErrnoException) => {
  if (err.code === 'ENOENT') return null
  throw err
}

export async function startTestS3(options: { bucket?: string; region?: string } = {}): Promise<TestS3> {
  // s3rver's one built-in key pair; a request signed with anything else is refused.
  const accessKeyId = 'S3RVER'
  const secretAccessKey = 'S3RVER'
  const region = options.region ?? 'eu-north-1'
  const bucket = options.bucket ?? 'intranet-test'
  const directory = await mkdtemp(path.join(os.tmpdir(), 'intranet-s3rver-'))
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, vhostBuckets: false, configureBuckets: [{ name: bucket }] })
  const inner = await s3rver.run()
  const uploadsDir = s3rver.store.getResourcePath(bucket, undefined, 'uploads')
  const agent = new http.Agent({ keepAlive: true })
  const log: string[] = []

  function forward(req: http.IncomingMessage, body: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      // The Host header goes through unchanged: it is signed, and s3rver checks it.
      const out = http.request({ host: inner.address, port: inner.port, method: req.method, path: req.url, headers: req.headers, agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      out.on('error', reject)
      out.end(body)
    })
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const method = req.method ?? 'GET'
    const query = new URL(req.url ?? '/', 'http://s3').searchParams
    if (!req.headers.authorization && !query.has('X-Amz-Algorithm')) return xmlError(res, 403, 'AccessDenied', 'Access Denied', method)
    const declared = String(req.headers['x-amz-content-sha256'] ?? '')
    if (/^[0-9a-f]{64}$/i.test(declared) && declared.toLowerCase() !== createHash('sha256').update(body).digest('hex')) {
      return xmlError(res, 400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.', method)
    }
    const answer = await forward(req, body)
    const uploadId = query.get('uploadId')
    if (method === 'DELETE' && uploadId && answer.status === 405) {
      const dir = path.join(uploadsDir, path.basename(uploadId))
      if ((await readdir(dir).catch(missing)) === null) return xmlError(res, 404, 'NoSuchUpload', 'The specified upload does not exist.', method)
      await rm(dir, { recursive: true, force: true })
      res.writeHead(204)
      return res.end()
    }
    const headers = { ...answer.headers }
    delete headers['transfer-encoding']
    delete headers.connection
    res.writeHead(answer.status, headers)
    res.end(method === 'HEAD' ? undefined : answer.body)
  }

  const front = http.createServer((req, res) => {
    res.on('finish', () => log.push(`${req.method} ${req.url} → ${res.statusCode}`))
    handle(req, res).catch((err) => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', String(err?.message ?? err), req.method ?? 'GET')
      else res.destroy()
    })
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  const { port } = front.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    object: (key) => readFile(s3rver.store.getResourcePath(bucket, key, 'object')).catch(missing),
    keys: async () => (await s3rver.store.listObjects(bucket, {})).objects.map((o) => o.key),
    log,
    pendingUploads: async () => ((await readdir(uploadsDir).catch(missing)) ?? []).length,
    close: async () => {
      front.closeAllConnections()
      await new Promise<void>((resolve) => front.close(() => resolve()))
      agent.destroy()
      s3rver.httpServer.closeAllConnections()
      await s3rver.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
