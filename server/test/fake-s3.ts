// A small S3-protocol server for tests: path-style buckets, objects in memory, PUT/GET (with
// Range)/HEAD/DELETE and multipart uploads. Every request must carry a valid SigV4 signature: the
// server recomputes it from the request with aws4fetch's signer and the one secret it knows, so a
// passing test shows the app really speaks the protocol (canonical request, signed headers,
// payload hash), not merely that it sends something shaped like it.
import { createHash, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { AwsV4Signer } from 'aws4fetch'

export interface FakeS3Options {
  accessKeyId?: string
  secretAccessKey?: string
  region?: string
  bucket?: string
}

export interface FakeS3 {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  objects: Map<string, Buffer>
  /** Every request as `METHOD path?query → status`, for tests that check what was called. */
  log: string[]
  /** Unfinished multipart uploads. */
  pendingUploads(): number
  close(): Promise<void>
}

const MAX_SKEW_MS = 15 * 60 * 1000

function xmlError(res: http.ServerResponse, status: number, code: string, message: string, method: string) {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(method === 'HEAD' ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`)
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKES3TEST'
  const secretAccessKey = options.secretAccessKey ?? 'fake-s3-secret-for-tests-only'
  const region = options.region ?? 'eu-north-1'
  const bucket = options.bucket ?? 'intranet-test'
  const objects = new Map<string, Buffer>()
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>()
  const log: string[] = []

  /** null when the signature is right, else the S3 error code. */
  async function checkSignature(req: http.IncomingMessage, body: Buffer): Promise<[string, string] | null> {
    const auth = req.headers.authorization ?? ''
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth)
    if (!m) return ['AccessDenied', 'missing or malformed SigV4 Authorization header']
    const [, keyId, day, signedRegion, signedHeaders] = m
    if (keyId !== accessKeyId) return ['InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.']
    if (signedRegion !== region) return ['AuthorizationHeaderMalformed', `region ${signedRegion} is wrong; expecting ${region}`]
    const amzDate = String(req.headers['x-amz-date'] ?? '')
    const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate)
    if (!when || amzDate.slice(0, 8) !== day) return ['AccessDenied', 'missing or malformed X-Amz-Date']
    const at = Date.UTC(+when[1], +when[2] - 1, +when[3], +when[4], +when[5], +when[6])
    if (Math.abs(Date.now() - at) > MAX_SKEW_MS) return ['RequestTimeTooSkewed', 'request time too far from server time']
    const payload = String(req.headers['x-amz-content-sha256'] ?? '')
    if (!payload) return ['InvalidRequest', 'missing x-amz-content-sha256']
    if (payload !== 'UNSIGNED-PAYLOAD' && payload !== createHash('sha256').update(body).digest('hex')) {
      return ['XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.']
    }
    const names = signedHeaders.split(';')
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) {
      return ['AccessDenied', 'host, x-amz-date and x-amz-content-sha256 must be signed']
    }
    const headers = new Headers()
    for (const name of names) if (name !== 'host') headers.set(name, String(req.headers[name] ?? ''))
    const signer = new AwsV4Signer({
      method: req.method,
      url: `http://${req.headers.host}${req.url}`,
      headers,
      accessKeyId,
      secretAccessKey,
      service: 's3',
      region,
      datetime: amzDate,
      allHeaders: true,
    })
    const expected = (await signer.sign()).headers.get('authorization')
    return expected === auth ? null : ['SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.']
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', 'http://fake-s3')
    const bad = await checkSignature(req, body)
    if (bad) return xmlError(res, 403, bad[0], bad[1], method)

    const [, bucketName, ...rest] = url.pathname.split('/')
    if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', method)
    const key = rest.map(decodeURIComponent).join('/')
    if (!key) return xmlError(res, 400, 'InvalidRequest', 'only object operations are supported', method)
    const q = url.searchParams

    if (method === 'POST' && q.has('uploads')) {
      const id = randomUUID()
      uploads.set(id, { key, parts: new Map() })
      res.writeHead(200, { 'content-type': 'application/xml' })
      return res.end(`<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`)
    }
    if (q.has('uploadId')) {
      const upload = uploads.get(q.get('uploadId')!)
      if (!upload || upload.key !== key) return xmlError(res, 404, 'NoSuchUpload', 'The specified upload does not exist', method)
      if (method === 'PUT') {
        const n = Number(q.get('partNumber'))
        upload.parts.set(n, body)
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` })
        return res.end()
      }
      if (method === 'POST') {
        const listed = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]*)<\/ETag>/g)]
        const parts: Buffer[] = []
        for (const [, n, etag] of listed) {
          const part = upload.parts.get(Number(n))
          if (!part || etag !== `"${createHash('md5').update(part).digest('hex')}"`) return xmlError(res, 400, 'InvalidPart', `part ${n} is missing or its ETag differs`, method)
          parts.push(part)
        }
        objects.set(key, Buffer.concat(parts))
        uploads.delete(q.get('uploadId')!)
        res.writeHead(200, { 'content-type': 'application/xml' })
        return res.end(`<CompleteMultipartUploadResult><Key>${key}</Key></CompleteMultipartUploadResult>`)
      }
      if (method === 'DELETE') {
        uploads.delete(q.get('uploadId')!)
        res.writeHead(204)
        return res.end()
      }
    }
    if (method === 'PUT') {
      objects.set(key, body)
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` })
      return res.end()
    }
    if (method === 'DELETE') {
      objects.delete(key)
      res.writeHead(204)
      return res.end()
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key)
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', method)
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''))
      let [start, end, status] = [0, object.length - 1, 200]
      const headers: Record<string, string> = { 'accept-ranges': 'bytes', 'content-type': 'application/octet-stream' }
      if (range && method === 'GET' && (range[1] || range[2])) {
        start = range[1] ? Number(range[1]) : Math.max(0, object.length - Number(range[2]))
        end = range[1] && range[2] ? Math.min(Number(range[2]), object.length - 1) : object.length - 1
        if (start > end || start >= object.length) return xmlError(res, 416, 'InvalidRange', 'The requested range is not satisfiable', method)
        status = 206
        headers['content-range'] = `bytes ${start}-${end}/${object.length}`
      }
      headers['content-length'] = String(end - start + 1)
      res.writeHead(status, headers)
      return res.end(method === 'HEAD' ? undefined : object.subarray(start, end + 1))
    }
    return xmlError(res, 405, 'MethodNotAllowed', `${method} is not supported here`, method)
  }

  const server = http.createServer((req, res) => {
    res.on('finish', () => log.push(`${req.method} ${req.url} → ${res.statusCode}`))
    handle(req, res).catch((err) => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', String(err?.message ?? err), req.method ?? 'GET')
      else res.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    pendingUploads: () => uploads.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
