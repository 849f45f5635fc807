// One meeting and its rows, live from the local tables that sync fills: a tick or an edit by
// anyone shows up here without a refetch.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'

export interface MeetingRow {
  id: string
  title: string
  meeting_date: Date
  location: string | null
  facilitator_id: string | null
  topic: string | null
  recorder_id: string | null
  news_from_management: string | null
  optimization_round: string | null
  miscellaneous: string | null
  next_meeting_date: string | null
  created_by: string | null
  updated_by: string | null
  updated_at: Date
  version: number
}
export interface ManagementRow {
  economy_info: string | null
  cc_usage_info: string | null
  management_info: string | null
  payment_terms_info: string | null
  diverse_info: string | null
}
export interface AttendeeRow { user_id: string; status: string }
export interface AssigneeRow { id: string; case_id: string; user_id: string; status: string }
export interface CaseRow { id: string; case_name: string; client: string | null; status_note: string | null; version: number; assignees: AssigneeRow[] }
export interface NewsRow { id: string; task: string; task_date: string | null; status: string | null; responsible_id: string | null; version: number }
export interface TaskRow { id: string; task: string; responsible_id: string | null; deadline: string | null; status: string | null; version: number }

export interface MeetingData {
  meeting: MeetingRow
  /** Null for non-admins: the block is not synced to them. */
  management: ManagementRow | null
  attendees: AttendeeRow[]
  cases: CaseRow[]
  news: NewsRow[]
  tasks: TaskRow[]
}

export const MEETING_COLUMNS = `id, title, meeting_date, location, facilitator_id, topic, recorder_id, news_from_management,
  optimization_round, miscellaneous, next_meeting_date::text as next_meeting_date, created_by, updated_by, updated_at, version`

/** undefined while the local database answers; null when there is no such meeting (here, yet). */
export function useMeetingData(id: string | undefined): MeetingData | null | undefined {
  const key = id ?? ''
  const meeting = useLiveQuery<MeetingRow>(`select ${MEETING_COLUMNS} from meetings where id::text = $1`, [key])
  const management = useLiveQuery<ManagementRow>(
    `select economy_info, cc_usage_info, management_info, payment_terms_info, diverse_info
       from meeting_management where id::text = $1`,
    [key],
  )
  const attendees = useLiveQuery<AttendeeRow>(`select user_id, status from meeting_attendees where meeting_id::text = $1`, [key])
  const cases = useLiveQuery<Omit<CaseRow, 'assignees'>>(
    `select id, case_name, client, status_note, version from meeting_cases where meeting_id::text = $1 order by sort_order, id`,
    [key],
  )
  const assignees = useLiveQuery<AssigneeRow>(
    `select a.id, a.case_id, a.user_id, a.status from meeting_case_assignees a
       join meeting_cases c on c.id = a.case_id where c.meeting_id::text = $1 order by a.user_id`,
    [key],
  )
  const news = useLiveQuery<NewsRow>(
    `select id, task, task_date::text as task_date, status, responsible_id, version
       from meeting_news_opportunities where meeting_id::text = $1 order by sort_order, id`,
    [key],
  )
  const tasks = useLiveQuery<TaskRow>(
    `select id, task, responsible_id, deadline::text as deadline, status, version
       from meeting_other_tasks where meeting_id::text = $1 order by sort_order, id`,
    [key],
  )
  // useLiveQuery answers a new wrapper object on every render; its rows array is stable.
  const rows = [meeting?.rows, management?.rows, attendees?.rows, cases?.rows, assignees?.rows, news?.rows, tasks?.rows] as const
  return useMemo(() => {
    const [m, mg, at, cs, as, ns, ts] = rows
    if (!m || !mg || !at || !cs || !as || !ns || !ts) return undefined
    const row = m[0]
    if (!row) return null
    return {
      meeting: row,
      management: mg[0] ?? null,
      attendees: at,
      cases: cs.map((c) => ({ ...c, assignees: as.filter((a) => a.case_id === c.id) })),
      news: ns,
      tasks: ts,
    }
  }, rows)
}
