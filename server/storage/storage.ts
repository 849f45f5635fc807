// Uploaded files, addressed by keys we generate (`<bucket>/<yyyy-mm>/<uuid>.<ext>`), so no name a
// user chose ever becomes a path or an object name. Two backends share this interface: local disk
// under STORAGE_DIR (the embedded default) and S3-compatible object storage (s3-storage.ts), which
// several replicas of the app can share.
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { Readable, Writable } from 'node:stream'

const BUCKET = /^[a-z][a-z0-9-]{0,40}$/
const KEY = /^[a-z][a-z0-9-]{0,40}\/\d{4}-\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,5})?(\.[a-z0-9-]{1,20})?(\.[a-z0-9]{1,5})?$/

/** Inclusive byte offsets, as in an HTTP Range. */
export interface ByteRange {
  start: number
  end: number
}

export interface Storage {
  /** For the start-up log: where files go. */
  describe: string
  /** A fresh key in `bucket` for a file of type `ext`. */
  newKey(bucket: string, ext: string): string
  /**
   * A stream that stores what is written to it under `key`. Failures surface as the stream's
   * error (and through `end(cb)`), never as an exception elsewhere.
   */
  write(key: string): Writable
  /** Stores a whole (small) file, e.g. a derived image. */
  put(key: string, bytes: Buffer): Promise<void>
  /** The file, or one byte range of it; null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>
  size(key: string): Promise<number | null>
  remove(key: string): Promise<void>
  /**
   * Runs `use` with a path on local disk holding the file, for tools that only take paths
   * (ffmpeg, pdf text, sharp on large inputs). Object storage downloads to a temp file that is
   * deleted when `use` settles.
   */
  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T>
  /** The URL the browser uses to fetch it (signed-in users only, see files route). */
  urlOf(key: string): string
}

/** The local-disk backend: also exposes paths, which tests use to look at what was stored. */
export interface LocalStorage extends Storage {
  root: string
  pathOf(key: string): string
}

export const isStorageKey = (key: string) => KEY.test(key)

export function newStorageKey(bucket: string, ext: string): string {
  if (!BUCKET.test(bucket)) throw new Error(`invalid bucket: ${bucket}`)
  const month = new Date().toISOString().slice(0, 7)
  return `${bucket}/${month}/${randomUUID()}.${ext}`
}

export function createStorage(root: string): LocalStorage {
  const resolved = path.resolve(root)
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`)
    return path.join(resolved, key)
  }
  return {
    describe: `local disk in ${resolved}`,
    root: resolved,
    newKey: newStorageKey,
    pathOf,
    write(key) {
      return createWriteStream(pathOf(key), { flags: 'wx' })
    },
    async put(key, bytes) {
      await mkdir(path.dirname(pathOf(key)), { recursive: true })
      await writeFile(pathOf(key), bytes)
    },
    async read(key, range) {
      const file = pathOf(key)
      if ((await stat(file).catch(() => null))?.isFile() !== true) return null
      return createReadStream(file, range ? { start: range.start, end: range.end } : {})
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size
      } catch {
        return null
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
    withLocalFile: (key, use) => use(pathOf(key)),
    urlOf: (key) => `/api/files/${key}`,
  }
}

const isLocal = (storage: Storage): storage is LocalStorage => typeof (storage as LocalStorage).pathOf === 'function'

/** Before write(): local disk needs the key's directory; object storage has none. */
export async function ensureDir(storage: Storage, key: string) {
  if (isLocal(storage)) await mkdir(path.dirname(storage.pathOf(key)), { recursive: true })
}

/** A whole stored file in memory (small files only: profile images and the like); null if missing. */
export async function readBytes(storage: Storage, key: string): Promise<Buffer | null> {
  const stream = await storage.read(key).catch(() => null)
  if (!stream) return null
  const chunks: Buffer[] = []
  try {
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  } catch {
    return null
  }
  return Buffer.concat(chunks)
}
