import { describe, expect, it } from 'vitest'
import { meetingFormInput } from '../../../../../sync/inputs/meetings'
import type { MeetingData } from '../use-meeting-data'
import { draftFromData, draftToInput, newDraft, prefillFromLatest } from './form-model'

const C1 = '11111111-1111-4111-8111-111111111111'
const N1 = '22222222-2222-4222-8222-222222222222'
const T1 = '33333333-3333-4333-8333-333333333333'
const A1 = '44444444-4444-4444-8444-444444444444'

const latest: MeetingData = {
  meeting: {
    id: 'm1', title: 'Fredagsmøde 28.2.2031', meeting_date: new Date(2031, 1, 28, 9, 0), location: 'Kantinen', facilitator_id: 'u1',
    topic: 'Fredagsmøde', recorder_id: null, news_from_management: 'Ny kran', optimization_round: null, miscellaneous: null,
    next_meeting_date: '2031-03-07', created_by: 'u1', updated_by: 'u1', updated_at: new Date(), version: 3,
  },
  management: null,
  attendees: [{ user_id: 'u1', status: 'present' }],
  cases: [{ id: C1, case_name: 'Tag', client: 'Vest', status_note: null, version: 2, assignees: [{ id: A1, case_id: C1, user_id: 'u2', status: 'completed' }] }],
  news: [{ id: N1, task: 'Video', task_date: '2031-03-01', status: 'Afsluttet', responsible_id: 'u2', version: 1 }],
  tasks: [{ id: T1, task: 'Stillads', responsible_id: null, deadline: null, status: null, version: 1 }],
}

describe('the meeting form model', () => {
  it('starts a new meeting with the defaults, everyone present', () => {
    const d = newDraft(new Date(2031, 2, 7, 9, 30), ['u1', 'u2'])
    expect(d.fields).toMatchObject({ title: 'Fredagsmøde 7.3.2031', topic: 'Fredagsmøde', meeting_date: '2031-03-07T09:30' })
    expect(d.fields.location).toContain('Ballerup')
    expect(d.attendees).toEqual({ u1: 'present', u2: 'present' })
    expect([d.cases.length, d.news.length, d.tasks.length]).toEqual([1, 0, 1])
  })

  it("pre-fills the latest meeting's cases, news and tasks as new rows, keeping its own meeting fields out", () => {
    const d = prefillFromLatest(newDraft(new Date(2031, 2, 7), ['u1']), latest)
    expect(d.fields.title).toBe('Fredagsmøde 7.3.2031')
    expect(d.cases).toEqual([expect.objectContaining({ case_name: 'Tag', client: 'Vest', assignees: ['u2'], version: null })])
    expect(d.cases[0].id).not.toBe(C1)
    expect(d.news[0]).toMatchObject({ task: 'Video', status: 'Afsluttet', version: null })
    expect(d.tasks[0]).toMatchObject({ task: 'Stillads', version: null })
    // Sent as new rows: no versions, no assignee statuses (the server starts them open).
    const input = draftToInput(d)
    expect(input.cases![0]).not.toHaveProperty('version')
    expect(input.cases![0]).not.toHaveProperty('status')
  })

  it('turns the form into API input the shared schema accepts, applying the skip rules', () => {
    const d = draftFromData(latest)
    d.cases.push({ id: crypto.randomUUID(), version: null, case_name: '  ', client: 'x', status_note: '', assignees: [] })
    d.attendees.u2 = ''
    const parsed = meetingFormInput.parse(draftToInput(d))
    expect(parsed.cases.map((c) => c.case_name)).toEqual(['Tag'])
    expect(parsed.cases[0]).toMatchObject({ id: C1, version: 2 })
    expect(parsed.attendees).toEqual([{ user_id: 'u1', status: 'present' }])
    expect(parsed.recorder_id).toBeNull()
    expect(parsed.next_meeting_date).toBe('2031-03-07')
    expect(new Date(parsed.meeting_date).getTime()).toBe(new Date(2031, 1, 28, 9, 0).getTime())
  })
})
