// Leavers on both databases: an administrator deactivates a person instead of deleting them.
// Access ends at once (sessions, shapes, sign-in, calendar feeds), the browser is told why,
// their rows stay and colleagues see the synced marker; reactivation restores sign-in.
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_PASSWORD } from '../../test/app'
import { createPerson } from '../../seed/users'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

const DEACTIVATED = { error: 'Din konto er deaktiveret. Kontakt en administrator.', code: 'ACCOUNT_DEACTIVATED' }

export function leaversSuite(label: string, makeServer: ServerFactory) {
  describe(`deactivating leavers (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let colleague: string
    let n = 0
    /** A fresh person with a session, a post and a calendar feed. */
    const leaver = async () => {
      const email = `forlader${++n}@test.dk`
      const id = await createPerson(s.auth, s.db, { email, password: TEST_PASSWORD, name: `Frede Forlader ${n}`, role: 'user' })
      const cookie = await s.cookieFor(email)
      const post = await s.request('/api/posts', { method: 'POST', cookie, json: { headline: 'Mit sidste opslag', content: '<p>Farvel</p>' } })
      expect(post.status).toBe(201)
      const feed = await s.request('/api/calendar', { method: 'POST', cookie })
      const { personal_url } = (await feed.json()) as { personal_url: string }
      return { id, email, cookie, postId: ((await post.json()) as { post: { id: string } }).post.id, feedPath: new URL(personal_url).pathname }
    }
    const act = (what: 'deactivate' | 'reactivate', id: string, cookie = admin) =>
      s.request(`/api/users/${id}/${what}`, { method: 'POST', cookie, headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Testbrowser/1.0' } })
    const shapeRows = async (shape: string, cookie: string) => {
      const res = await s.request(`/api/shapes/${shape}?offset=-1`, { cookie })
      if (res.status !== 200) return res.status
      return ((await res.json()) as { value?: Record<string, unknown> }[]).filter((m) => m.value).map((m) => m.value!)
    }
    const signIn = (email: string) =>
      s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: TEST_PASSWORD } })

    beforeAll(async () => {
      ;({ admin, employee: colleague } = await signInSeeded(s))
    })

    it('ends access at once and tells the browser why; the posts stay, marked in the people shape', async () => {
      const p = await leaver()
      expect(await s.app.request(p.feedPath)).toHaveProperty('status', 200)
      const [{ qr_code }] = await s.db.sql.query<{ qr_code: string }>('select qr_code from profiles where user_id = $1', [p.id])
      expect((await s.app.request(`/api/public/qr-profile?qr=${qr_code}`)).status).toBe(200)
      const res = await act('deactivate', p.id)
      expect(res.status, await res.clone().text()).toBe(200)
      expect((await res.json()).txid).toMatch(/^\d+$/)

      // Sessions are gone; every answer to the old cookie names the reason.
      expect(await s.db.sql.query('select 1 from session where "userId" = $1', [p.id])).toHaveLength(0)
      const shape = await s.request('/api/shapes/events?offset=-1', { cookie: p.cookie })
      expect(shape.status).toBe(401)
      expect(await shape.json()).toMatchObject(DEACTIVATED)
      const session = await s.request('/api/auth/get-session', { cookie: p.cookie })
      expect(session.status).toBe(401)
      expect(await session.json()).toMatchObject(DEACTIVATED)
      const write = await s.request('/api/posts', { method: 'POST', cookie: p.cookie, json: { headline: 'x', content: '<p>x</p>' } })
      expect(write.status).toBe(401)
      expect(await write.json()).toMatchObject(DEACTIVATED)
      // A cookie that was never revoked gets the plain answer.
      const stranger = await s.request('/api/auth/get-session', { cookie: 'better-auth.session_token=abcdefghijklmnopqrstuvwxyz.sig' })
      expect(stranger.status).toBe(200)

      // Sign-in is refused with the Danish text; the calendar feed stops answering.
      const again = await signIn(p.email)
      expect(again.status).toBe(403)
      expect((await again.json()).message).toBe(DEACTIVATED.error)
      expect((await s.app.request(p.feedPath)).status).toBe(404)
      expect((await s.app.request(`/api/public/qr-profile?qr=${qr_code}`)).status).toBe(404)

      // The post stays; colleagues' people shape carries the marker and nothing admin-only.
      expect(await s.db.sql.query('select 1 from posts where id = $1', [p.postId])).toHaveLength(1)
      const people = (await shapeRows('profiles', colleague)) as Record<string, unknown>[]
      const row = people.find((r) => r.user_id === p.id)!
      expect(row.deactivated_at).toEqual(expect.any(String))
      expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['banned']))
      for (const key of ['banned', 'banReason', 'banExpires', 'qr_code', 'notes']) expect(row).not.toHaveProperty(key)

      const [entry] = await s.db.sql.query<Record<string, unknown>>(`select * from audit_log where action = 'user.deactivated' and target_id = $1`, [p.id])
      expect(entry).toMatchObject({ actor_id: s.adminId, actor_name: 'Alma Admin', target_type: 'user', target_label: `Frede Forlader ${n}`, ip: '203.0.113.7', user_agent: 'Testbrowser/1.0' })

      // Deactivating twice changes nothing and logs once.
      expect((await act('deactivate', p.id)).status).toBe(200)
      expect(await s.db.sql.query(`select 1 from audit_log where action = 'user.deactivated' and target_id = $1`, [p.id])).toHaveLength(1)
    })

    it('reactivation restores sign-in (a new session); the old cookie stays dead', async () => {
      const p = await leaver()
      await act('deactivate', p.id)
      const res = await act('reactivate', p.id)
      expect(res.status).toBe(200)
      const [profile] = await s.db.sql.query<{ deactivated_at: unknown }>('select deactivated_at from profiles where user_id = $1', [p.id])
      expect(profile.deactivated_at).toBeNull()
      expect((await s.request('/api/shapes/events?offset=-1', { cookie: p.cookie })).status).toBe(401)
      const fresh = await s.cookieFor(p.email)
      expect(await shapeRows('events', fresh)).toEqual(expect.any(Array))
      expect(await s.db.sql.query(`select 1 from audit_log where action = 'user.reactivated' and target_id = $1`, [p.id])).toHaveLength(1)
    })

    it('only administrators deactivate or reactivate; nobody deactivates themself; unknown ids are 404', async () => {
      const p = await leaver()
      for (const what of ['deactivate', 'reactivate'] as const) {
        const res = await act(what, p.id, colleague)
        expect(res.status).toBe(403)
        expect(await res.json()).toEqual({ error: 'Access denied' })
        expect((await s.request(`/api/users/${p.id}/${what}`, { method: 'POST' })).status).toBe(401)
      }
      expect(await shapeRows('events', p.cookie)).toEqual(expect.any(Array))
      const self = await act('deactivate', s.adminId)
      expect(self.status).toBe(403)
      expect(await self.json()).toEqual({ error: 'Du kan ikke deaktivere din egen bruger' })
      const before = await s.db.sql.query('select id from audit_log')
      expect((await act('deactivate', 'ingen-saadan-bruger')).status).toBe(404)
      // A refused action leaves no entry: it is written in the action's own transaction.
      expect(await s.db.sql.query('select id from audit_log')).toHaveLength(before.length)
    })

    it('deleting stays possible for erasure, deactivated or not', async () => {
      const p = await leaver()
      await act('deactivate', p.id)
      expect((await s.request(`/api/users/${p.id}`, { method: 'DELETE', cookie: admin })).status).toBe(200)
      expect(await s.db.sql.query('select 1 from "user" where id = $1', [p.id])).toHaveLength(0)
      const [entry] = await s.db.sql.query<Record<string, unknown>>(`select * from audit_log where action = 'user.deleted' and target_id = $1`, [p.id])
      expect(entry.target_label).toMatch(/^Frede Forlader/)
    })
  })
}
