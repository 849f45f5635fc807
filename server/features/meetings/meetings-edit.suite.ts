// Saving an edit as a diff: ids stay stable, untouched rows keep what others did to them, two
// editors of different rows both keep their work, and a stale change of the same thing is
// refused (409, nothing written) instead of silently overwriting.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { MeetingFormInput } from '../../../sync/inputs/meetings'
import type { MeetingSnapshot } from './read'
import { clone, formOf, meetingApi, newForm } from './test-support'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

export function meetingsEditSuite(label: string, makeServer: ServerFactory) {
  describe(`meetings API: diff save and two editors (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let admin2: string
    let employee: string
    let api: ReturnType<typeof meetingApi>
    let start: MeetingSnapshot
    let base: MeetingFormInput

    beforeAll(async () => {
      api = meetingApi(s)
      admin = await s.cookieFor('admin@test.dk')
      // A second browser session of an admin: a second editor.
      ;({ admin: admin2, employee } = await signInSeeded(s))
    })

    beforeEach(async () => {
      const { meeting } = await api.create(admin, newForm({
        miscellaneous: 'Intet',
        attendees: [{ user_id: s.adminId, status: 'present' }],
        cases: [
          { case_name: 'Tag på Vestergade', client: 'Vest', assignees: [s.employeeId] },
          { case_name: 'Kloak i Måløv', client: 'Måløv Kommune', assignees: [] },
        ],
        news: [{ task: 'Opslag om kranen', responsible_id: s.employeeId, status: 'Igangværende' }],
        tasks: [{ task: 'Bestil stillads', responsible_id: s.employeeId }, { task: 'Ryd skurvogn', responsible_id: s.adminId }],
      }))
      start = meeting
      base = formOf(meeting)
    })

    const id = () => start.meeting.id
    const save = async (cookie: string, from: MeetingFormInput, to: MeetingFormInput, status = 200) => {
      const res = await api.save(cookie, id(), from, to)
      const body = await res.json()
      expect(res.status, JSON.stringify(body)).toBe(status)
      return body
    }

    it('updates changed rows in place, inserts new ones, deletes removed ones; untouched rows are not written', async () => {
      const form = clone(base)
      form.cases![0].case_name = 'Tag på Vestergade 12'
      form.cases!.push({ case_name: 'Ny sag', assignees: [s.adminId] })
      form.tasks = [form.tasks![0]]
      form.title = 'Fredagsmøde (rettet)'
      const { meeting, changed, txid } = await save(admin, base, form)
      expect(changed).toBe(true)
      const after = meeting as MeetingSnapshot
      expect(after.meeting).toMatchObject({ title: 'Fredagsmøde (rettet)', version: 2, updated_by: s.adminId })
      expect(after.cases.map((c) => [c.id, c.case_name, c.version])).toEqual([
        [start.cases[0].id, 'Tag på Vestergade 12', 2],
        [start.cases[1].id, 'Kloak i Måløv', 1],
        [expect.any(String), 'Ny sag', 1],
      ])
      expect(after.cases[2].sort_order).toBeGreaterThan(after.cases[1].sort_order)
      expect(after.cases[0].assignees[0].id).toBe(start.cases[0].assignees[0].id)
      expect(after.tasks.map((t) => t.id)).toEqual([start.tasks[0].id])
      const touched = await s.db.sql.query<{ relation: string; operation: string }>(
        `select relation, operation from sync_changes where txid = $1 order by relation, operation`, [txid],
      )
      expect(touched).toEqual([
        { relation: 'meeting_case_assignees', operation: 'insert' },
        { relation: 'meeting_cases', operation: 'insert' },
        { relation: 'meeting_cases', operation: 'update' },
        { relation: 'meeting_other_tasks', operation: 'delete' },
        { relation: 'meetings', operation: 'update' },
      ])
    })

    it('an unchanged form writes nothing', async () => {
      const { changed } = await save(admin, base, clone(base))
      expect(changed).toBe(false)
      expect((await api.get(admin, id())).meeting.version).toBe(1)
    })

    it('an edit of the management block alone leaves what everyone holds as it was; a shared field still stamps', async () => {
      const shared = async () =>
        (await s.db.sql.query<{ version: number; updated_at: string; updated_by: string | null }>(
          `select version, updated_at::text, updated_by from meetings where id = $1`, [id()],
        ))[0]
      const before = await shared()
      const form = clone(base)
      form.economy_info = 'Omsætning op 4 %'
      form.diverse_info = 'Kun for ledelsen'
      expect((await save(admin, base, form)).changed).toBe(true)
      expect(await shared()).toEqual(before)
      expect((await api.get(admin, id())).meeting).toMatchObject({ economy_info: 'Omsætning op 4 %', diverse_info: 'Kun for ledelsen' })

      const both = clone(form)
      both.miscellaneous = 'Husk hjelm'
      both.economy_info = 'Omsætning op 5 %'
      await save(admin, form, both)
      const after = await shared()
      expect(after.version).toBe(before.version + 1)
      expect(after.updated_at > before.updated_at).toBe(true)
      expect(after.updated_by).toBe(s.adminId)
    })

    it("an assignee's tick made while the admin edits survives the admin's save", async () => {
      const assignee = start.cases[0].assignees[0]
      expect((await api.toggle(employee, 'case-assignees', assignee.id, true)).status).toBe(200)
      const form = clone(base)
      form.cases![0].status_note = 'Tagpap leveret'
      form.cases![0].assignees = [s.employeeId, s.adminId]
      await save(admin, base, form)
      const [row] = await s.db.sql.query<{ id: string; status: string }>(
        `select id, status from meeting_case_assignees where case_id = $1 and user_id = $2`, [start.cases[0].id, s.employeeId],
      )
      expect(row).toEqual({ id: assignee.id, status: 'completed' })
    })

    it('two admins editing different rows and fields of one meeting both keep their changes', async () => {
      const mine = clone(base)
      mine.cases![0].case_name = 'Tag (Alma)'
      mine.title = 'Titel fra Alma'
      mine.attendees = [...mine.attendees!, { user_id: s.employeeId, status: 'present' }]
      const theirs = clone(base)
      theirs.cases![1].case_name = 'Kloak (anden editor)'
      theirs.miscellaneous = 'Julefrokost'
      theirs.tasks!.push({ task: 'Ny opgave fra anden editor', responsible_id: s.employeeId })
      await save(admin, base, mine)
      await save(admin2, base, theirs)
      const after = await api.get(admin, id())
      expect(after.meeting).toMatchObject({ title: 'Titel fra Alma', miscellaneous: 'Julefrokost', version: 3 })
      expect(after.cases.map((c) => c.case_name)).toEqual(['Tag (Alma)', 'Kloak (anden editor)'])
      expect(after.tasks.map((t) => t.task)).toEqual(['Bestil stillads', 'Ryd skurvogn', 'Ny opgave fra anden editor'])
      expect(after.attendees).toHaveLength(2)
    })

    it('a stale change of the same row is refused with a Danish message, and nothing of that save is written', async () => {
      const first = clone(base)
      first.cases![0].case_name = 'Tag (først)'
      await save(admin, base, first)
      const before = await api.dump()
      const stale = clone(base)
      stale.cases![0].case_name = 'Tag (for sent)'
      stale.title = 'Skal heller ikke gemmes'
      const res = await save(admin2, base, stale, 409)
      expect(res.error).toBe(
        'Mødereferatet er ændret af en anden, mens du redigerede: sagen »Tag på Vestergade«. ' +
          'Dine ændringer er ikke gemt. Formularen viser nu de nye værdier; gennemse dem og gem igen.',
      )
      expect(res.conflicts).toEqual([{ kind: 'cases', key: start.cases[0].id, label: 'sagen »Tag på Vestergade«' }])
      expect(await api.dump()).toEqual(before)
    })

    it('a stale change of the same meeting field, or of a row someone deleted or a status someone ticked, is refused', async () => {
      const first = clone(base)
      first.miscellaneous = 'Først'
      first.news = []
      await save(admin, base, first)
      expect((await api.toggle(employee, 'tasks', start.tasks[0].id, true)).status).toBe(200)
      const before = await api.dump()
      const stale = clone(base)
      stale.miscellaneous = 'Sidst'
      stale.news![0].task = 'Opslag om den nye kran'
      stale.tasks![0].status = 'Venter'
      const res = await save(admin2, base, stale, 409)
      expect(res.conflicts.map((c: { label: string }) => c.label)).toEqual([
        'feltet »Eventuelt«',
        'nyheden »Opslag om kranen« (slettet)',
        'opgaven »Bestil stillads«',
      ])
      expect(await api.dump()).toEqual(before)
    })

    it('removing a row someone else changed meanwhile is refused; the same change on both sides is not a conflict', async () => {
      expect((await api.toggle(employee, 'news', start.news[0].id, true)).status).toBe(200)
      const removal = clone(base)
      removal.news = []
      const res = await save(admin, base, removal, 409)
      expect(res.conflicts[0].label).toBe('nyheden »Opslag om kranen«')
      const same = clone(base)
      same.news![0].status = 'Afsluttet'
      await save(admin2, base, same)
    })

    it('two saves of the same row at the same moment: one wins, the other is refused', async () => {
      const a = clone(base)
      a.cases![0].case_name = 'Samtidig A'
      const b = clone(base)
      b.cases![0].case_name = 'Samtidig B'
      const results = await Promise.all([api.save(admin, id(), base, a), api.save(admin2, id(), base, b)])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
      const after = await api.get(admin, id())
      expect(['Samtidig A', 'Samtidig B']).toContain(after.cases[0].case_name)
      expect(after.cases[0].version).toBe(2)
    })

    it('a retried save (same base and form) does not duplicate new rows', async () => {
      const form = clone(base)
      const newId = crypto.randomUUID()
      form.cases!.push({ id: newId, case_name: 'Kun én gang', assignees: [s.employeeId] })
      await save(admin, base, form)
      await save(admin, base, form)
      const rows = await s.db.sql.query('select 1 from meeting_cases where id = $1', [newId])
      expect(rows).toHaveLength(1)
    })

    it('rows of another meeting, a base without versions, or bad input → 4xx and nothing written', async () => {
      const { meeting: otherMeeting } = await api.create(admin, newForm({ cases: [{ case_name: 'Fremmed sag', assignees: [] }] }))
      const before = await api.dump()
      const foreign = clone(base)
      foreign.cases!.push({ id: otherMeeting.cases[0].id, case_name: 'Kapret', assignees: [] })
      let res = await api.save(admin, id(), base, foreign)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'En række hører til et andet mødereferat' })
      const forgedBase = clone(base)
      forgedBase.cases!.push({ id: otherMeeting.cases[0].id, version: 1, case_name: 'Fremmed sag', assignees: [] })
      res = await api.save(admin, id(), forgedBase, clone(base))
      expect(res.status).toBe(400)
      const noVersions = clone(base)
      delete noVersions.cases![0].version
      res = await api.save(admin, id(), noVersions, clone(noVersions))
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'Ugyldigt grundlag for ændringerne: genindlæs siden og prøv igen' })
      for (const [form, message] of [
        [{ ...clone(base), title: '' }, 'Titel er påkrævet'],
        [{ ...clone(base), meeting_date: 'i morgen' }, 'Ugyldig dato'],
        [{ ...clone(base), recorder_id: 'ingen-sådan' }, 'En valgt person findes ikke'],
      ] as const) {
        res = await api.save(admin, id(), base, form as MeetingFormInput)
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error: message })
      }
      res = await s.request(`/api/meetings/${id()}`, { method: 'PUT', cookie: admin, json: { form: base } })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'Ugyldigt mødereferat' })
      expect(await api.dump()).toEqual(before)
    })
  })
}
