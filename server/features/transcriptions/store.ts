// Transcription rows: created with their job in one transaction, listed and deleted only for
// their owner (the rule is part of the where clause), each write answering its txid.
import type { Kysely } from 'kysely'
import type { Transcription } from '../../../sync/schema/transcriptions'
import { transcriptionRules } from '../../../sync/permissions/transcriptions'
import { TRANSCRIPTION_NOT_FOUND, type CreatedTranscription } from '../../../sync/inputs/transcriptions'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { deleteOr404 } from '../../db/guarded-writes'
import { currentTxid } from '../../db/txid'

export function listTranscriptions(kysely: Kysely<DB>, viewer: Viewer): Promise<Transcription[]> {
  return kysely
    .selectFrom('transcriptions')
    .selectAll()
    .where(transcriptionRules.read.toKysely(viewer))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

/** The row starts as 'processing' with 'Behandler...' (column defaults) and a job to do. */
export async function createTranscription(
  kysely: Kysely<DB>,
  viewer: Viewer,
  values: { filename: string; fileKey: string },
): Promise<CreatedTranscription> {
  return kysely.transaction().execute(async (trx) => {
    const transcription = await trx
      .insertInto('transcriptions')
      .values({ user_id: viewer.id, filename: values.filename })
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx.insertInto('transcription_jobs').values({ transcription_id: transcription.id, file_key: values.fileKey }).execute()
    return { transcription, txid: await currentTxid(trx) }
  })
}

/**
 * Someone else's transcription answers exactly like a missing one (404): its existence is
 * not the viewer's business. Returns the uploaded file still waiting for work, to remove.
 */
export async function deleteTranscription(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
): Promise<{ txid: string; fileKey: string | null }> {
  return kysely.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('transcription_jobs')
      .select('file_key')
      .where('transcription_id', '=', id)
      .executeTakeFirst()
    await deleteOr404(trx, 'transcriptions', id, transcriptionRules.delete.toKysely(viewer), TRANSCRIPTION_NOT_FOUND)
    return { txid: await currentTxid(trx), fileKey: job?.file_key ?? null }
  })
}
