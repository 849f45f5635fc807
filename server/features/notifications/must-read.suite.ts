// Must-read news on both databases: admins mark, everyone is told once, each confirms for
// themself, admins see who has and remind only those who have not.
import { beforeAll, describe, expect, it } from 'vitest'
import { createPerson } from '../../seed/users'
import { TEST_PASSWORD, type TestServer } from '../../test/app'
import { call, keyed, noticesOf, people, shapeRows, type Person } from './test-support'
import { useTestServer } from '../../test/suite-server'

export function mustReadSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`must-read news (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: Person, employee: Person, other: Person
    let newsId: string

    beforeAll(async () => {
      ;({ admin, employee, other } = await people(s))
      newsId = (await call(s, admin, 'POST', '/api/news', { content: 'Nye sikkerhedsregler på pladsen: hjelm altid.' }, 201)).news.id
    })

    const mustRead = (who: Person) => noticesOf(s, who.id).then((r) => r.filter((n) => n.kind === 'must_read'))

    it('only an admin marks news as must-read; a refused mark writes nothing', async () => {
      const res = await s.request(`/api/must-read/${newsId}`, { method: 'PUT', cookie: employee.cookie })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: 'Kun administratorer kan markere nyheder som skal-læses' })
      expect(await s.db.sql.query('select * from must_read_news')).toEqual([])
      expect(await mustRead(other)).toEqual([])
      const missing = await s.request('/api/must-read/00000000-0000-4000-8000-000000000000', { method: 'PUT', cookie: admin.cookie })
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ error: 'Nyheden blev ikke fundet' })
    })

    it('marking tells every other person once, also when the mark is sent again', async () => {
      expect((await keyed(s, admin, 'PUT', `/api/must-read/${newsId}`, undefined, 'must-read-mark-1')).status).toBe(200)
      expect((await keyed(s, admin, 'PUT', `/api/must-read/${newsId}`, undefined, 'must-read-mark-1')).status).toBe(200)
      expect((await keyed(s, admin, 'PUT', `/api/must-read/${newsId}`, undefined, 'must-read-mark-2')).status).toBe(200)
      for (const who of [employee, other]) {
        expect(await mustRead(who)).toEqual([
          expect.objectContaining({ title: 'Ny nyhed, du skal læse og bekræfte', body: 'Nye sikkerhedsregler på pladsen: hjelm altid.', link: `/#nyhed-${newsId}` }),
        ])
      }
      expect(await mustRead(admin)).toEqual([])
      const { rows } = await shapeRows(s, 'must_read_news', employee)
      expect(rows.map((r) => r.news_id)).toEqual([newsId])
    })

    it("a person confirms 'Læst og forstået' for themself, which also settles the notice", async () => {
      await call(s, employee, 'POST', `/api/must-read/${newsId}/confirm`)
      await call(s, employee, 'POST', `/api/must-read/${newsId}/confirm`)
      const rows = await s.db.sql.query<{ user_id: string }>('select user_id from news_read_confirmations where news_id = $1', [newsId])
      expect(rows.map((r) => r.user_id)).toEqual([employee.id])
      expect((await mustRead(employee))[0].read_at).not.toBeNull()
      expect((await mustRead(other))[0].read_at).toBeNull()
    })

    it('confirmations: each person sees their own, admins see everyone\'s (who has not read)', async () => {
      expect((await shapeRows(s, 'news_read_confirmations', other)).rows).toEqual([])
      expect((await shapeRows(s, 'news_read_confirmations', employee)).rows.map((r) => r.user_id)).toEqual([employee.id])
      expect((await shapeRows(s, 'news_read_confirmations', admin)).rows.map((r) => r.user_id)).toEqual([employee.id])
    })

    it('an admin reminds only those who have not confirmed; an employee may not', async () => {
      const denied = await s.request(`/api/must-read/${newsId}/remind`, { method: 'POST', cookie: employee.cookie })
      expect(denied.status).toBe(403)
      const { reminded } = await call(s, admin, 'POST', `/api/must-read/${newsId}/remind`)
      expect(reminded).toBe(1)
      const reminders = async (who: Person) => (await noticesOf(s, who.id)).filter((n) => n.kind === 'must_read_reminder')
      expect((await reminders(other)).map((n) => n.title)).toEqual(['Påmindelse: læs og bekræft nyheden'])
      expect(await reminders(employee)).toEqual([])
    })

    it('the admin who marked an item is never reminded about it, also when another admin reminds', async () => {
      await createPerson(s.auth, s.db, { email: 'bo.admin@test.dk', password: TEST_PASSWORD, name: 'Bo Admin', role: 'admin' })
      const bo = { id: '', cookie: await s.cookieFor('bo.admin@test.dk') }
      const second = (await call(s, admin, 'POST', '/api/news', { content: 'Ny procedure for stilladser.' }, 201)).news.id
      await call(s, admin, 'PUT', `/api/must-read/${second}`)
      const { reminded } = await call(s, bo, 'POST', `/api/must-read/${second}/remind`)
      expect(reminded).toBe(2)
      const reminders = async (who: Person) => (await noticesOf(s, who.id)).filter((n) => n.kind === 'must_read_reminder' && n.link === `/#nyhed-${second}`)
      expect(await reminders(admin)).toEqual([])
      expect(await reminders(employee)).toHaveLength(1)
      expect(await reminders(other)).toHaveLength(1)
    })

    it('unmarked news cannot be confirmed or reminded about', async () => {
      await call(s, admin, 'DELETE', `/api/must-read/${newsId}`)
      const res = await s.request(`/api/must-read/${newsId}/confirm`, { method: 'POST', cookie: other.cookie })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'Nyheden er ikke markeret som skal-læses' })
      expect((await s.request(`/api/must-read/${newsId}/remind`, { method: 'POST', cookie: admin.cookie })).status).toBe(400)
    })
  })
}
