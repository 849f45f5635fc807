// Streaming multipart uploads: the size limit is enforced while the bytes arrive (nothing
// larger is ever buffered or kept), the type is judged from the first bytes of content, and
// a rejected upload leaves no file behind.
import { finished, Readable, type Writable } from 'node:stream'
import busboy from 'busboy'
import { fileTypeFromBuffer } from 'file-type'
import type { Context } from 'hono'
import { ApiError } from '../http/errors'
import { ensureDir, type Storage } from './storage'

export interface UploadRule {
  bucket: string
  maxBytes: number
  /** Accepted MIME types, as detected from content (see file-types.ts). */
  accept: readonly string[]
  maxFiles?: number
  messages?: Partial<UploadMessages>
}

export interface UploadMessages {
  missing: string
  empty: (name: string) => string
  tooLarge: (name: string, maxBytes: number) => string
  wrongType: (name: string) => string
  tooMany: (max: number) => string
}

const formatMb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

const DEFAULT_MESSAGES: UploadMessages = {
  missing: 'Vælg en fil',
  empty: (name) => `Filen ${name} er tom`,
  tooLarge: (name, max) => `Filen ${name} er større end ${formatMb(max)}`,
  wrongType: (name) => `Filen ${name} har en filtype, der ikke understøttes`,
  tooMany: (max) => `Du kan højst uploade ${max} filer ad gangen`,
}

export interface StoredFile {
  key: string
  url: string
  size: number
  mime: string
  ext: string
  /** The name the user's file had, for display and downloads only. */
  originalName: string
}

export interface UploadResult {
  files: StoredFile[]
  fields: Record<string, string>
}

const SNIFF_BYTES = 4100

/** Keeps a display name printable and short; it is never used as a path. */
export const cleanFileName = (name: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  (name.normalize('NFC').replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'fil').slice(0, 200)

/**
 * Cleaning up after a refused upload must not replace the answer: when the store is what
 * failed, removing the remains fails too (and a refused upload only left a partial object).
 */
const discard = (storage: Storage, key: string) =>
  storage.remove(key).catch((err) => console.error(`[storage] could not remove ${key}:`, (err as Error).message))

/**
 * Stops writing a refused file before it is removed: object storage then aborts its half-made
 * multipart upload (otherwise kept, and billed, in the bucket), a disk closes the file.
 */
function abandon(writer: NodeJS.WritableStream | null): Promise<void> {
  if (!writer) return Promise.resolve()
  const w = writer as Writable
  return new Promise((resolve) => {
    finished(w, () => resolve())
    w.destroy()
  })
}

/** Waits for room in `writer`, or throws its error: an errored stream never drains. */
function drained(writer: NodeJS.WritableStream): Promise<void> {
  const w = writer as NodeJS.WritableStream & { errored?: Error | null; destroyed?: boolean }
  if (w.errored) return Promise.reject(w.errored)
  if (w.destroyed) return Promise.reject(new Error('storage stream closed'))
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      writer.off('drain', done)
      writer.off('error', done)
      writer.off('close', done)
      if (err) reject(err)
      else if (w.destroyed && w.errored) reject(w.errored)
      else resolve()
    }
    writer.once('drain', done)
    writer.once('error', done)
    writer.once('close', done)
  })
}

export async function receiveUpload(c: Context, storage: Storage, rule: UploadRule): Promise<UploadResult> {
  const messages = { ...DEFAULT_MESSAGES, ...rule.messages }
  const maxFiles = rule.maxFiles ?? 1
  const contentType = c.req.header('content-type') ?? ''
  if (!contentType.startsWith('multipart/form-data')) throw new ApiError(415, messages.missing)
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > rule.maxBytes * maxFiles + 1024 * 1024) throw new ApiError(413, messages.tooLarge('', rule.maxBytes))
  const body = c.req.raw.body
  if (!body) throw new ApiError(400, messages.missing)

  const stored: StoredFile[] = []
  const fields: Record<string, string> = {}
  let failure: ApiError | null = null
  const fail = (err: ApiError) => {
    failure ??= err
  }
  const pending: Promise<void>[] = []

  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8', // file names like 'Møde.mp3' arrive as UTF-8, not Latin-1
        limits: { fileSize: rule.maxBytes, files: maxFiles + 1, fields: 30, fieldSize: 64 * 1024 },
      })
    } catch {
      return reject(new ApiError(400, messages.missing))
    }
    parser.on('field', (name, value) => {
      fields[name] = value
    })
    parser.on('file', (_field, stream, info) => {
      const name = cleanFileName(info.filename ?? 'fil')
      if (stored.length + pending.length >= maxFiles) {
        fail(new ApiError(400, messages.tooMany(maxFiles)))
        stream.resume()
        return
      }
      pending.push(storeOne(storage, rule, messages, name, stream, stored, fail))
    })
    parser.on('error', () => reject(new ApiError(400, 'Uploaden blev afbrudt')))
    parser.on('close', () => resolve())
    // A body that breaks off (the client went away) must also end the file being written:
    // pipe() leaves the parser open, and the half-written file would wait forever, and stay.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fetch's web stream and Node's stream/web type differ in name only
    Readable.fromWeb(body as any)
      .on('error', (err) => {
        parser.destroy(err)
        reject(new ApiError(400, 'Uploaden blev afbrudt'))
      })
      .pipe(parser)
  }).catch((err) => fail(err instanceof ApiError ? err : new ApiError(400, 'Uploaden blev afbrudt')))
  await Promise.all(pending)

  if (!failure && stored.length === 0) failure = new ApiError(400, messages.missing)
  if (failure) {
    await Promise.all(stored.map((f) => discard(storage, f.key)))
    throw failure
  }
  return { files: stored, fields }
}

async function storeOne(
  storage: Storage,
  rule: UploadRule,
  messages: UploadMessages,
  name: string,
  stream: Readable & { truncated?: boolean },
  stored: StoredFile[],
  fail: (err: ApiError) => void,
): Promise<void> {
  const head: Buffer[] = []
  let headSize = 0
  let key: string | null = null
  let out = null as NodeJS.WritableStream | null
  let size = 0
  let rejected = false
  let tooLarge = false
  let detectedMime = ''
  let detectedExt = ''
  stream.on('limit', () => {
    tooLarge = true
  })

  const reject = (err: ApiError) => {
    rejected = true
    fail(err)
  }

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length
      if (rejected) continue
      const writer = out as NodeJS.WritableStream | null
      if (!writer) {
        head.push(chunk)
        headSize += chunk.length
        if (headSize < SNIFF_BYTES) continue
        const opened = await open(Buffer.concat(head))
        if (!opened) continue
      } else {
        try {
          if (!writer.write(chunk)) await drained(writer)
        } catch (err) {
          // Keep reading (and dropping) the rest: busboy only finishes once every file is consumed.
          console.error(`[storage] could not store ${key}:`, (err as Error).message)
          reject(new ApiError(500, 'Filen kunne ikke gemmes. Prøv igen'))
        }
      }
    }
    if (!rejected && !out && headSize > 0) await open(Buffer.concat(head))
    if (out) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a file stream's end() calls back with its error, which the stream type omits
      await new Promise<void>((resolve, reject) => (out as any).end((err?: Error) => (err ? reject(err) : resolve()))).catch((err) => {
        if (rejected) return
        console.error(`[storage] could not store ${key}:`, (err as Error).message)
        reject(new ApiError(500, 'Filen kunne ikke gemmes. Prøv igen'))
      })
    }
    if (tooLarge || stream.truncated) reject(new ApiError(413, messages.tooLarge(name, rule.maxBytes)))
    else if (!rejected && size === 0) reject(new ApiError(400, messages.empty(name)))
    if (rejected) {
      await abandon(out)
      if (key) await discard(storage, key)
      return
    }
    stored.push({ key: key!, url: storage.urlOf(key!), size, mime: detectedMime, ext: detectedExt, originalName: name })
  } catch {
    // The body broke off while the file was being written (a truncated or dropped upload).
    await abandon(out)
    if (key) await discard(storage, key)
    fail(new ApiError(400, 'Uploaden blev afbrudt'))
  }

  async function open(buffer: Buffer): Promise<boolean> {
    const type = await fileTypeFromBuffer(buffer)
    if (!type || !rule.accept.includes(type.mime)) {
      reject(new ApiError(415, messages.wrongType(name)))
      return false
    }
    detectedMime = type.mime
    detectedExt = type.ext
    key = storage.newKey(rule.bucket, type.ext)
    await ensureDir(storage, key)
    const writer = storage.write(key)
    // A failed store (disk full, object storage down) errors the stream: seen by drained() and
    // end(cb) below; without a listener the 'error' event would take the whole process down.
    writer.on('error', () => {})
    writer.write(buffer)
    out = writer
    return true
  }
}
