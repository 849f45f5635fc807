// The permission matrix: viewers × rows × actions, each answer checked against the table.
// Admins (both roles) write minutes and tick anything; an employee ticks only their own case
// assignment and the tasks they are responsible for; everyone reads, but only admins get the
// management block, through the API and through the shapes.
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_EMPLOYEE } from '../../test/app'
import { createPerson } from '../../seed/users'
import type { MeetingSnapshot } from './read'
import { formOf, meetingApi, newForm } from './test-support'
import { useTestServer, type ServerFactory } from '../../test/suite-server'

type Who = 'admin' | 'administrator' | 'assignee' | 'colleague'

export function meetingsPermissionSuite(label: string, makeServer: ServerFactory) {
  describe(`meetings API: permission matrix (${label})`, () => {
    const s = useTestServer(makeServer)
    let api: ReturnType<typeof meetingApi>
    const cookie = {} as Record<Who, string>
    const ids = {} as Record<Who, string>
    let m: MeetingSnapshot

    beforeAll(async () => {
      api = meetingApi(s)
      await createPerson(s.auth, s.db, { email: 'hanne@test.dk', password: 'test-password-1', name: 'Hanne Kristensen', role: 'administrator' })
      await createPerson(s.auth, s.db, { email: 'kollega@test.dk', password: 'test-password-1', name: 'Søren Kollega', role: 'user' })
      cookie.admin = await s.cookieFor('admin@test.dk')
      cookie.administrator = await s.cookieFor('hanne@test.dk')
      cookie.assignee = await s.cookieFor(TEST_EMPLOYEE.email)
      cookie.colleague = await s.cookieFor('kollega@test.dk')
      const users = await s.db.sql.query<{ id: string; email: string }>('select id, email from "user"')
      const byEmail = (e: string) => users.find((u) => u.email === e)!.id
      Object.assign(ids, { admin: s.adminId, administrator: byEmail('hanne@test.dk'), assignee: s.employeeId, colleague: byEmail('kollega@test.dk') })
      m = (await api.create(cookie.admin, newForm({
        economy_info: 'Hemmeligt regnskab',
        payment_terms_info: 'Løbende måned + 30',
        cases: [{ case_name: 'Sag', assignees: [ids.assignee, ids.colleague, ids.admin] }],
        news: (['assignee', 'colleague', 'admin'] as Who[]).map((w) => ({ task: `Nyhed til ${w}`, responsible_id: ids[w] })).concat([{ task: 'Nyhed uden ansvarlig', responsible_id: null as any }]),
        tasks: (['assignee', 'colleague', 'admin'] as Who[]).map((w) => ({ task: `Opgave til ${w}`, responsible_id: ids[w] })).concat([{ task: 'Opgave uden ansvarlig', responsible_id: null as any }]),
      }))).meeting
    })

    const VIEWERS: Who[] = ['admin', 'administrator', 'assignee', 'colleague']
    const isAdmin = (w: Who) => w === 'admin' || w === 'administrator'

    it('toggles: admins tick anything; others only their own case assignment and tasks', async () => {
      const rows = [
        ...m.cases[0].assignees.map((a) => ({ kind: 'case-assignees' as const, id: a.id, owner: a.user_id, table: 'meeting_case_assignees' })),
        ...m.news.map((n) => ({ kind: 'news' as const, id: n.id, owner: n.responsible_id, table: 'meeting_news_opportunities' })),
        ...m.tasks.map((t) => ({ kind: 'tasks' as const, id: t.id, owner: t.responsible_id, table: 'meeting_other_tasks' })),
      ]
      for (const who of VIEWERS) {
        for (const row of rows) {
          const allowed = isAdmin(who) || row.owner === ids[who]
          const [before] = await s.db.sql.query<{ status: string | null }>(`select status from ${row.table} where id = $1`, [row.id])
          const res = await api.toggle(cookie[who], row.kind, row.id, true)
          const [after] = await s.db.sql.query<{ status: string | null }>(`select status from ${row.table} where id = $1`, [row.id])
          const what = `${who} → ${row.kind} of ${row.owner}`
          if (allowed) {
            expect(res.status, what).toBe(200)
            expect((await res.json()).txid, what).toMatch(/^\d+$/)
            expect(after.status, what).toBe(row.kind === 'case-assignees' ? 'completed' : 'Afsluttet')
            // and back, so the next viewer starts from open
            expect((await api.toggle(cookie[who], row.kind, row.id, false)).status, what).toBe(200)
            const [reopened] = await s.db.sql.query<{ status: string }>(`select status from ${row.table} where id = $1`, [row.id])
            expect(reopened.status, what).toBe(row.kind === 'case-assignees' ? 'open' : 'Igangværende')
          } else {
            expect(res.status, what).toBe(403)
            expect((await res.json()).error, what).toBe(
              row.kind === 'case-assignees' ? 'Du kan kun ændre status på dine egne sager' : 'Du kan kun ændre status på opgaver, du er ansvarlig for',
            )
            expect(after, what).toEqual(before)
          }
        }
      }
    })

    it('a toggle needs a yes/no: anything else is a 400 with nothing written', async () => {
      const id = m.tasks[0].id
      for (const json of [{}, { completed: 'ja' }, { status: 'Afsluttet' }]) {
        const res = await s.request(`/api/meetings/tasks/${id}`, { method: 'PATCH', cookie: cookie.assignee, json })
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error: 'Angiv om opgaven er afsluttet' })
      }
    })

    it('create, edit and delete: admins only (403 with the Danish message), nothing written otherwise', async () => {
      for (const who of VIEWERS) {
        const base = formOf(await api.get(cookie.admin, m.meeting.id))
        const before = await api.dump()
        const create = await s.request('/api/meetings', { method: 'POST', cookie: cookie[who], json: newForm({ title: `Af ${who}` }) })
        const edit = await api.save(cookie[who], m.meeting.id, base, { ...base, miscellaneous: `Rettet af ${who}` })
        if (isAdmin(who)) {
          expect(create.status, who).toBe(201)
          expect(edit.status, who).toBe(200)
          continue
        }
        for (const res of [create, edit, await s.request(`/api/meetings/${m.meeting.id}`, { method: 'DELETE', cookie: cookie[who] })]) {
          expect(res.status, who).toBe(403)
          expect(await res.json()).toEqual({ error: 'Kun administratorer kan oprette mødereferater.' })
        }
        expect(await api.dump(), who).toEqual(before)
      }
      const signedOut = await s.request('/api/meetings', { method: 'POST', json: newForm() })
      expect(signedOut.status).toBe(401)
    })

    it('everyone reads minutes; only admins get the management block (API and shapes)', async () => {
      for (const who of VIEWERS) {
        const one = await api.get(cookie[who], m.meeting.id)
        const list = (await (await s.request('/api/meetings', { cookie: cookie[who] })).json()).meetings as Record<string, unknown>[]
        expect(one.cases[0].assignees).toHaveLength(3)
        for (const row of [one.meeting as Record<string, unknown>, list.find((x) => x.id === m.meeting.id)!]) {
          if (isAdmin(who)) expect(row.economy_info, who).toBe('Hemmeligt regnskab')
          else for (const col of ['economy_info', 'cc_usage_info', 'management_info', 'payment_terms_info', 'diverse_info']) expect(row, who).not.toHaveProperty(col)
        }
      }
    })
  })
}

/** The shapes through the real proxy and engine: the management block never reaches a non-admin. */
export function meetingShapesSuite(label: string, makeServer: ServerFactory) {
  describe(`meeting shapes (${label})`, () => {
    const s = useTestServer(makeServer)

    const rows = async (path: string, cookie: string) => {
      const res = await s.request(path, { cookie })
      expect(res.status, path).toBe(200)
      return { body: await res.clone().text(), rows: ((await res.json()) as { value?: Record<string, unknown> }[]).filter((x) => x.value).map((x) => x.value!) }
    }

    it('meetings and their rows for everyone, the management block for admins only', async () => {
      const admin = await s.cookieFor('admin@test.dk')
      const employee = await s.cookieFor(TEST_EMPLOYEE.email)
      const { meeting } = await meetingApi(s).create(admin, newForm({
        economy_info: 'Hemmeligt regnskab',
        cases: [{ case_name: 'Synlig sag', assignees: [s.employeeId] }],
        tasks: [{ task: 'Synlig opgave', responsible_id: s.employeeId }],
      }))
      const seen = await rows('/api/shapes/meetings?offset=-1&columns=id,economy_info', employee)
      expect(seen.rows).toEqual([expect.objectContaining({ id: meeting.meeting.id, title: 'Fredagsmøde 7.3.2031' })])
      expect(seen.body).not.toContain('Hemmeligt')
      expect((await rows('/api/shapes/meeting_management?offset=-1', employee)).rows).toEqual([])
      expect((await rows('/api/shapes/meeting_management?offset=-1', admin)).rows).toEqual([
        expect.objectContaining({ id: meeting.meeting.id, economy_info: 'Hemmeligt regnskab' }),
      ])
      for (const shape of ['meeting_cases', 'meeting_case_assignees', 'meeting_other_tasks']) {
        expect((await rows(`/api/shapes/${shape}?offset=-1`, employee)).rows, shape).toHaveLength(1)
      }
    })
  })
}
