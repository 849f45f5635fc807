// Shared setup for the project API suites: four viewers (creator, another employee, admin,
// administrator), JSON helpers and multipart image uploads through the real app.
import sharp from 'sharp'
import { createPerson } from '../../seed/users'
import { TEST_EMPLOYEE, TEST_ORIGIN, TEST_PASSWORD, type TestServer } from '../../test/app'

export type ViewerName = 'creator' | 'other' | 'admin' | 'administrator'
export type Viewers = Record<ViewerName, { id: string; cookie: string }>

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

export async function makeViewers(s: TestServer): Promise<Viewers> {
  const other = await createPerson(s.auth, s.db, { email: 'anden@test.dk', password: TEST_PASSWORD, name: 'Anden Ansat', role: 'user' })
  const boss = await createPerson(s.auth, s.db, { email: 'chef@test.dk', password: TEST_PASSWORD, name: 'Chef', role: 'administrator' })
  return {
    creator: { id: s.employeeId, cookie: await s.cookieFor(TEST_EMPLOYEE.email) },
    other: { id: other, cookie: await s.cookieFor('anden@test.dk') },
    admin: { id: s.adminId, cookie: await s.cookieFor('admin@test.dk') },
    administrator: { id: boss, cookie: await s.cookieFor('chef@test.dk') },
  }
}

export async function createProjectAs(s: TestServer, cookie: string, json: Record<string, unknown> = { name: 'Skolen i Vejle' }) {
  const res = await s.request('/api/projects', { method: 'POST', cookie, json })
  if (res.status !== 201) throw new Error(`create project: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { project: Record<string, any> }).project
}

export const testPng = (colour = '#c33') => sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).png().toBuffer()
export const testJpeg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#3c3' } }).jpeg().toBuffer()

export function upload(s: TestServer, projectId: string, cookie: string | undefined, files: [Buffer | string, string][], caption?: string) {
  const form = new FormData()
  for (const [data, name] of files) form.append('files', new Blob([new Uint8Array(Buffer.from(data))]), name)
  if (caption !== undefined) form.append('caption', caption)
  const headers: Record<string, string> = { origin: TEST_ORIGIN }
  if (cookie) headers.cookie = cookie
  return Promise.resolve(s.app.request(`/api/projects/${projectId}/images`, { method: 'POST', headers, body: form }))
}

export const count = async (s: TestServer, table: string) =>
  Number((await s.db.sql.query<{ n: string }>(`select count(*)::text as n from ${table}`))[0].n)
