// Helpers for the notification suites: people, keyed requests and reading what each got.
import { expect } from 'vitest'
import { createPerson } from '../../seed/users'
import { TEST_ADMIN, TEST_EMPLOYEE, TEST_ORIGIN, TEST_PASSWORD, type TestServer } from '../../test/app'

export interface Person {
  id: string
  cookie: string
}

export async function people(s: TestServer) {
  const otherId = await createPerson(s.auth, s.db, { email: 'anden@test.dk', password: TEST_PASSWORD, name: 'Anden Ansat', role: 'user' })
  return {
    admin: { id: s.adminId, cookie: await s.cookieFor(TEST_ADMIN.email) },
    employee: { id: s.employeeId, cookie: await s.cookieFor(TEST_EMPLOYEE.email) },
    other: { id: otherId, cookie: await s.cookieFor('anden@test.dk') },
  }
}

export type NoticeRow = { id: string; user_id: string; kind: string; title: string; body: string | null; link: string; actor_id: string | null; read_at: string | null }

export const noticesOf = (s: TestServer, userId: string) =>
  s.db.sql.query<NoticeRow>(`select id, user_id, kind, title, body, link, actor_id, read_at::text from notifications where user_id = $1 order by created_at, id`, [userId])

export const allNotices = (s: TestServer) => s.db.sql.query<NoticeRow>(`select id, user_id, kind, title, body, link, actor_id, read_at::text from notifications order by created_at, id`)

/** A write as the browser's outbox sends it: JSON and an Idempotency-Key. */
export async function keyed(s: TestServer, who: Person, method: string, path: string, json: unknown, key: string) {
  return s.app.request(path, {
    method,
    headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json', 'idempotency-key': key },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
}

export async function call<T = any>(s: TestServer, who: Person, method: string, path: string, json?: unknown, status = 200): Promise<T> {
  const res = await s.request(path, { method, cookie: who.cookie, json })
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(status)
  return body as T
}

/** The rows of a shape as the viewer receives them from the proxy. */
export async function shapeRows(s: TestServer, name: string, who: Person): Promise<{ text: string; rows: Record<string, unknown>[] }> {
  const res = await s.request(`/api/shapes/${name}?offset=-1`, { cookie: who.cookie })
  expect(res.status, name).toBe(200)
  const text = await res.text()
  const rows = (JSON.parse(text) as { value?: Record<string, unknown> }[]).filter((m) => m.value).map((m) => m.value!)
  return { text, rows }
}
