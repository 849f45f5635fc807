// One meeting and its rows, live from the local tables that sync fills: a tick or an edit by
// anyone shows up here without a refetch.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'
import type { QueryRow } from '@/db/local-query'
import {
  attendeesQuery,
  caseAssigneesQuery,
  casesQuery,
  managementQuery,
  meetingQuery,
  newsOpportunitiesQuery,
  otherTasksQuery,
  type AssigneeRow,
  type AttendeeRow,
  type ManagementRow,
  type MeetingRow,
  type NewsRow,
  type TaskRow,
} from './meeting-queries'

export type { AssigneeRow, AttendeeRow, ManagementRow, MeetingRow, NewsRow, TaskRow } from './meeting-queries'
export type CaseRow = QueryRow<ReturnType<typeof casesQuery>> & { assignees: AssigneeRow[] }

export interface MeetingData {
  meeting: MeetingRow
  /** Null for non-admins: the block is not synced to them. */
  management: ManagementRow | null
  attendees: AttendeeRow[]
  cases: CaseRow[]
  news: NewsRow[]
  tasks: TaskRow[]
}

/** undefined while the local database answers; null when there is no such meeting (here, yet). */
export function useMeetingData(id: string | undefined): MeetingData | null | undefined {
  const key = id ?? ''
  const meeting = useLiveQuery(meetingQuery(key))
  const management = useLiveQuery(managementQuery(key))
  const attendees = useLiveQuery(attendeesQuery(key))
  const cases = useLiveQuery(casesQuery(key))
  const assignees = useLiveQuery(caseAssigneesQuery(key))
  const news = useLiveQuery(newsOpportunitiesQuery(key))
  const tasks = useLiveQuery(otherTasksQuery(key))
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
