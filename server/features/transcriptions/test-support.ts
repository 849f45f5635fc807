// Helpers for the transcription tests: real multipart uploads through the app, waiting for
// the background work, and what the storage directory still holds.
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from 'vitest'
import { TEST_ORIGIN, type TestServer } from '../../test/app'

export function uploadRecording(s: TestServer, cookie: string | undefined, bytes: Buffer | string, name: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(Buffer.from(bytes))]), name)
  const headers: Record<string, string> = { origin: TEST_ORIGIN }
  if (cookie) headers.cookie = cookie
  return Promise.resolve(s.app.request('/api/transcriptions', { method: 'POST', headers, body: form }))
}

export async function rowOf(s: TestServer, id: string) {
  const rows = await s.db.sql.query<{ status: string; transcription: string; user_id: string; filename: string }>(
    'select status, transcription, user_id, filename from transcriptions where id = $1',
    [id],
  )
  return rows[0]
}

/** Polls until the background work has finished the row (or it is gone). */
export async function settled(s: TestServer, id: string, timeout = 20_000) {
  await expect.poll(async () => (await rowOf(s, id))?.status ?? 'gone', { timeout, interval: 50 }).not.toBe('processing')
  return rowOf(s, id)
}

export async function noJobsLeft(s: TestServer) {
  await expect
    .poll(async () => Number((await s.db.sql.query<{ n: string }>('select count(*)::text as n from transcription_jobs'))[0].n), { timeout: 20_000 })
    .toBe(0)
}

export async function storedFiles(s: TestServer): Promise<string[]> {
  const entries = await readdir(s.storage.root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

/** A recording placed in storage directly, for queue tests that bypass the upload route. */
export async function storeRecording(s: TestServer, bytes: Buffer): Promise<string> {
  const key = s.storage.newKey('transcriptions', 'wav')
  await mkdir(path.dirname(s.storage.pathOf(key)), { recursive: true })
  await writeFile(s.storage.pathOf(key), bytes)
  return key
}

export const count = async (s: TestServer, table: string) =>
  Number((await s.db.sql.query<{ n: string }>(`select count(*)::text as n from ${table}`))[0].n)
