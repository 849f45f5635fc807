// Minutes: who is assignee of a case or responsible for a news item or task. The caller takes
// the set before its write and after; whoever is new somewhere is told (once per row).
import type { Transaction } from 'kysely'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { notify } from './notify'
import { LINK, NOTICE } from './texts'

export type Responsibilities = Map<string, { userId: string; label: string; isCase: boolean }>

export async function meetingResponsibilities(trx: Transaction<DB>, meetingId: string): Promise<Responsibilities> {
  const out: Responsibilities = new Map()
  const cases = await trx
    .selectFrom('meeting_case_assignees as a')
    .innerJoin('meeting_cases as c', 'c.id', 'a.case_id')
    .select(['a.case_id as id', 'a.user_id', 'c.case_name as label'])
    .where('c.meeting_id', '=', meetingId)
    .execute()
  for (const r of cases) out.set(`case:${r.id}:${r.user_id}`, { userId: r.user_id, label: r.label, isCase: true })
  for (const table of ['meeting_news_opportunities', 'meeting_other_tasks'] as const) {
    const rows = await trx.selectFrom(table).select(['id', 'responsible_id', 'task']).where('meeting_id', '=', meetingId).execute()
    for (const r of rows) {
      if (r.responsible_id) out.set(`${table}:${r.id}:${r.responsible_id}`, { userId: r.responsible_id, label: r.task, isCase: false })
    }
  }
  return out
}

export async function notifyNewResponsibilities(
  trx: Transaction<DB>,
  viewer: Viewer,
  meetingId: string,
  before: Responsibilities,
): Promise<void> {
  const after = await meetingResponsibilities(trx, meetingId)
  const added = [...after].filter(([key]) => !before.has(key)).map(([, v]) => v)
  if (added.length === 0) return
  const meeting = await trx.selectFrom('meetings').select('title').where('id', '=', meetingId).executeTakeFirstOrThrow()
  await notify(
    trx,
    added.map((r) => ({
      user_id: r.userId,
      kind: 'meeting_assigned' as const,
      ...(r.isCase ? NOTICE.caseAssigned(meeting.title, r.label) : NOTICE.taskAssigned(meeting.title, r.label)),
      link: LINK.meeting(meetingId),
      actor_id: viewer.id,
    })),
  )
}
