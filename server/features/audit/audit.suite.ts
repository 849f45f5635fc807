// The audit log on both databases: each audited action writes one entry (who, what, target,
// where from), a sign-in writes one only from a new device, and the log is read by
// administrators alone, a keyset page of 50 at a time, searchable by person and action.
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_EMPLOYEE, TEST_PASSWORD } from '../../test/app'
import type { AuditPage } from '../../../sync/inputs/audit'
import { recordAudit } from './record'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

export function auditSuite(label: string, makeServer: ServerFactory) {
  describe(`audit log (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    const from = { 'x-forwarded-for': '198.51.100.23', 'user-agent': 'Revisor/2.0' }
    const call = (method: string, path: string, cookie: string, json?: unknown) => s.request(path, { method, cookie, json, headers: from })
    const entries = (action: string) =>
      s.db.sql.query<Record<string, any>>('select * from audit_log where action = $1 order by id', [action])
    const page = async (query = '', cookie = admin) => {
      const res = await s.request(`/api/audit${query}`, { cookie })
      expect(res.status, await res.clone().text()).toBe(200)
      return (await res.json()) as AuditPage
    }

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
    })

    it('user creation and role changes are logged with actor, target, address and browser', async () => {
      const created = await call('POST', '/api/users', admin, { email: 'ny@test.dk', password: 'hemmelig1', name: 'Ny', full_name: 'Nina Ny', role: 'user' })
      expect(created.status).toBe(201)
      const { user } = (await created.json()) as { user: { id: string } }
      expect(await entries('user.created')).toEqual([
        expect.objectContaining({ actor_id: s.adminId, actor_name: 'Alma Admin', target_id: user.id, target_label: 'Nina Ny', ip: '198.51.100.23', user_agent: 'Revisor/2.0' }),
      ])
      expect((await call('PATCH', `/api/users/${user.id}/role`, admin, { role: 'admin' })).status).toBe(200)
      const [role] = await entries('user.role_changed')
      expect(role).toMatchObject({ target_id: user.id, details: { from: 'user', to: 'admin' } })
      // Setting the role it already has is no change.
      expect((await call('PATCH', `/api/users/${user.id}/role`, admin, { role: 'admin' })).status).toBe(200)
      expect(await entries('user.role_changed')).toHaveLength(1)
    })

    it('approvals of posts and vacations, and code reveals, are logged; refused ones are not', async () => {
      const post = await s.request('/api/posts', { method: 'POST', cookie: employee, json: { headline: 'Ny kran', content: '<p>Se</p>' } })
      const postId = ((await post.json()) as { post: { id: string } }).post.id
      expect((await call('POST', `/api/posts/${postId}/approve`, employee)).status).toBe(403)
      expect(await entries('post.approved')).toHaveLength(0)
      expect((await call('POST', `/api/posts/${postId}/approve`, admin)).status).toBe(200)
      expect(await entries('post.approved')).toEqual([expect.objectContaining({ target_type: 'post', target_id: postId, target_label: 'Ny kran' })])

      const vacation = await s.request('/api/vacations', { method: 'POST', cookie: employee, json: { start_date: '2031-07-01', end_date: '2031-07-14' } })
      const vacationId = ((await vacation.json()) as { vacation: { id: string } }).vacation.id
      expect((await call('POST', `/api/vacations/${vacationId}/approve`, admin)).status).toBe(200)
      const [approved] = await entries('vacation.approved')
      expect(approved).toMatchObject({ target_id: vacationId, details: { user_id: s.employeeId } })

      const building = (await (await s.request('/api/buildings', { method: 'POST', cookie: admin, json: { name: 'Lageret' } })).json()).building
      const code = (await (await s.request(`/api/buildings/${building.id}/codes`, { method: 'POST', cookie: admin, json: { code_type: 'Port', code_value: '4711' } })).json()).code
      expect((await call('POST', `/api/buildings/${building.id}/codes/${code.id}/reveal`, employee)).status).toBe(403)
      expect((await call('POST', `/api/buildings/${building.id}/codes/${code.id}/reveal`, admin)).status).toBe(200)
      const reveals = await entries('building_code.revealed')
      expect(reveals).toEqual([expect.objectContaining({ actor_id: s.adminId, target_label: 'Lageret', details: { code_type: 'Port' } })])
      expect(JSON.stringify(reveals)).not.toContain('4711')
    })

    it('a sign-in is logged once per new device (user agent + network), not again from the same one', async () => {
      const signIn = (ip: string, ua: string, password = TEST_PASSWORD) =>
        s.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: TEST_EMPLOYEE.email, password },
          headers: { 'x-forwarded-for': ip, 'user-agent': ua },
        })
      const mine = async () => (await entries('auth.new_device')).filter((e) => e.user_agent?.startsWith('Telefon'))
      expect((await signIn('192.0.2.10', 'Telefon/1')).status).toBe(200)
      expect((await signIn('192.0.2.77', 'Telefon/1')).status).toBe(200) // same /24
      expect(await mine()).toEqual([expect.objectContaining({ actor_id: s.employeeId, ip: '192.0.2.10', details: { network: '192.0.2.0/24' } })])
      expect((await signIn('2001:db8:1:2::5', 'Telefon/1')).status).toBe(200)
      expect((await signIn('192.0.2.10', 'Telefon/2')).status).toBe(200)
      expect((await mine()).map((e) => e.details.network)).toEqual(['192.0.2.0/24', '2001:0db8:0001:0002::/64', '192.0.2.0/24'])
      // A failed sign-in is no device.
      const wrong = await signIn('192.0.2.200', 'Telefon/3', 'forkert-kode')
      expect(wrong.status).toBe(401)
      expect(await mine()).toHaveLength(3)
    })

    it('pages of 50 newest first, no row twice or lost, searchable by person and by action', async () => {
      await s.db.kysely.transaction().execute(async (trx) => {
        for (let i = 0; i < 120; i++) await recordAudit(trx, { actorId: s.employeeId, action: 'test.bulk', details: { i } })
      })
      const seen: string[] = []
      let next: string | null = null
      let pages = 0
      do {
        const p: AuditPage = await page(`?action=test.bulk${next ? `&after=${encodeURIComponent(next)}` : ''}`)
        expect(p.rows.length).toBeLessThanOrEqual(50)
        seen.push(...p.rows.map((r) => String(r.details.i)))
        next = p.next
        pages++
      } while (next)
      expect(pages).toBe(3)
      expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => String(119 - i)))

      const byName = await page(`?person=${encodeURIComponent('nina')}`)
      expect(byName.rows.map((r) => r.action).sort()).toEqual(['user.created', 'user.role_changed'])
      const byMail = await page(`?person=${encodeURIComponent('ERIK.ANSAT@test')}&action=auth.new_device`)
      expect(byMail.rows.length).toBeGreaterThanOrEqual(3)
      expect(byMail.rows.every((r) => r.actor_id === s.employeeId && r.action === 'auth.new_device')).toBe(true)
      const none = await page(`?person=${encodeURIComponent('%')}`)
      expect(none.rows).toEqual([])
    })

    it('only administrators read it; bad queries get a Danish 400', async () => {
      const res = await s.request('/api/audit', { cookie: employee })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: 'Access denied' })
      expect((await s.request('/api/audit')).status).toBe(401)
      // Nor is it any shape a browser may ask for.
      expect((await s.request('/api/shapes/audit_log?offset=-1', { cookie: employee })).status).toBe(404)
      const bad = await s.request('/api/audit?after=i-går', { cookie: admin })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Ugyldig side' })
      const badAction = await s.request(`/api/audit?action=${encodeURIComponent("x'; drop")}`, { cookie: admin })
      expect(badAction.status).toBe(400)
      expect(await badAction.json()).toEqual({ error: 'Ukendt handling' })
    })
  })
}
