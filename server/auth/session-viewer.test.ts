// The sync hot path's session lookup must answer exactly what better-auth's getSession does.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, TEST_ADMIN, TEST_EMPLOYEE, type TestServer } from '../test/app'
import { createSessionViewer, sessionToken } from './session-viewer'
import { createGetViewer } from './viewer'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(async () => s?.close())

it('agrees with getSession for valid, signed-out, banned, deleted and forged sessions', async () => {
  const fast = createSessionViewer(s.db)
  const full = createGetViewer(s.auth)
  const both = async (cookie: string) => {
    const headers = new Headers({ cookie })
    return [await fast(headers), await full(headers)]
  }
  const admin = await s.cookieFor(TEST_ADMIN.email)
  const employee = await s.cookieFor(TEST_EMPLOYEE.email)
  const [a1, a2] = await both(admin)
  expect(a1).toEqual({ id: s.adminId, role: 'admin' })
  expect(a1).toEqual(a2)

  const forged = employee.replace(/session_token=([^;.]+)/, 'session_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  for (const cookie of ['', 'other=1', forged, 'better-auth.session_token=%E0%A4%A']) {
    expect(await both(cookie)).toEqual([null, null])
  }

  await s.db.sql.query(`update "user" set banned = true where id = $1`, [s.employeeId])
  expect(await both(employee)).toEqual([null, null])
  await s.db.sql.query(`update "user" set banned = false where id = $1`, [s.employeeId])
  expect((await both(employee))[0]).toEqual({ id: s.employeeId, role: 'user' })
  await s.request('/api/auth/sign-out', { method: 'POST', cookie: employee, json: {} })
  expect(await both(employee)).toEqual([null, null])
})

it('answers every one of many requests arriving at once with its own viewer', async () => {
  const fast = createSessionViewer(s.db)
  const admin = await s.cookieFor(TEST_ADMIN.email)
  const employee = await s.cookieFor(TEST_EMPLOYEE.email)
  const forged = employee.replace(/session_token=([^;.]+)/, 'session_token=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB')
  const cookies = Array.from({ length: 60 }, (_, i) => [admin, employee, forged][i % 3])
  const viewers = await Promise.all(cookies.map((cookie) => fast(new Headers({ cookie }))))
  viewers.forEach((viewer, i) => {
    expect(viewer).toEqual([{ id: s.adminId, role: 'admin' }, { id: s.employeeId, role: 'user' }, null][i % 3])
  })
  // A request after a sign-out is not answered from an earlier batch.
  await s.request('/api/auth/sign-out', { method: 'POST', cookie: admin, json: {} })
  const after = await Promise.all([fast(new Headers({ cookie: admin })), fast(new Headers({ cookie: employee }))])
  expect(after).toEqual([null, { id: s.employeeId, role: 'user' }])
})

it('reads the token from a signed cookie among others', () => {
  expect(sessionToken('a=1; better-auth.session_token=abcdefghijklmnopqrstu.c2lnbmF0dXJl%3D; b=2')).toBe('abcdefghijklmnopqrstu')
  expect(sessionToken('better-auth.session_token=short')).toBeNull()
})
