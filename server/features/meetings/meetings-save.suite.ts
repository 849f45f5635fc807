// Creating and saving minutes: the whole form in one transaction, the form's skip and null
// rules, bad input refused with nothing written, and deletes. Run on PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest'
import { createPerson } from '../../seed/users'
import { meetingApi, newForm, UNKNOWN_ID } from './test-support'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

export function meetingsSaveSuite(label: string, makeServer: ServerFactory) {
  describe(`meetings API: create, validate, delete (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    let api: ReturnType<typeof meetingApi>

    beforeAll(async () => {
      api = meetingApi(s)
      ;({ admin, employee } = await signInSeeded(s))
    })

    it('an admin saves the whole form in one transaction, applying the skip and null rules', async () => {
      const { meeting, txid } = await api.create(admin, newForm({
        title: '  Fredagsmøde  ',
        facilitator_id: '',
        recorder_id: s.adminId,
        next_meeting_date: '',
        news_from_management: 'Ny kran leveret',
        economy_info: 'Omsætning op 4 %',
        attendees: [
          { user_id: s.adminId, status: 'present' },
          { user_id: s.employeeId, status: 'approved_absence' },
        ],
        cases: [
          { case_name: 'Tag på Vestergade 12', client: 'Boligselskabet Vest', status_note: '', assignees: [s.employeeId, s.employeeId] },
          { case_name: '   ', client: 'Springes over', assignees: [s.adminId] },
          { case_name: 'Kloak i Måløv', client: '', assignees: [] },
        ],
        news: [
          { task: 'Opslag om rejsegilde', task_date: '2031-03-10', status: '', responsible_id: s.employeeId },
          { task: '', status: 'Springes over' },
        ],
        tasks: [
          { task: '', responsible_id: s.employeeId },
          { task: 'Bestil stillads', responsible_id: '', deadline: '', status: null },
        ],
      }))
      expect(txid).toMatch(/^\d+$/)
      expect(meeting.meeting).toMatchObject({
        title: 'Fredagsmøde', facilitator_id: null, recorder_id: s.adminId, next_meeting_date: null,
        economy_info: 'Omsætning op 4 %', created_by: s.adminId, version: 1,
      })
      expect(meeting.attendees.map((a) => a.status).sort()).toEqual(['approved_absence', 'present'])
      expect(meeting.cases.map((c) => [c.case_name, c.client, c.status_note, c.sort_order])).toEqual([
        ['Tag på Vestergade 12', 'Boligselskabet Vest', null, 0],
        ['Kloak i Måløv', null, null, 1],
      ])
      expect(meeting.cases[0].assignees).toEqual([expect.objectContaining({ user_id: s.employeeId, status: 'open' })])
      expect(meeting.news).toEqual([expect.objectContaining({ task: 'Opslag om rejsegilde', task_date: '2031-03-10', status: null })])
      expect(meeting.tasks).toEqual([expect.objectContaining({ task: 'Bestil stillads', responsible_id: null, deadline: null })])
      const captured = await s.db.sql.query<{ relation: string }>(
        `select distinct relation from sync_changes where txid = $1 order by relation`, [txid],
      )
      expect(captured.map((r) => r.relation)).toEqual([
        'meeting_attendees', 'meeting_case_assignees', 'meeting_cases', 'meeting_news_opportunities', 'meeting_other_tasks', 'meetings',
        // The employee was made assignee and responsible: told in the same transaction.
        'notifications',
      ])
    })

    it('pre-filled rows from the latest meeting are new rows whose assignees start open again', async () => {
      const first = await api.create(admin, newForm({
        cases: [{ case_name: 'Skole i Herlev', assignees: [s.employeeId] }],
        news: [{ task: 'Video fra byggepladsen', status: 'Afsluttet', responsible_id: s.employeeId }],
      }))
      const assignee = first.meeting.cases[0].assignees[0]
      expect((await api.toggle(employee, 'case-assignees', assignee.id, true)).status).toBe(200)
      // What the form does: copy the latest meeting's rows without their ids.
      const latest = await api.get(admin, first.meeting.meeting.id)
      const { meeting } = await api.create(admin, newForm({
        meeting_date: '2031-03-14T08:00',
        cases: latest.cases.map((c) => ({ case_name: c.case_name, client: c.client, status_note: c.status_note, assignees: c.assignees.map((a) => a.user_id), status: 'completed' } as any)),
        news: latest.news.map((n) => ({ task: n.task, status: n.status, responsible_id: n.responsible_id })),
      }))
      expect(meeting.cases[0].id).not.toBe(latest.cases[0].id)
      expect(meeting.cases[0].assignees).toEqual([expect.objectContaining({ user_id: s.employeeId, status: 'open' })])
      expect(meeting.news[0].status).toBe('Afsluttet')
      const [old] = await s.db.sql.query<{ status: string }>('select status from meeting_case_assignees where id = $1', [assignee.id])
      expect(old.status).toBe('completed')
    })

    it('a date and time without a zone is Danish time', async () => {
      const { meeting } = await api.create(admin, newForm({ meeting_date: '2031-07-04T09:30' }))
      expect(new Date(meeting.meeting.meeting_date).toISOString()).toBe('2031-07-04T07:30:00.000Z')
    })

    const other = () => s.db.sql.query<{ id: string }>('select id from meeting_cases limit 1')
    it.each([
      ['no title', { title: undefined }, 'Titel er påkrævet'],
      ['a blank title', { title: '   ' }, 'Titel er påkrævet'],
      ['no date', { meeting_date: '' }, 'Dato og tidspunkt er påkrævet'],
      ['a bad date', { meeting_date: 'på fredag' }, 'Ugyldig dato'],
      ['a year Postgres cannot hold', { meeting_date: '+099999-01-01T00:00:00Z' }, 'Ugyldig dato'],
      ['a bad next-meeting date', { next_meeting_date: '2031-02-30' }, 'Ugyldig dato for næste møde'],
      ['a bad deadline', { tasks: [{ task: 'x', deadline: 'snart' }] }, 'Ugyldig deadline'],
      ['a bad attendee status', { attendees: [{ user_id: 'x', status: 'maybe' }] }, 'Ugyldig deltagerstatus'],
      ['the same attendee twice', { attendees: [{ user_id: 'x', status: 'present' }, { user_id: 'x', status: null }] }, 'En deltager er angivet flere gange'],
      ['an unknown person', { cases: [{ case_name: 'Sag', assignees: ['no-such-user'] }] }, 'En valgt person findes ikke'],
      ['an unknown facilitator', { facilitator_id: 'no-such-user' }, 'En valgt person findes ikke'],
      ['cases that are not a list', { cases: 'Tag' }, 'Ugyldige sager'],
      ['a non-uuid row id', { news: [{ id: '12', task: 'x' }] }, 'Ugyldigt id'],
      ['a non-uuid meeting id', { id: 'abc' }, 'Ugyldigt id'],
      ['too long a title', { title: 'x'.repeat(201) }, 'Titlen må højst være 200 tegn'],
    ])('create with %s → 400 with a clear message, nothing written', async (_name, overrides, message) => {
      const before = await api.dump()
      const res = await s.request('/api/meetings', { method: 'POST', cookie: admin, json: { ...newForm(), ...overrides } })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await api.dump()).toEqual(before)
    })

    it('create with a row id of another meeting → 400, nothing written', async () => {
      const [{ id }] = await other()
      const before = await api.dump()
      const res = await s.request('/api/meetings', { method: 'POST', cookie: admin, json: newForm({ cases: [{ id, case_name: 'Kapret', assignees: [] }] }) })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'En række hører til et andet mødereferat' })
      expect(await api.dump()).toEqual(before)
    })

    it('malformed JSON and non-object bodies → 400; a retried create with its id → 409, no duplicate', async () => {
      const before = await api.counts()
      const bad = await s.request('/api/meetings', { method: 'POST', cookie: admin, body: '{"title":' })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Ugyldig JSON i forespørgslen' })
      const list = await s.request('/api/meetings', { method: 'POST', cookie: admin, body: '[]' })
      expect(list.status).toBe(400)
      expect(await api.counts()).toEqual(before)
      const id = crypto.randomUUID()
      await api.create(admin, { ...newForm({ cases: [{ case_name: 'En gang', assignees: [] }] }), id })
      const again = await api.create(admin, { ...newForm({ cases: [{ case_name: 'En gang', assignees: [] }] }), id }, 409)
      expect(again).toEqual({ error: 'Mødereferatet findes allerede' })
      expect(await s.db.sql.query(`select 1 from meeting_cases where case_name = 'En gang'`)).toHaveLength(1)
    })

    it('an administrator counts as admin too', async () => {
      const email = 'hanne@test.dk'
      await createPerson(s.auth, s.db, { email, password: 'test-password-1', name: 'Hanne Administrator', role: 'administrator' })
      const { meeting } = await api.create(await s.cookieFor(email), newForm({ economy_info: 'Budget' }))
      expect(meeting.meeting.title).toBe('Fredagsmøde 7.3.2031')
    })

    it('an admin deletes minutes with all their rows, and the deletes are captured for sync', async () => {
      const { meeting } = await api.create(admin, newForm({
        attendees: [{ user_id: s.employeeId, status: 'present' }],
        cases: [{ case_name: 'Slettes', assignees: [s.employeeId] }],
        tasks: [{ task: 'Slettes også', responsible_id: s.employeeId }],
      }))
      const id = meeting.meeting.id
      const res = await s.request(`/api/meetings/${id}`, { method: 'DELETE', cookie: admin })
      expect(res.status).toBe(200)
      const { txid } = await res.json()
      for (const t of ['meetings', 'meeting_cases', 'meeting_case_assignees', 'meeting_other_tasks', 'meeting_attendees']) {
        const left = await s.db.sql.query(`select 1 from ${t} where ${t === 'meetings' ? 'id' : t === 'meeting_case_assignees' ? 'case_id' : 'meeting_id'} = $1`, [
          t === 'meeting_case_assignees' ? meeting.cases[0].id : id,
        ])
        expect(left, t).toHaveLength(0)
      }
      const deletes = await s.db.sql.query<{ relation: string }>(
        `select relation from sync_changes where txid = $1 and operation = 'delete' order by relation`, [txid],
      )
      expect(deletes.map((d) => d.relation)).toEqual(['meeting_attendees', 'meeting_case_assignees', 'meeting_cases', 'meeting_other_tasks', 'meetings'])
      const again = await s.request(`/api/meetings/${id}`, { method: 'DELETE', cookie: admin })
      expect(again.status).toBe(404)
      expect(await again.json()).toEqual({ error: 'Mødereferat ikke fundet' })
    })

    it('unknown and malformed ids → 404 with the Danish message', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', "x' or '1'='1"]) {
        const path = `/api/meetings/${encodeURIComponent(id)}`
        const get = await s.request(path, { cookie: employee })
        expect(get.status, id).toBe(404)
        expect(await get.json()).toEqual({ error: 'Mødereferat ikke fundet' })
        const put = await api.save(admin, encodeURIComponent(id), newForm(), newForm({ title: 'Ny' }))
        expect(put.status, id).toBe(404)
        expect((await s.request(path, { method: 'DELETE', cookie: admin })).status).toBe(404)
        for (const kind of ['case-assignees', 'news', 'tasks'] as const) {
          expect((await api.toggle(admin, kind, encodeURIComponent(id), true)).status, `${kind} ${id}`).toBe(404)
        }
      }
    })

    it('the list holds the 20 latest, newest first', async () => {
      for (let i = 0; i < 22; i++) await api.create(admin, newForm({ title: `Uge ${i}`, meeting_date: `2040-01-${String(i + 1).padStart(2, '0')}T08:00:00Z` }))
      const res = await s.request('/api/meetings', { cookie: employee })
      const { meetings } = (await res.json()) as { meetings: { title: string }[] }
      expect(meetings).toHaveLength(20)
      expect(meetings[0].title).toBe('Uge 21')
      expect(meetings[19].title).toBe('Uge 2')
    })
  })
}
