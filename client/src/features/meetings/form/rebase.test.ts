import { describe, expect, it } from 'vitest'
import { emptyCase, emptyTask, newDraft, type MeetingDraft } from './form-model'
import { rebase, resolve } from './rebase'

const people = ['u1', 'u2', 'u3']
function stored(): MeetingDraft {
  const d = newDraft(new Date(2031, 2, 7, 9, 0), people)
  d.cases = [
    { ...emptyCase(), id: 'c1', version: 1, case_name: 'Tag', client: 'Vest', assignees: ['u1'] },
    { ...emptyCase(), id: 'c2', version: 1, case_name: 'Kloak', assignees: [] },
  ]
  d.tasks = [{ ...emptyTask(), id: 't1', version: 1, task: 'Stillads', responsible_id: 'u1' }]
  return d
}
const clone = structuredClone

describe('rebase', () => {
  it('takes others\' changes of things you have not touched into your form, keeping yours', () => {
    const base = stored()
    const draft = clone(base)
    draft.fields.title = 'Min titel'
    draft.cases[0].case_name = 'Tag (mit)'
    draft.cases.push({ ...emptyCase(), id: 'new', case_name: 'Min nye sag' })
    const server = clone(base)
    server.fields.miscellaneous = 'Julefrokost'
    server.cases[1] = { ...server.cases[1], case_name: 'Kloak (deres)', version: 2 }
    server.cases[0].assignees = ['u1', 'u2']
    server.tasks[0] = { ...server.tasks[0], status: 'Afsluttet', version: 2 }
    server.news = [{ id: 'n1', version: 1, task: 'Deres nyhed', task_date: '', status: '', responsible_id: '' }]
    server.attendees.u3 = 'approved_absence'
    const r = rebase(base, draft, server)
    expect(r.conflicts).toEqual([])
    expect(r.draft.fields).toMatchObject({ title: 'Min titel', miscellaneous: 'Julefrokost' })
    expect(r.draft.cases.map((c) => c.case_name)).toEqual(['Tag (mit)', 'Kloak (deres)', 'Min nye sag'])
    expect(r.draft.cases[0].assignees).toEqual(['u1', 'u2'])
    expect(r.draft.tasks[0]).toMatchObject({ status: 'Afsluttet', version: 2 })
    expect(r.draft.news.map((n) => n.task)).toEqual(['Deres nyhed'])
    expect(r.draft.attendees.u3).toBe('approved_absence')
    // The new base is the server, so the next save sends exactly your own changes.
    expect(r.base.fields.miscellaneous).toBe('Julefrokost')
    expect(r.base.cases.find((c) => c.id === 'c2')!.version).toBe(2)
    expect(r.base.fields.title).toBe(base.fields.title)
  })

  it('reports the same thing changed on both sides, and a change to a row deleted there', () => {
    const base = stored()
    const draft = clone(base)
    draft.fields.title = 'Min'
    draft.cases[0].case_name = 'Tag (mit)'
    draft.tasks[0].status = 'Venter'
    draft.attendees.u1 = 'approved_absence'
    const server = clone(base)
    server.fields.title = 'Deres'
    server.cases[0] = { ...server.cases[0], case_name: 'Tag (deres)', version: 2 }
    server.tasks = []
    server.attendees.u1 = ''
    const r = rebase(base, draft, server)
    expect(r.conflicts.map((c) => c.label)).toEqual([
      'feltet »Titel«', 'deltagerlisten', 'sagen »Tag«', 'opgaven »Stillads« (slettet)',
    ])
    // Your values stay until you choose.
    expect(r.draft.fields.title).toBe('Min')
    expect(r.draft.cases[0].case_name).toBe('Tag (mit)')

    const theirs = resolve(r.base, r.draft, server, r.conflicts, 'theirs')
    expect(theirs.draft.fields.title).toBe('Deres')
    expect(theirs.draft.cases[0].case_name).toBe('Tag (deres)')
    expect(theirs.draft.tasks).toEqual([])
    expect(rebase(theirs.base, theirs.draft, server).conflicts).toEqual([])

    const mine = resolve(r.base, r.draft, server, r.conflicts, 'mine')
    expect(mine.draft.fields.title).toBe('Min')
    expect(mine.base.fields.title).toBe('Deres')
    expect(mine.base.cases[0].version).toBe(2)
    expect(mine.draft.tasks[0].version).toBeNull() // saved again as a new row
    expect(rebase(mine.base, mine.draft, server).conflicts).toEqual([])
  })

  it('an untouched row deleted there disappears; a row you removed that they changed is a conflict', () => {
    const base = stored()
    const draft = clone(base)
    draft.cases = [draft.cases[0]]
    const server = clone(base)
    server.cases = [{ ...server.cases[1], case_name: 'Kloak (deres)', version: 2 }]
    const r = rebase(base, draft, server)
    expect(r.conflicts.map((c) => c.label)).toEqual(['sagen »Kloak (deres)« (du har fjernet den)'])
    expect(r.draft.cases).toEqual([])
    const untouched = rebase(base, clone(base), { ...clone(base), tasks: [] })
    expect(untouched.draft.tasks).toEqual([])
    expect(untouched.conflicts).toEqual([])
  })
})
