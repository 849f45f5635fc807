// The signed-in user's work from all minutes: case assignments, other tasks and news/SOME items
// they are responsible for, newest meeting first. Live from the local tables, so a new
// assignment saved by an admin, or a tick in another tab, shows up at once.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { isCompletedStatus } from '../../../../sync/inputs/meetings'

export type AssignmentKind = 'case' | 'task' | 'news'

export interface Assignment {
  kind: AssignmentKind
  id: string
  title: string
  client: string | null
  /** 'YYYY-MM-DD': a task's deadline or a news item's date. */
  deadline: string | null
  status: string | null
  completed: boolean
  meeting_id: string
  meeting_title: string
  meeting_date: Date
}

const SQL = `
  select 'case' as kind, a.id, c.case_name as title, c.client, null::text as deadline, a.status,
         m.id as meeting_id, m.title as meeting_title, m.meeting_date
    from meeting_case_assignees a
    join meeting_cases c on c.id = a.case_id
    join meetings m on m.id = c.meeting_id
   where a.user_id = $1
  union all
  select 'task', t.id, t.task, null, t.deadline::text, t.status, m.id, m.title, m.meeting_date
    from meeting_other_tasks t join meetings m on m.id = t.meeting_id
   where t.responsible_id = $1
  union all
  select 'news', n.id, n.task, null, n.task_date::text, n.status, m.id, m.title, m.meeting_date
    from meeting_news_opportunities n join meetings m on m.id = n.meeting_id
   where n.responsible_id = $1
  order by meeting_date desc, kind, title`

export function useMyAssignments(userId: string): Assignment[] | undefined {
  const rows = useLiveQuery<Omit<Assignment, 'completed'>>(SQL, [userId])?.rows
  return useMemo(
    () =>
      rows?.map((r) => ({
        ...r,
        // Case assignees are open/completed; tasks and news carry free text.
        completed: r.kind === 'case' ? r.status === 'completed' : isCompletedStatus(r.status),
      })),
    [rows],
  )
}
