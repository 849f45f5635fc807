// The meeting pages' local queries: the list, one meeting with its rows, and the people who can
// take part. Ids from the URL are compared as text: a malformed one must not be a query error.
// Dates without a time stay the forms' 'YYYY-MM-DD' text.
import { knownName, localQuery, type QueryRow } from '@/db/local-query'

/** Newest first, with how many cases and other tasks each has (the paged list adds its limit). */
export const meetingListQuery = () =>
  localQuery
    .selectFrom('meetings as m')
    .select((eb) => [
      'm.id',
      'm.title',
      'm.meeting_date',
      'm.location',
      // Scalar subqueries: PostgreSQL works them out only for the rows the limit keeps.
      eb
        .selectFrom('meeting_cases as c')
        .select((c) => c.cast<number>(c.fn.countAll(), 'integer').as('n'))
        .whereRef('c.meeting_id', '=', 'm.id')
        .as('cases'),
      eb
        .selectFrom('meeting_other_tasks as t')
        .select((t) => t.cast<number>(t.fn.countAll(), 'integer').as('n'))
        .whereRef('t.meeting_id', '=', 'm.id')
        .as('tasks'),
    ])
    .orderBy('m.meeting_date', 'desc')
    .orderBy('m.id')
    .compile()
export type MeetingListRow = QueryRow<ReturnType<typeof meetingListQuery>>

export const meetingCountQuery = () =>
  localQuery
    .selectFrom('meetings')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .compile()

/** The newest meeting, whose rows a new one starts from. */
export const latestMeetingQuery = () =>
  localQuery.selectFrom('meetings').select('id').orderBy('meeting_date', 'desc').orderBy('id').limit(1).compile()

/** Whether the meeting is in the local table, asked of the table itself rather than a live query. */
export const meetingIdQuery = (id: string) =>
  localQuery
    .selectFrom('meetings')
    .select('id')
    .where((eb) => eb(eb.cast('id', 'text'), '=', id))
    .compile()

export const meetingQuery = (id: string) =>
  localQuery
    .selectFrom('meetings')
    .select((eb) => [
      'id',
      'title',
      'meeting_date',
      'location',
      'facilitator_id',
      'topic',
      'recorder_id',
      'news_from_management',
      'optimization_round',
      'miscellaneous',
      eb.cast<string | null>('next_meeting_date', 'text').as('next_meeting_date'),
      'created_by',
      'updated_by',
      'updated_at',
      'version',
    ])
    .where((eb) => eb(eb.cast('id', 'text'), '=', id))
    .compile()
export type MeetingRow = QueryRow<ReturnType<typeof meetingQuery>>

/** Synced to admins only. */
export const managementQuery = (id: string) =>
  localQuery
    .selectFrom('meeting_management')
    .select(['economy_info', 'cc_usage_info', 'management_info', 'payment_terms_info', 'diverse_info'])
    .where((eb) => eb(eb.cast('id', 'text'), '=', id))
    .compile()
export type ManagementRow = QueryRow<ReturnType<typeof managementQuery>>

export const attendeesQuery = (meetingId: string) =>
  localQuery
    .selectFrom('meeting_attendees')
    .select(['user_id', 'status'])
    .where((eb) => eb(eb.cast('meeting_id', 'text'), '=', meetingId))
    .compile()
export type AttendeeRow = QueryRow<ReturnType<typeof attendeesQuery>>

export const casesQuery = (meetingId: string) =>
  localQuery
    .selectFrom('meeting_cases')
    .select(['id', 'case_name', 'client', 'status_note', 'version'])
    .where((eb) => eb(eb.cast('meeting_id', 'text'), '=', meetingId))
    .orderBy('sort_order')
    .orderBy('id')
    .compile()

export const caseAssigneesQuery = (meetingId: string) =>
  localQuery
    .selectFrom('meeting_case_assignees as a')
    .innerJoin('meeting_cases as c', 'c.id', 'a.case_id')
    .select(['a.id', 'a.case_id', 'a.user_id', 'a.status'])
    .where((eb) => eb(eb.cast('c.meeting_id', 'text'), '=', meetingId))
    .orderBy('a.user_id')
    .compile()
export type AssigneeRow = QueryRow<ReturnType<typeof caseAssigneesQuery>>

export const newsOpportunitiesQuery = (meetingId: string) =>
  localQuery
    .selectFrom('meeting_news_opportunities')
    .select((eb) => ['id', 'task', eb.cast<string | null>('task_date', 'text').as('task_date'), 'status', 'responsible_id', 'version'])
    .where((eb) => eb(eb.cast('meeting_id', 'text'), '=', meetingId))
    .orderBy('sort_order')
    .orderBy('id')
    .compile()
export type NewsRow = QueryRow<ReturnType<typeof newsOpportunitiesQuery>>

export const otherTasksQuery = (meetingId: string) =>
  localQuery
    .selectFrom('meeting_other_tasks')
    .select((eb) => ['id', 'task', 'responsible_id', eb.cast<string | null>('deadline', 'text').as('deadline'), 'status', 'version'])
    .where((eb) => eb(eb.cast('meeting_id', 'text'), '=', meetingId))
    .orderBy('sort_order')
    .orderBy('id')
    .compile()
export type TaskRow = QueryRow<ReturnType<typeof otherTasksQuery>>

/** Everyone who can be an attendee, facilitator, recorder or responsible, by name (blank names missing); leavers too, as old minutes name them. */
export const peopleQuery = () =>
  localQuery
    .selectFrom('profiles')
    .select(['user_id', 'full_name', 'name', 'email', 'image', 'color', 'deactivated_at'])
    .orderBy((eb) => eb.fn('lower', [knownName('profiles')]))
    .orderBy('user_id')
    .compile()
export type Person = QueryRow<ReturnType<typeof peopleQuery>>
