// The frame of the SCIM suites: one server per database, two directories (Entra ID with a role
// map, Okta without), and requests as a directory sends them.
import { afterAll, beforeAll, expect } from 'vitest'
import { TEST_EMPLOYEE, TEST_PASSWORD, type TestServer } from '../../test/app'
import type { ServerFactory } from '../../test/suite-server'

export const USER = 'urn:ietf:params:scim:schemas:core:2.0:User'
export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group'
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'
export const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp'
export const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error'
export const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse'
export const BASE = 'http://localhost:3000/api/scim/v2'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SCIM answers are read field by field
export type Json = Record<string, any>

/** What the suites share; filled in by the describe's beforeAll. */
export interface ScimContext {
  s: TestServer
  admin: string
  employee: string
  entra: string
  okta: string
}

/** Registers the server's start and close in the calling describe; the helpers read it lazily. */
export function useScimServer(makeServer: ServerFactory) {
  const h = {} as ScimContext

  /** As a directory sends it: no Origin, no cookie, a bearer token, application/scim+json. */
  const scim = (token: string, path: string, init: { method?: string; json?: unknown; body?: string } = {}) =>
    Promise.resolve(
      h.s.app.request(`/api/scim/v2${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/scim+json',
          'user-agent': 'Test-SCIM-klient/1.0',
          ...(init.json !== undefined || init.body !== undefined ? { 'content-type': 'application/scim+json; charset=utf-8' } : {}),
        },
        body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      }),
    )
  const json = async (res: Response) => (await res.json()) as Json
  const newDirectory = async (name: string, roleMap = '') => {
    const res = await h.s.request('/api/scim/directories', { method: 'POST', cookie: h.admin, json: { name, roleMap } })
    expect(res.status, await res.clone().text()).toBe(201)
    return (await res.json()) as { directory: Json; token: string }
  }
  const audit = (action: string, targetId: string) =>
    h.s.db.sql.query<Json>('select * from audit_log where action = $1 and target_id = $2 order by id', [action, targetId])
  const setPassword = async (id: string) =>
    expect((await h.s.request(`/api/users/${id}/password`, { method: 'POST', cookie: h.admin, json: { password: TEST_PASSWORD } })).status).toBe(200)
  const signIn = (email: string) => h.s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: TEST_PASSWORD } })

  beforeAll(async () => {
    h.s = await makeServer()
    h.admin = await h.s.cookieFor('admin@test.dk')
    h.employee = await h.s.cookieFor(TEST_EMPLOYEE.email)
    h.entra = (await newDirectory('Entra ID', 'IT-afdelingen = admin')).token
    h.okta = (await newDirectory('Okta')).token
  })
  afterAll(async () => h.s?.close())

  return { context: h, scim, json, newDirectory, audit, setPassword, signIn }
}

export type ScimHarness = ReturnType<typeof useScimServer>
