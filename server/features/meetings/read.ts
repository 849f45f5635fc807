// Reading a meeting with its children, for the API (tools, tests) and as the "now" of a save.
// Reads in the browser come through the shapes; this mirrors them, management block included
// only for admins.
import type { Kysely, Transaction } from 'kysely'
import type { MeetingSnapshot } from '../../../sync/inputs/meetings'
import type { Meeting } from '../../../sync/schema/meetings'
import { MEETING_MANAGEMENT_COLUMNS } from '../../../sync/shapes/meetings'
import type { DB } from '../../db/types'

type Db = Kysely<DB> | Transaction<DB>

// The answer's type is shared with the browser (sync/inputs/meetings.ts).
export type { CaseWithAssignees, MeetingSnapshot } from '../../../sync/inputs/meetings'

/** The meeting row without the columns this viewer may not see. */
export function visibleMeeting<T extends Record<string, unknown>>(row: T, management: boolean): T {
  if (management) return row
  const copy: Record<string, unknown> = { ...row }
  for (const col of MEETING_MANAGEMENT_COLUMNS) delete copy[col]
  return copy as T
}

export async function loadMeeting(
  db: Db,
  id: string,
  { management, lock = false }: { management: boolean; lock?: boolean },
): Promise<MeetingSnapshot | null> {
  let query = db.selectFrom('meetings').selectAll().where('id', '=', id)
  // A save locks the meeting row: two saves of one meeting run one after the other.
  if (lock) query = query.forUpdate()
  const meeting = await query.executeTakeFirst()
  if (!meeting) return null
  // One after the other: inside a transaction there is one connection (and PGlite has one anyway).
  const attendees = await db.selectFrom('meeting_attendees').selectAll().where('meeting_id', '=', id).orderBy('user_id').execute()
  const cases = await db.selectFrom('meeting_cases').selectAll().where('meeting_id', '=', id).orderBy('sort_order').orderBy('id').execute()
  const news = await db.selectFrom('meeting_news_opportunities').selectAll().where('meeting_id', '=', id).orderBy('sort_order').orderBy('id').execute()
  const tasks = await db.selectFrom('meeting_other_tasks').selectAll().where('meeting_id', '=', id).orderBy('sort_order').orderBy('id').execute()
  const assignees = cases.length
    ? await db
        .selectFrom('meeting_case_assignees')
        .selectAll()
        .where('case_id', 'in', cases.map((c) => c.id))
        .orderBy('user_id')
        .execute()
    : []
  return {
    meeting: visibleMeeting(meeting as Meeting, management),
    attendees,
    cases: cases.map((c) => ({ ...c, assignees: assignees.filter((a) => a.case_id === c.id) })),
    news,
    tasks,
  }
}

/** The 20 latest meetings, newest first (the list pages on from there). */
export const MEETING_LIST_LIMIT = 20

export async function listMeetings(db: Db, management: boolean): Promise<Meeting[]> {
  const rows = await db
    .selectFrom('meetings')
    .selectAll()
    .orderBy('meeting_date', 'desc')
    .orderBy('id')
    .limit(MEETING_LIST_LIMIT)
    .execute()
  return rows.map((r) => visibleMeeting(r as Meeting, management))
}
