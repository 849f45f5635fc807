// User administration on both databases: admins only (403 and nothing written for anyone
// else), create by password or invitation, promote/demote, delete — and a demoted or deleted
// user's very next request (shapes included) sees the change.
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_EMPLOYEE, TEST_ORIGIN } from '../../test/app'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

let n = 0
const fresh = (over: Record<string, unknown> = {}) => ({
  email: `ny.kollega${++n}@test.dk`,
  password: 'hemmelig1',
  name: `Kollega${n}`,
  full_name: `Ny Kollega ${n}`,
  role: 'user',
  ...over,
})

export function usersSuite(label: string, makeServer: ServerFactory) {
  describe(`user administration (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    const users = async () => Number((await s.db.sql.query<{ n: string }>('select count(*)::text as n from "user"'))[0].n)
    const create = async (json: Record<string, unknown>, cookie = admin) => s.request('/api/users', { method: 'POST', cookie, json })
    const createOk = async (json: Record<string, unknown> = fresh()) => {
      const res = await create(json)
      expect(res.status, await res.clone().text()).toBe(201)
      return (await res.json()) as { user: { id: string; email: string }; txid: string; invited: boolean }
    }
    const shapeRows = async (shape: string, cookie: string) => {
      const res = await s.request(`/api/shapes/${shape}?offset=-1`, { cookie })
      if (res.status !== 200) return res.status
      return ((await res.json()) as { value?: Record<string, unknown> }[]).filter((m) => m.value).map((m) => m.value!)
    }

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
    })

    it('an admin creates a user with a password; the profile carries both names; the user signs in', async () => {
      const input = fresh({ email: '  Ny.Formand@Test.dk ', role: 'admin' })
      const { user, txid, invited } = await createOk(input)
      expect(invited).toBe(false)
      expect(txid).toMatch(/^\d+$/)
      expect(user.email).toBe('ny.formand@test.dk')
      const [p] = await s.db.sql.query<Record<string, any>>('select * from profiles where user_id = $1', [user.id])
      expect(p).toMatchObject({ email: 'ny.formand@test.dk', full_name: input.full_name, name: input.name, role: 'admin' })
      const cookie = await s.cookieFor('ny.formand@test.dk', 'hemmelig1')
      expect(await shapeRows('my_profile', cookie)).toEqual([expect.objectContaining({ user_id: user.id })])
    })

    it('an invitation e-mails a set-password link (better-auth reset token) instead of a password', async () => {
      s.logs.length = 0
      const { user, invited } = await createOk(fresh({ email: 'inviteret@test.dk', password: undefined, invite: true }))
      expect(invited).toBe(true)
      const mail = s.logs.join('\n')
      expect(mail).toContain('inviteret@test.dk')
      const match = new RegExp(`${TEST_ORIGIN}/#type=invite&token=([^\\s&]+)`).exec(mail)
      expect(match, mail).not.toBeNull()
      const token = decodeURIComponent(match![1])
      const set = await s.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'min-egen-kode' } })
      expect(set.status).toBe(200)
      expect(await s.cookieFor('inviteret@test.dk', 'min-egen-kode')).toContain('session_token')
      const again = await s.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'igen-igen' } })
      expect(again.status).toBe(400)
      // A new invitation can be sent; the user exists only once.
      expect((await s.request(`/api/users/${user.id}/invite`, { method: 'POST', cookie: admin, json: {} })).status).toBe(200)
    })

    it.each([
      ['a short password', fresh({ password: '12345' }), 'Adgangskoden skal mindst bestå af 6 tegn'],
      ['no password and no invitation', fresh({ password: undefined }), 'Adgangskode er påkrævet'],
      ['no e-mail', fresh({ email: '' }), 'E-mail er påkrævet'],
      ['a bad e-mail', fresh({ email: 'ikke-en-mail' }), 'Ugyldig e-mailadresse'],
      ['no name', fresh({ name: ' ' }), 'Navn er påkrævet'],
      ['no full name', fresh({ full_name: undefined }), 'Fulde navn er påkrævet'],
      ['an unknown role', fresh({ role: 'superuser' }), 'Vælg rollen bruger eller administrator'],
    ])('create with %s → 400 with the text, nothing written', async (_name, json, message) => {
      const before = await users()
      const res = await create(json)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await users()).toBe(before)
    })

    it('an e-mail already in use → 409, nothing written', async () => {
      const before = await users()
      const res = await create(fresh({ email: TEST_EMPLOYEE.email.toUpperCase() }))
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({ error: 'Der findes allerede en bruger med denne e-mailadresse' })
      expect(await users()).toBe(before)
    })

    it('non-admins get 403 on every endpoint and nothing changes; signed out gets 401', async () => {
      const { user } = await createOk()
      const before = await users()
      const calls: [string, string, unknown][] = [
        ['POST', '/api/users', fresh()],
        ['PATCH', `/api/users/${user.id}/role`, { role: 'admin' }],
        ['PATCH', `/api/users/${s.employeeId}/role`, { role: 'admin' }],
        ['DELETE', `/api/users/${user.id}`, undefined],
        ['POST', `/api/users/${user.id}/invite`, {}],
        ['POST', `/api/users/${user.id}/qr-code`, {}],
      ]
      for (const [method, path, json] of calls) {
        const res = await s.request(path, { method, cookie: employee, json })
        expect(res.status, `${method} ${path}`).toBe(403)
        expect(await res.json()).toEqual({ error: 'Access denied' })
        expect((await s.request(path, { method, json })).status).toBe(401)
      }
      expect(await users()).toBe(before)
      const roles = await s.db.sql.query<{ role: string }>('select role from "user" where id in ($1, $2)', [user.id, s.employeeId])
      expect(roles.map((r) => r.role)).toEqual(['user', 'user'])
    })

    it("promote and demote: the user's next request has the new rights; no admin changes their own role", async () => {
      const { user } = await createOk(fresh({ email: 'kommende.admin@test.dk' }))
      const cookie = await s.cookieFor('kommende.admin@test.dk', 'hemmelig1')
      expect(await shapeRows('profile_details', cookie)).toEqual([])

      const up = await s.request(`/api/users/${user.id}/role`, { method: 'PATCH', cookie: admin, json: { role: 'admin' } })
      expect(up.status).toBe(200)
      expect((await up.json()).txid).toMatch(/^\d+$/)
      const [p] = await s.db.sql.query<{ role: string }>('select role from profiles where user_id = $1', [user.id])
      expect(p.role).toBe('admin')
      expect((await shapeRows('profile_details', cookie)) as unknown[]).not.toHaveLength(0)
      expect((await s.request(`/api/users/${s.employeeId}/qr-code`, { method: 'POST', cookie })).status).toBe(200)

      const down = await s.request(`/api/users/${user.id}/role`, { method: 'PATCH', cookie: admin, json: { role: 'user' } })
      expect(down.status).toBe(200)
      expect(await shapeRows('profile_details', cookie)).toEqual([])
      expect((await s.request(`/api/users/${s.employeeId}/qr-code`, { method: 'POST', cookie })).status).toBe(403)

      const self = await s.request(`/api/users/${s.adminId}/role`, { method: 'PATCH', cookie: admin, json: { role: 'user' } })
      expect(self.status).toBe(403)
      expect(await self.json()).toEqual({ error: 'Du kan ikke ændre din egen rolle' })
      const bad = await s.request(`/api/users/${user.id}/role`, { method: 'PATCH', cookie: admin, json: { role: 'owner' } })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Ugyldig rolle' })
    })

    it("a demoted admin's open admin-only shape changes under them (must-refetch, then no rows)", async () => {
      const { user } = await createOk(fresh({ email: 'snart.degraderet@test.dk', role: 'admin' }))
      const cookie = await s.cookieFor('snart.degraderet@test.dk', 'hemmelig1')
      const first = await s.request('/api/shapes/profile_details?offset=-1', { cookie })
      expect(first.status).toBe(200)
      const handle = first.headers.get('electric-handle')!
      const offset = first.headers.get('electric-offset')!
      await s.request(`/api/users/${user.id}/role`, { method: 'PATCH', cookie: admin, json: { role: 'user' } })
      const next = await s.request(`/api/shapes/profile_details?offset=${offset}&handle=${handle}`, { cookie })
      expect(next.status).toBe(409)
      expect(await shapeRows('profile_details', cookie)).toEqual([])
    })

    it("a deleted user's sessions end: the next shape request is 401; profile and invitation links go too", async () => {
      const { user } = await createOk(fresh({ email: 'forlader@test.dk' }))
      const cookie = await s.cookieFor('forlader@test.dk', 'hemmelig1')
      expect(await shapeRows('events', cookie)).toEqual(expect.any(Array))
      const res = await s.request(`/api/users/${user.id}`, { method: 'DELETE', cookie: admin })
      expect(res.status).toBe(200)
      expect((await res.json()).txid).toMatch(/^\d+$/)
      expect(await shapeRows('events', cookie)).toBe(401)
      expect(await s.db.sql.query('select 1 from profiles where user_id = $1', [user.id])).toHaveLength(0)
      expect(await s.db.sql.query('select 1 from session where "userId" = $1', [user.id])).toHaveLength(0)
      expect((await s.request(`/api/users/${user.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404)
      expect((await s.request('/api/users/..%2F..%2Fetc', { method: 'DELETE', cookie: admin })).status).toBe(404)
      const self = await s.request(`/api/users/${s.adminId}`, { method: 'DELETE', cookie: admin })
      expect(self.status).toBe(403)
      expect(await self.json()).toEqual({ error: 'Du kan ikke slette din egen bruger' })
    })

    it('an admin renews a QR code: a fresh unguessable code, the old one is dead', async () => {
      const [{ qr_code: old }] = await s.db.sql.query<{ qr_code: string }>('select qr_code from profiles where user_id = $1', [s.employeeId])
      const res = await s.request(`/api/users/${s.employeeId}/qr-code`, { method: 'POST', cookie: admin })
      expect(res.status).toBe(200)
      const { qr_code } = await res.json()
      expect(qr_code).toMatch(/^[0-9a-f]{32}$/)
      expect(qr_code).not.toBe(old)
      expect((await s.app.request(`/api/public/qr-profile?qr=${old}`)).status).toBe(404)
    })
  })
}
