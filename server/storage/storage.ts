// Files on local disk under STORAGE_DIR, addressed by keys we generate
// (`<bucket>/<yyyy-mm>/<uuid>.<ext>`), so no name a user chose ever becomes a path.
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'

const BUCKET = /^[a-z][a-z0-9-]{0,40}$/
const KEY = /^[a-z][a-z0-9-]{0,40}\/\d{4}-\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,5})?(\.[a-z0-9-]{1,20})?(\.[a-z0-9]{1,5})?$/

export interface Storage {
  root: string
  /** A fresh key in `bucket` for a file of type `ext`. */
  newKey(bucket: string, ext: string): string
  pathOf(key: string): string
  write(key: string): NodeJS.WritableStream & { close?: () => void }
  read(key: string): Readable
  size(key: string): Promise<number | null>
  remove(key: string): Promise<void>
  /** The URL the browser uses to fetch it (signed-in users only, see files route). */
  urlOf(key: string): string
}

export const isStorageKey = (key: string) => KEY.test(key)

export function createStorage(root: string): Storage {
  const resolved = path.resolve(root)
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`)
    return path.join(resolved, key)
  }
  return {
    root: resolved,
    newKey(bucket, ext) {
      if (!BUCKET.test(bucket)) throw new Error(`invalid bucket: ${bucket}`)
      const month = new Date().toISOString().slice(0, 7)
      return `${bucket}/${month}/${randomUUID()}.${ext}`
    },
    pathOf,
    write(key) {
      return createWriteStream(pathOf(key), { flags: 'wx' })
    },
    read: (key) => createReadStream(pathOf(key)),
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
    urlOf: (key) => `/api/files/${key}`,
  }
}

export async function ensureDir(storage: Storage, key: string) {
  await mkdir(path.dirname(storage.pathOf(key)), { recursive: true })
}
