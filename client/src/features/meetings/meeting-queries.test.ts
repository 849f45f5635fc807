// The meeting queries against a real PGlite with the real local tables: the list with its
// counts, one meeting's rows by an id from the URL, and the people by name.
import { seededLocalTestDatabase, testUuid } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import {
  attendeesQuery,
  caseAssigneesQuery,
  casesQuery,
  latestMeetingQuery,
  managementQuery,
  meetingCountQuery,
  meetingListQuery,
  meetingQuery,
  newsOpportunitiesQuery,
  otherTasksQuery,
  peopleQuery,
} from './meeting-queries'

const id = testUuid
const MAY = id(1)
const JUNE = id(2)

const { rows } = seededLocalTestDatabase(`
  insert into profiles (user_id, email, full_name, name, role, image, color) values
    ('u-anna', 'anna@firma.dk', 'Anna Berg', null, 'employee', '/a.png', '#f00'),
    ('u-bo', 'bo@firma.dk', '', 'bo', 'employee', null, null);
  insert into meetings (id, title, meeting_date, location, facilitator_id, topic, recorder_id, news_from_management,
      optimization_round, miscellaneous, next_meeting_date, created_by, created_at, updated_by, updated_at, version) values
    ('${MAY}', 'Maj', '2031-05-01 08:00+00', 'Kontoret', 'u-anna', null, null, null, null, null, '2031-06-01', 'u-anna', now(), null, '2031-05-01 09:00+00', 3),
    ('${JUNE}', 'Juni', '2031-06-01 08:00+00', null, null, null, null, null, null, null, null, null, now(), null, now(), 1);
  insert into meeting_management (id, economy_info, cc_usage_info, management_info, payment_terms_info, diverse_info) values
    ('${MAY}', 'Godt år', null, null, null, null);
  insert into meeting_attendees (meeting_id, user_id, status) values ('${MAY}', 'u-anna', 'present');
  insert into meeting_cases (id, meeting_id, case_name, client, status_note, sort_order, version) values
    ('${id(11)}', '${MAY}', 'Tag', null, null, 2, 1), ('${id(12)}', '${MAY}', 'Kaj', 'Havnen', 'I gang', 1, 1);
  insert into meeting_case_assignees (id, case_id, user_id, status) values
    ('${id(21)}', '${id(11)}', 'u-bo', 'open'), ('${id(22)}', '${id(12)}', 'u-anna', 'done');
  insert into meeting_news_opportunities (id, meeting_id, task, task_date, status, responsible_id, sort_order, version) values
    ('${id(31)}', '${MAY}', 'Pressemeddelelse', '2031-05-10', null, 'u-anna', 1, 1);
  insert into meeting_other_tasks (id, meeting_id, task, responsible_id, deadline, status, sort_order, version) values
    ('${id(41)}', '${MAY}', 'Bestil stilladser', null, null, 'open', 1, 2);
`)

describe('meeting queries', () => {
  it('lists meetings newest first with their case and task counts', async () => {
    expect(await rows(meetingListQuery())).toEqual([
      { id: JUNE, title: 'Juni', meeting_date: new Date('2031-06-01T08:00:00Z'), location: null, cases: 0, tasks: 0 },
      { id: MAY, title: 'Maj', meeting_date: new Date('2031-05-01T08:00:00Z'), location: 'Kontoret', cases: 2, tasks: 1 },
    ])
    expect(await rows(meetingCountQuery())).toEqual([{ n: 2 }])
    expect(await rows(latestMeetingQuery())).toEqual([{ id: JUNE }])
  })

  it('reads one meeting, the next meeting’s day as text, and nothing for a malformed id', async () => {
    const [may] = await rows(meetingQuery(MAY))
    expect(may).toMatchObject({ title: 'Maj', next_meeting_date: '2031-06-01', version: 3, updated_at: new Date('2031-05-01T09:00:00Z') })
    expect(Object.keys(may)).not.toContain('economy_info')
    expect(await rows(meetingQuery('maj'))).toEqual([])
    expect(await rows(managementQuery(MAY))).toEqual([
      { economy_info: 'Godt år', cc_usage_info: null, management_info: null, payment_terms_info: null, diverse_info: null },
    ])
  })

  it('reads a meeting’s rows in their order', async () => {
    expect(await rows(attendeesQuery(MAY))).toEqual([{ user_id: 'u-anna', status: 'present' }])
    expect((await rows(casesQuery(MAY))).map((c) => c.case_name)).toEqual(['Kaj', 'Tag'])
    expect((await rows(caseAssigneesQuery(MAY))).map((a) => [a.case_id, a.user_id])).toEqual([
      [id(12), 'u-anna'],
      [id(11), 'u-bo'],
    ])
    expect(await rows(newsOpportunitiesQuery(MAY))).toEqual([
      { id: id(31), task: 'Pressemeddelelse', task_date: '2031-05-10', status: null, responsible_id: 'u-anna', version: 1 },
    ])
    expect(await rows(otherTasksQuery(MAY))).toEqual([
      { id: id(41), task: 'Bestil stilladser', responsible_id: null, deadline: null, status: 'open', version: 2 },
    ])
    expect(await rows(casesQuery(JUNE))).toEqual([])
  })

  it('lists people by name, a blank name missing', async () => {
    expect((await rows(peopleQuery())).map((p) => p.user_id)).toEqual(['u-anna', 'u-bo'])
  })
})
