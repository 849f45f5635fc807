// A small Web Push service for tests (RFC 8030): it accepts a push at /push/<device>, checks
// the sender's VAPID authorization (RFC 8292: an ES256 JWT signed with the key it names, for
// this service's origin) and keeps the body. Its devices are browsers of its own: each has a
// P-256 key pair and an auth secret made with node:crypto, and opens what it receives as a
// browser does (RFC 8291, aes128gcm), so a passing test shows the server really encrypted the
// push for that browser and signed it, not merely that it sent something push-shaped.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeDevice {
  name: string
  endpoint: string
  /** As PushSubscription.toJSON() gives it to the page. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  /** The pushes this device received and could open, in order. */
  received: ReceivedPush[]
  /** What the service answers a push to this device with (410: the browser unsubscribed). */
  answer: number
}

export interface ReceivedPush {
  payload: unknown
  headers: http.IncomingHttpHeaders
  /** The VAPID JWT's claims, after its signature was checked against `publicKey`. */
  claims: { aud: string; exp: number; sub: string }
  /** The key the push was signed with (the `k` of the Authorization header). */
  publicKey: string
}

export interface FakePushService {
  origin: string
  device(name: string): FakeDevice
  /** Pushes refused (bad signature, not decryptable): each with the reason. */
  rejected: string[]
  close(): Promise<void>
}

const b64u = (buf: Buffer) => buf.toString('base64url')
const fromB64u = (text: string) => Buffer.from(text, 'base64url')

/** RFC 8292 §3: `vapid t=<jwt>, k=<key>`; the JWT's ES256 signature is checked against k. */
function checkVapid(authorization: string | undefined, origin: string): { claims: ReceivedPush['claims']; publicKey: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '')
  if (!m) throw new Error(`no VAPID authorization: ${authorization}`)
  const [, jwt, k] = m
  const [header, body, signature] = jwt.split('.')
  if (JSON.parse(fromB64u(header).toString()).alg !== 'ES256') throw new Error('JWT is not ES256')
  const point = fromB64u(k)
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point')
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) }, format: 'jwk' })
  const ok = verify('sha256', Buffer.from(`${header}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, fromB64u(signature))
  if (!ok) throw new Error('VAPID signature does not verify')
  const claims = JSON.parse(fromB64u(body).toString()) as ReceivedPush['claims']
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`)
  const now = Date.now() / 1000
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp} is not within 24 hours`)
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub} is no contact`)
  return { claims, publicKey: k }
}

/** RFC 8291 + RFC 8188: one aes128gcm record, opened with the device's private key and secret. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (record.length > recordSize) throw new Error('more than one record')
  const receiverKey = device.ecdh.getPublicKey()
  const shared = device.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends in a 0x02 delimiter, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end)
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, FakeDevice & { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>()
  const rejected: string[] = []
  let origin = ''

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const device = devices.get(decodeURIComponent((req.url ?? '').replace(/^\/push\//, '')))
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end()
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`)
        if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) throw new Error('no TTL')
        const { claims, publicKey } = checkVapid(req.headers.authorization, origin)
        if (device.answer === 201) {
          const payload = JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8'))
          device.received.push({ payload, headers: req.headers, claims, publicKey })
        }
        res.writeHead(device.answer).end()
      } catch (err) {
        rejected.push(`${device.name}: ${(err as Error).message}`)
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    rejected,
    device(name) {
      const existing = devices.get(name)
      if (existing) return existing
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const endpoint = `${origin}/push/${encodeURIComponent(name)}`
      const device = {
        name,
        endpoint,
        ecdh,
        auth,
        answer: 201,
        received: [],
        subscription: { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } },
      }
      devices.set(name, device)
      return device
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
