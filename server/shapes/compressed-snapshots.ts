// 9 am: two thousand browsers make their first visit, and each asks for the same snapshot of
// every shape the firm shares (news, people, events …). Compressing each answer anew costs
// the server a brotli encoder per answer, most of its CPU and, at the peak, much of its memory.
// The upstream names a snapshot answer by its etag (the shape's handle — which names the
// resolved shape, the viewer's rules included — and the offsets it spans): one etag, one body.
// So each is compressed once per encoding, by the first to ask, and served from memory to the
// rest while it is asked for.
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Encoding } from '../http/accept-encoding'
import { BROTLI_QUALITY } from '../http/compress-json'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export interface CompressedSnapshotsOptions {
  /** Bodies smaller than this go as they are (most of a person's own shapes). */
  minBytes?: number
  /** Bodies larger than this stream through the usual compression instead (never held whole). */
  maxBodyBytes?: number
  /** Compressed bytes kept at most; the oldest go first. */
  maxBytes?: number
  /** How long an answer is kept after it was last asked for. */
  ttlMs?: number
}

interface Entry {
  bytes: Promise<Buffer | null>
  size: number
  usedAt: number
}

export function createCompressedSnapshots(options: CompressedSnapshotsOptions = {}) {
  const minBytes = options.minBytes ?? 2048
  const maxBodyBytes = options.maxBodyBytes ?? 8 * 1024 * 1024
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024
  const ttlMs = options.ttlMs ?? 60_000
  const entries = new Map<string, Entry>()
  let total = 0

  const compress = (encoding: Encoding, body: string) =>
    // A smaller window than the default 4 MB: a snapshot's repetition is local (row to row).
    encoding === 'br'
      ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_LGWIN]: 20 } })
      : gzip(body)

  function forget(key: string, entry: Entry) {
    if (entries.get(key) !== entry) return
    entries.delete(key)
    total -= entry.size
  }

  function sweep(now: number) {
    for (const [key, entry] of entries) {
      if (total <= maxBytes && now - entry.usedAt < ttlMs) break
      forget(key, entry)
    }
  }

  const timer = setInterval(() => sweep(Date.now()), ttlMs / 4)
  timer.unref()

  return {
    /**
     * The compressed answer named `etag`, or null: send the body as it is. `read` gives this
     * asker's body; it is called for the first asker only (the others' bodies stay unread: cancel
     * them when given bytes). `length` is the body's size when known: a large one is never read.
     */
    async get(etag: string, encoding: Encoding, length: number | null, read: () => Promise<string>): Promise<Buffer | null> {
      if (length !== null && (length < minBytes || length > maxBodyBytes)) return null
      const key = `${encoding}${etag}`
      const now = Date.now()
      const known = entries.get(key)
      if (known) {
        // Re-filed as the newest: a snapshot asked for all morning stays.
        entries.delete(key)
        entries.set(key, known)
        known.usedAt = now
        return known.bytes
      }
      const entry: Entry = { bytes: Promise.resolve(null), size: 0, usedAt: now }
      entry.bytes = (async () => {
        const body = await read()
        // Not kept: the next asker reads its own (a small one is most likely a person's own shape).
        if (body.length < minBytes || body.length > maxBodyBytes) return forget(key, entry), null
        const bytes = await compress(encoding, body)
        entry.size = bytes.byteLength
        total += entry.size
        sweep(Date.now())
        return bytes
      })().catch(() => {
        forget(key, entry)
        return null
      })
      entries.set(key, entry)
      return entry.bytes
    },
    stats: () => ({ entries: entries.size, bytes: total }),
    close: () => clearInterval(timer),
  }
}

export type CompressedSnapshots = ReturnType<typeof createCompressedSnapshots>
