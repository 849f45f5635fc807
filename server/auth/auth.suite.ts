// Sign-in, sessions, roles, password reset, health, and the schema under them — written once,
// run on embedded PGlite (auth.test.ts) and on PostgreSQL (auth.pg.test.ts).
import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { createGetViewer, requireAdmin, requireViewer } from './viewer'
import type { AppEnv } from '../http/context'
import { ensureAuthSecret } from './secret'
import { migrate } from '../db/migrate'
import { syncedTables } from '../../sync/schema'
import { createPerson } from '../seed/users'
import { TEST_ADMIN, TEST_EMPLOYEE, TEST_ORIGIN, TEST_PASSWORD, type TestServer } from '../test/app'
import { useTestServer } from '../test/suite-server'

export function authSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`auth, sessions and the app shell API (${label})`, () => {
    const s = useTestServer(makeServer)
    let n = 0
    const newUser = async (role: 'user' | 'admin' = 'user') => {
      const email = `person${++n}@test.dk`
      const id = await createPerson(s.auth, s.db, { email, password: TEST_PASSWORD, name: `Person ${n}`, role })
      return { id, email, cookie: await s.cookieFor(email) }
    }
    const viewerOf = (cookie: string) => createGetViewer(s.auth)(new Headers({ cookie }))


    it('GET /api/health answers {"status":"ok"} and /api/config the company, without a session', async () => {
      const health = await s.request('/api/health')
      expect(health.status).toBe(200)
      expect(await health.text()).toBe('{"status":"ok"}')
      expect(await (await s.request('/api/config')).json()).toEqual({
        companyName: 'Ballerup Byg & Anlæg A/S',
        companySlogan: expect.any(String),
      })
    })

    it('an unknown /api route is a JSON 404', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        for (const path of ['/api/does-not-exist', '/api/auth/does-not-exist']) {
          const res = await s.request(path, { method })
          expect(res.status, `${method} ${path}`).toBe(404)
          expect(await res.json()).toEqual({ error: 'Ikke fundet' })
        }
      }
    })

    it("a wrong password is refused with the provider's message and no cookie", async () => {
      const res = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email: TEST_ADMIN.email, password: 'forkert-kode' } })
      expect(res.status).toBe(401)
      expect((await res.json()).message).toBe('Forkert e-mail eller adgangskode')
      expect(res.headers.getSetCookie()).toEqual([])
    })

    it('signing in sets an httpOnly session cookie that names the viewer and role', async () => {
      const res = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email: TEST_ADMIN.email, password: TEST_PASSWORD } })
      expect(res.status).toBe(200)
      const session = res.headers.getSetCookie().find((c) => c.includes('session_token'))
      expect(session).toMatch(/HttpOnly/i)
      expect(await viewerOf(await s.cookieFor(TEST_ADMIN.email))).toEqual({ id: s.adminId, role: 'admin' })
      expect(await viewerOf(await s.cookieFor(TEST_EMPLOYEE.email))).toEqual({ id: s.employeeId, role: 'user' })
      expect(await createGetViewer(s.auth)(new Headers())).toBeNull()
    })

    it('requireViewer / requireAdmin: 401 signed out, 403 for employees, through for both admin roles', async () => {
      const app = new Hono<AppEnv>().get('/admin-only', requireViewer(createGetViewer(s.auth)), requireAdmin, (c) => c.json(c.get('viewer')))
      const get = (cookie?: string) => app.request('/admin-only', { headers: cookie ? { cookie } : {} })
      const out = await get()
      expect([out.status, await out.json()]).toEqual([401, { error: 'Du skal være logget ind' }])
      const employee = await get(await s.cookieFor(TEST_EMPLOYEE.email))
      expect([employee.status, await employee.json()]).toEqual([403, { error: 'Access denied' }])
      expect((await get(await s.cookieFor(TEST_ADMIN.email))).status).toBe(200)
      const chief = await newUser('admin')
      await s.db.sql.query(`update "user" set role = 'administrator' where id = $1`, [chief.id])
      expect(await (await get(chief.cookie)).json()).toEqual({ id: chief.id, role: 'administrator' })
    })

    it('public sign-up is off: users come from admins and the seed', async () => {
      const res = await s.request('/api/auth/sign-up/email', { method: 'POST', json: { email: 'ny@test.dk', password: 'hemmelig123', name: 'Ny' } })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(await s.db.sql.query(`select 1 from "user" where email = 'ny@test.dk'`)).toHaveLength(0)
    })

    it('a banned user is refused at once, with the session still in the database', async () => {
      const u = await newUser()
      expect(await viewerOf(u.cookie)).toEqual({ id: u.id, role: 'user' })
      await s.db.sql.query(`update "user" set banned = true where id = $1`, [u.id])
      expect(await viewerOf(u.cookie)).toBeNull()
      expect((await s.request('/api/events', { cookie: u.cookie })).status).toBe(401)
      // An expired ban is no ban.
      await s.db.sql.query(`update "user" set "banExpires" = now() - interval '1 minute' where id = $1`, [u.id])
      expect(await viewerOf(u.cookie)).toEqual({ id: u.id, role: 'user' })
    })

    it('a deleted user is refused at once, and a demoted admin loses admin at once', async () => {
      const gone = await newUser()
      await s.db.sql.query(`delete from "user" where id = $1`, [gone.id])
      expect(await viewerOf(gone.cookie)).toBeNull()

      const boss = await newUser('admin')
      expect(await viewerOf(boss.cookie)).toEqual({ id: boss.id, role: 'admin' })
      await s.db.sql.query(`update "user" set role = 'user' where id = $1`, [boss.id])
      expect(await viewerOf(boss.cookie)).toEqual({ id: boss.id, role: 'user' })
      const res = await s.request('/api/events', { method: 'POST', cookie: boss.cookie, json: { title: 'x', date: '2030-01-01' } })
      expect(res.status).toBe(403)
    })

    it('every new user gets a profile from the trigger, and the profile follows the auth role', async () => {
      const u = await newUser()
      const [p] = await s.db.sql.query<Record<string, any>>('select * from profiles where user_id = $1', [u.id])
      expect(p).toMatchObject({ email: u.email, full_name: `Person ${n}`, role: 'user', certifications: [], color: '#3b82f6' })
      expect(p.qr_code).toMatch(/^[0-9a-f]{32}$/)
      await s.db.sql.query(`update "user" set role = 'administrator' where id = $1`, [u.id])
      const [after] = await s.db.sql.query<{ role: string }>('select role from profiles where user_id = $1', [u.id])
      expect(after.role).toBe('administrator')
    })

    it('password reset: the link is logged without SMTP, and its token sets a new password once', async () => {
      const u = await newUser()
      s.logs.length = 0
      const ask = await s.request('/api/auth/request-password-reset', { method: 'POST', json: { email: u.email } })
      expect(ask.status).toBe(200)
      const mail = s.logs.join('\n')
      const match = new RegExp(`${TEST_ORIGIN}/#type=recovery&token=([^\\s&]+)`).exec(mail)
      expect(match, mail).not.toBeNull()
      expect(mail).toContain(u.email)
      const token = decodeURIComponent(match![1])

      const reset = await s.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'ny-kode-42' } })
      expect(reset.status).toBe(200)
      expect(await viewerOf(u.cookie)).toBeNull() // old sessions are revoked
      await expect(s.cookieFor(u.email)).rejects.toThrow(/401/)
      expect(await s.cookieFor(u.email, 'ny-kode-42')).toContain('session_token')
      const reuse = await s.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'tredje-kode' } })
      expect(reuse.status).toBe(400)
      expect((await reuse.json()).message).toBe('Ugyldig eller udløbet nulstillingslink. Anmod om et nyt link.')
    })

    it('sign-in attempts are rate limited per client address, counted in the database', async () => {
      const attempt = () =>
        s.app.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': '192.0.2.77' },
          body: JSON.stringify({ email: TEST_EMPLOYEE.email, password: 'gæt' }),
        })
      const statuses: number[] = []
      for (let i = 0; i < s.env.SIGN_IN_RATE_LIMIT + 1; i++) statuses.push((await attempt()).status)
      expect(statuses.slice(0, -1).every((x) => x === 401)).toBe(true)
      expect(statuses.at(-1)).toBe(429)
      expect(await s.db.sql.query(`select 1 from "rateLimit" where key like '%192.0.2.77%'`)).toHaveLength(1)
      const limited = await attempt()
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await limited.json()).message).toBe('For mange forsøg. Vent lidt, og prøv igen.')
    })

    it('guessing one account is limited per account, from any address; others at the same address go on', async () => {
      const u = await newUser()
      let address = 0
      const attempt = (email: string, password: string) =>
        s.app.request('/api/auth/sign-in/email', {
          method: 'POST',
          // A new address each time: only the account's count can stop these.
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${++address}` },
          body: JSON.stringify({ email, password }),
        })
      for (let i = 0; i < 10; i++) expect((await attempt(u.email, `gæt-${i}`)).status).toBe(401)
      const blocked = await attempt(u.email.toUpperCase(), TEST_PASSWORD)
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await blocked.json()).message).toBe('For mange forsøg. Vent lidt, og prøv igen.')
      expect(blocked.headers.getSetCookie()).toEqual([])
      // Successful sign-ins never count: the administrator signs in as often as needed.
      for (let i = 0; i < 12; i++) expect((await attempt(TEST_ADMIN.email, TEST_PASSWORD)).status).toBe(200)
    })

    it('only the auth endpoints the app uses are reachable: no impersonation, no admin plugin, no update-user', async () => {
      const admin = await s.cookieFor(TEST_ADMIN.email)
      const victim = await newUser()
      const closed: [string, unknown][] = [
        ['/api/auth/admin/impersonate-user', { userId: victim.id }],
        ['/api/auth/admin/create-user', { email: 'kort@test.dk', password: '12345', name: 'Kort' }],
        ['/api/auth/admin/set-role', { userId: victim.id, role: 'admin' }],
        ['/api/auth/admin/list-users', {}],
        ['/api/auth/update-user', { name: 'a\u0000b' }],
      ]
      for (const [path, json] of closed) {
        const res = await s.request(path, { method: 'POST', cookie: admin, json })
        expect(res.status, path).toBe(404)
        expect(await res.json()).toEqual({ error: 'Ikke fundet' })
      }
      expect(await s.db.sql.query(`select 1 from session where "impersonatedBy" is not null`)).toHaveLength(0)
      expect(await s.db.sql.query(`select 1 from "user" where email = 'kort@test.dk'`)).toHaveLength(0)
      expect(await viewerOf(victim.cookie)).toEqual({ id: victim.id, role: 'user' })
    })

    it('the generated auth secret is kept in the database and reused', async () => {
      const first = await ensureAuthSecret(s.db.kysely)
      expect(first.length).toBeGreaterThanOrEqual(32)
      expect(await ensureAuthSecret(s.db.kysely)).toBe(first)
      expect(await ensureAuthSecret(s.db.kysely, 'from-env')).toBe('from-env')
    })

    it('migrations are recorded, and running them again changes nothing', async () => {
      const names = (await s.db.sql.query<{ name: string }>('select name from schema_migrations order by name')).map((r) => r.name)
      expect(names).toEqual(expect.arrayContaining(['0001_change_capture.sql', '0002_auth.sql', '0003_profiles.sql', '0004_events.sql', '0005_contacts.sql']))
      expect(await migrate(s.db.sql)).toEqual([])
    })

    it('the synced tables in SQL match sync/schema column for column', async () => {
      for (const table of Object.values(syncedTables)) {
        const rows = await s.db.sql.query<{ column_name: string; udt_name: string; is_nullable: string }>(
          `select column_name, udt_name, is_nullable from information_schema.columns
            where table_schema = 'public' and table_name = $1 order by column_name`,
          [table.name],
        )
        const inSql = Object.fromEntries(rows.map((r) => [r.column_name, { type: r.udt_name, nullable: r.is_nullable === 'YES' }]))
        const inTs = Object.fromEntries(Object.entries(table.columns).map(([k, c]) => [k, { type: c.type, nullable: c.nullable }]))
        expect(inSql, table.name).toEqual(inTs)
      }
    })
  })
}
