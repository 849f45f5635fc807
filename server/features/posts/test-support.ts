// Helpers for the news and post API tests: real multipart uploads through the app, real
// image bytes from sharp, and a count of what the storage directory holds.
import { readdir } from 'node:fs/promises'
import sharp from 'sharp'
import { createPerson } from '../../seed/users'
import { TEST_ORIGIN, TEST_PASSWORD, type TestServer } from '../../test/app'

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

export const pngBytes = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } }).png().toBuffer()

/** The first bytes of an MP4 (an ftyp box), enough for detection by content. */
export const mp4Bytes = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4), Buffer.from('mp42isom'), Buffer.alloc(8000)])

export function upload(s: TestServer, path: string, cookie: string | undefined, ...files: [Buffer | string, string][]) {
  const form = new FormData()
  for (const [data, name] of files) form.append('file', new Blob([new Uint8Array(Buffer.from(data))]), name)
  const headers: Record<string, string> = { origin: TEST_ORIGIN }
  if (cookie) headers.cookie = cookie
  return Promise.resolve(s.app.request(path, { method: 'POST', headers, body: form }))
}

export async function storedFiles(s: TestServer): Promise<string[]> {
  const entries = await readdir(s.storage.root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath ?? (e as any).path}/${e.name}`)
}

let n = 0
/** A further employee (or admin) with a session. */
export async function newPerson(s: TestServer, role: 'user' | 'admin' | 'administrator' = 'user') {
  const email = `person${++n}.${Date.now().toString(36)}@test.dk`
  const id = await createPerson(s.auth, s.db, { email, password: TEST_PASSWORD, name: `Person ${n}`, role })
  return { id, cookie: await s.cookieFor(email) }
}

export const count = async (s: TestServer, table: string) =>
  Number((await s.db.sql.query<{ n: string }>(`select count(*)::text as n from ${table}`))[0].n)
