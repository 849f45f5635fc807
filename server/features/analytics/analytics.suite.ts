// The statistics API, written once and run on embedded PGlite and on PostgreSQL: who may
// read it, and that every figure is a real count of real rows (activity from real sessions).
import { beforeAll, describe, expect, it } from 'vitest'
import { createPerson } from '../../seed/users'
import { TEST_PASSWORD } from '../../test/app'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()

export function analyticsSuite(label: string, makeServer: ServerFactory) {
  describe(`analytics API (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    let dormantId: string
    let newcomerId: string
    let newcomer: string
    const q = (text: string, params: unknown[] = []) => s.db.sql.query(text, params)

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
      // Asked once now, so the employee's session is not extended by a later request.
      expect((await s.request('/api/analytics', { cookie: employee })).status).toBe(403)
      dormantId = await createPerson(s.auth, s.db, { email: 'sovende@test.dk', name: 'Sofie Sovende', password: TEST_PASSWORD, role: 'user' })
      newcomerId = await createPerson(s.auth, s.db, { email: 'ny@test.dk', name: 'Niels Ny', password: TEST_PASSWORD, role: 'user' })
      await s.cookieFor('sovende@test.dk')
      newcomer = await s.cookieFor('ny@test.dk')
      // Dormant: created and last seen 40 days ago. Employee: last seen 10 days ago.
      await q(`update "user" set "createdAt" = $2 where id = $1`, [dormantId, ago(60)])
      await q(`update "session" set "createdAt" = $2, "updatedAt" = $2 where "userId" = $1`, [dormantId, ago(40)])
      await q(`update "session" set "createdAt" = $2, "updatedAt" = $2 where "userId" = $1`, [s.employeeId, ago(10)])

      const [post] = await q(`insert into posts (user_id, headline, approved) values ($1, 'A', true), ($1, 'B', false), ($2, 'C', true) returning id`, [s.employeeId, s.adminId])
      await q(`insert into post_comments (post_id, user_id, content) values ($1, $2, 'x'), ($1, $2, 'y'), ($1, $3, 'z')`, [(post as { id: string }).id, s.employeeId, s.adminId])
      await q(`insert into projects (name, created_by) values ('P1', $1), ('P2', $1), ('P3', $2)`, [s.adminId, s.employeeId])
      await q(`insert into company_news (user_id, content) values ($1, 'n1'), ($1, 'n2'), ($1, 'n3')`, [s.adminId])
      await q(`insert into events (title, date) values ('E1', now()), ('E2', now())`)
      const [cat] = await q(`insert into handbook_categories (name) values ('Sikkerhed') returning id`)
      await q(`insert into handbooks (name, file_name, file_path, file_url, file_size, file_type, category_id) values ('H', 'h.pdf', 'k1', '/api/files/k1', 1, 'application/pdf', $1)`, [(cat as { id: string }).id])
    })

    it('signed out → 401; an employee → 403 Access denied, with no figures in the body', async () => {
      const out = await s.request('/api/analytics')
      expect(out.status).toBe(401)
      expect(await out.json()).toEqual({ error: 'Du skal være logget ind' })
      const res = await s.request('/api/analytics', { cookie: newcomer })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: 'Access denied' })
    })

    it('an admin gets the real totals and content counts', async () => {
      const res = await s.request('/api/analytics', { cookie: admin })
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(body.totals).toEqual({ users: 4, posts: 3, projects: 3, news: 3, events: 2, handbooks: 1 })
      expect(body.content).toMatchObject({ approved_posts: 2, pending_posts: 1, post_comments: 3, news_comments: 0, meetings: 0 })
    })

    it('per user: posts, projects, comments, news and total, busiest first', async () => {
      const { users } = await (await s.request('/api/analytics', { cookie: admin })).json()
      const by = (id: string) => users.find((u: { user_id: string }) => u.user_id === id)
      expect(by(s.adminId)).toMatchObject({ name: 'Alma Admin', posts: 1, projects: 2, comments: 1, news: 3, total: 7 })
      expect(by(s.employeeId)).toMatchObject({ name: 'Erik Ansat', posts: 2, projects: 1, comments: 2, news: 0, total: 5 })
      expect(by(dormantId)).toMatchObject({ total: 0 })
      expect(users.map((u: { total: number }) => u.total)).toEqual([7, 5, 0, 0])
    })

    it('active today / this week / inactive 30+ days come from session activity', async () => {
      const { activity, users } = await (await s.request('/api/analytics', { cookie: admin })).json()
      // Admin and the newcomer signed in just now; the employee 10 days ago; Sofie 40 days ago.
      expect(activity).toEqual({ active_today: 2, active_this_week: 2, inactive_30_days: 1 })
      const seen = users.find((u: { user_id: string }) => u.user_id === dormantId).last_active_at
      expect(Math.abs(new Date(seen).getTime() - (Date.now() - 40 * DAY))).toBeLessThan(60_000)
      expect(users.find((u: { user_id: string }) => u.user_id === newcomerId).last_active_at).not.toBeNull()
    })

    it('an administrator counts as admin too', async () => {
      await q(`update "user" set role = 'administrator' where id = $1`, [s.adminId])
      try {
        expect((await s.request('/api/analytics', { cookie: admin })).status).toBe(200)
      } finally {
        await q(`update "user" set role = 'admin' where id = $1`, [s.adminId])
      }
    })
  })
}
