// Creating minutes: the meeting and all its rows in one transaction. Pre-filled rows from the
// latest meeting arrive as new rows like any other, so their assignees start open again.
import type { Kysely } from 'kysely'
import { MEETING_FIELDS, type MeetingForm, type SavedMeeting } from '../../../sync/inputs/meetings'
import { meetingRules } from '../../../sync/permissions/meetings'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden } from '../../http/errors'
import { insertOnce } from '../../db/guarded-writes'
import { assertPeopleExist, existingRows, insertRows, peopleIn } from './children'
import type { RowKind } from './diff'
import { MEETING_EXISTS, MEETING_FORBIDDEN } from './messages'
import { loadMeeting } from './read'
import { currentTxid } from '../../db/txid'
import { notifyNewResponsibilities } from '../notifications/meeting-causes'

export async function createMeeting(kysely: Kysely<DB>, viewer: Viewer, form: MeetingForm, id?: string): Promise<SavedMeeting> {
  if (!meetingRules.create.test(viewer)) throw forbidden(MEETING_FORBIDDEN)
  return kysely.transaction().execute(async (trx) => {
    await assertPeopleExist(trx, peopleIn(form))
    const fields = Object.fromEntries(MEETING_FIELDS.map((k) => [k, form[k]])) as Pick<MeetingForm, (typeof MEETING_FIELDS)[number]>
    // A client-chosen id makes a retried create detectable, not a duplicate.
    const inserted = await insertOnce(trx, 'meetings', { ...fields, created_by: viewer.id, updated_by: viewer.id }, id, MEETING_EXISTS)
    const rows = { cases: form.cases, news: form.news, tasks: form.tasks }
    for (const kind of Object.keys(rows) as RowKind[]) {
      const withIds = rows[kind].map((r) => ({ ...r, id: r.id ?? crypto.randomUUID() }))
      // Client-chosen row ids must be new: one that exists belongs to another meeting.
      await existingRows(trx, inserted.id, kind, withIds.map((r) => r.id))
      await insertRows(trx, inserted.id, kind, withIds)
    }
    if (form.attendees.length) {
      await trx
        .insertInto('meeting_attendees')
        .values(form.attendees.map((a) => ({ meeting_id: inserted.id, user_id: a.user_id, status: a.status })))
        .execute()
    }
    await notifyNewResponsibilities(trx, viewer, inserted.id, new Map())
    const meeting = (await loadMeeting(trx, inserted.id, { management: true }))!
    return { meeting, txid: await currentTxid(trx) }
  })
}
