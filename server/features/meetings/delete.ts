// Deleting minutes: the children go with the meeting (on delete cascade, captured for sync
// like any other delete).
import type { Kysely } from 'kysely'
import type { Written } from '../../../sync/inputs/written'
import { meetingRules } from '../../../sync/permissions/meetings'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { MEETING_FORBIDDEN, MEETING_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'
import { deleteGuarded } from '../../db/guarded-writes'

const REFUSALS = { notFound: MEETING_NOT_FOUND, forbidden: MEETING_FORBIDDEN }

export async function deleteMeeting(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    await deleteGuarded(trx, 'meetings', id, meetingRules.delete.toKysely(viewer), REFUSALS)
    return { txid: await currentTxid(trx) }
  })
}
