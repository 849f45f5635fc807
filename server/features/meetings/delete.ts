// Deleting minutes: the children go with the meeting (on delete cascade, captured for sync
// like any other delete).
import type { Kysely } from 'kysely'
import type { Written } from '../../../sync/inputs/written'
import { meetingRules } from '../../../sync/permissions/meetings'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { MEETING_FORBIDDEN, MEETING_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'

export async function deleteMeeting(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('meetings')
      .where('id', '=', id)
      .where(meetingRules.delete.toKysely(viewer))
      .returning('id')
      .executeTakeFirst()
    if (!gone) {
      const exists = await trx.selectFrom('meetings').select('id').where('id', '=', id).executeTakeFirst()
      throw exists ? forbidden(MEETING_FORBIDDEN) : notFound(MEETING_NOT_FOUND)
    }
    return { txid: await currentTxid(trx) }
  })
}
