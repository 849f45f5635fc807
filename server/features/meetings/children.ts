// Writing a meeting's child rows, shared by create and the diff save. Also the checks both
// need before writing: every person named exists, and no row id belongs to another meeting.
import type { Transaction } from 'kysely'
import type { MeetingForm } from '../../../sync/inputs/meetings'
import type { DB } from '../../db/types'
import { badRequest } from '../../http/errors'
import type { RowForm, RowKind } from './diff'

type WithId<T> = T & { id: string }
import { FOREIGN_ROW, UNKNOWN_PERSON } from './messages'

export const ROW_TABLE = {
  cases: 'meeting_cases',
  news: 'meeting_news_opportunities',
  tasks: 'meeting_other_tasks',
} as const

/** Every user id the form names (attendees, assignees, responsibles, facilitator, recorder). */
export function peopleIn(form: MeetingForm): string[] {
  const ids = [
    form.facilitator_id,
    form.recorder_id,
    ...form.attendees.map((a) => a.user_id),
    ...form.cases.flatMap((c) => c.assignees),
    ...form.news.map((n) => n.responsible_id),
    ...form.tasks.map((t) => t.responsible_id),
  ]
  return [...new Set(ids.filter((id): id is string => !!id))]
}

export async function assertPeopleExist(trx: Transaction<DB>, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  const found = await trx.selectFrom('user').select('id').where('id', 'in', ids).execute()
  if (found.length !== ids.length) throw badRequest(UNKNOWN_PERSON)
}

/** The rows of `kind` with these ids that exist; one of another meeting is the caller's error. */
export async function existingRows(
  trx: Transaction<DB>,
  meetingId: string,
  kind: RowKind,
  ids: string[],
): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map()
  const rows = await trx.selectFrom(ROW_TABLE[kind]).selectAll().where('id', 'in', ids).execute()
  if (rows.some((r) => r.meeting_id !== meetingId)) throw badRequest(FOREIGN_ROW)
  return new Map(rows.map((r) => [r.id, r as Record<string, unknown>]))
}

export async function nextSortOrder(trx: Transaction<DB>, meetingId: string, kind: RowKind): Promise<number> {
  const row = await trx
    .selectFrom(ROW_TABLE[kind])
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('meeting_id', '=', meetingId)
    .executeTakeFirst()
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1
}

/** Inserts new rows after the existing ones; new case assignees start open. */
export async function insertRows(
  trx: Transaction<DB>,
  meetingId: string,
  kind: RowKind,
  rows: { id: string }[],
): Promise<void> {
  if (rows.length === 0) return
  const start = await nextSortOrder(trx, meetingId, kind)
  const base = (row: { id: string }, i: number) => ({ id: row.id, meeting_id: meetingId, sort_order: start + i })
  if (kind === 'cases') {
    const cases = rows as WithId<RowForm['cases']>[]
    await trx
      .insertInto('meeting_cases')
      .values(cases.map((c, i) => ({ ...base(c, i), case_name: c.case_name, client: c.client, status_note: c.status_note })))
      .execute()
    const assignees = cases.flatMap((c) => c.assignees.map((user_id) => ({ case_id: c.id, user_id, status: 'open' })))
    if (assignees.length) await trx.insertInto('meeting_case_assignees').values(assignees).execute()
  } else if (kind === 'news') {
    const news = rows as WithId<RowForm['news']>[]
    await trx
      .insertInto('meeting_news_opportunities')
      .values(news.map((n, i) => ({ ...base(n, i), task: n.task, task_date: n.task_date, status: n.status, responsible_id: n.responsible_id })))
      .execute()
  } else {
    const tasks = rows as WithId<RowForm['tasks']>[]
    await trx
      .insertInto('meeting_other_tasks')
      .values(tasks.map((t, i) => ({ ...base(t, i), task: t.task, responsible_id: t.responsible_id, deadline: t.deadline, status: t.status })))
      .execute()
  }
}
