// The transcription work queue lives in the database, so any number of replicas share it:
// a job is claimed by taking a lease (locked_until) with FOR UPDATE SKIP LOCKED, renewed while
// the work runs, and cleared with the result. A replica that dies mid-job leaves a lease that
// runs out; the next sweep by any replica takes the job over.
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/types'
import { transcriptionFailedText } from '../../../sync/inputs/transcriptions'

export interface ClaimedJob {
  transcriptionId: string
  fileKey: string
  filename: string
  attempts: number
}

export async function claimJob(kysely: Kysely<DB>, leaseMs: number, onlyId?: string): Promise<ClaimedJob | null> {
  const { rows } = await sql<{ transcription_id: string; file_key: string; attempts: number; filename: string }>`
    update transcription_jobs j
       set locked_until = now() + ${leaseMs} * interval '1 millisecond',
           attempts = j.attempts + 1
      from transcriptions t
     where t.id = j.transcription_id
       and j.transcription_id = (
             select transcription_id from transcription_jobs
              where (locked_until is null or locked_until < now())
                ${onlyId ? sql`and transcription_id = ${onlyId}` : sql``}
              order by created_at, transcription_id
              limit 1
                for update skip locked)
    returning j.transcription_id, j.file_key, j.attempts, t.filename`.execute(kysely)
  const row = rows[0]
  return row ? { transcriptionId: row.transcription_id, fileKey: row.file_key, attempts: Number(row.attempts), filename: row.filename } : null
}

export async function renewLease(kysely: Kysely<DB>, transcriptionId: string, leaseMs: number): Promise<void> {
  await sql`update transcription_jobs set locked_until = now() + ${leaseMs} * interval '1 millisecond'
             where transcription_id = ${transcriptionId}`.execute(kysely)
}

/**
 * The result and the end of the job in one transaction. Only a row still 'processing' is
 * changed (a deleted row stays deleted). Returns the uploaded file, now to be removed.
 */
export async function finishJob(
  kysely: Kysely<DB>,
  transcriptionId: string,
  result: { status: 'completed'; text: string } | { status: 'failed'; message: string },
): Promise<{ fileKey: string | null }> {
  const text = result.status === 'completed' ? result.text : transcriptionFailedText(result.message)
  return kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('transcriptions')
      .set({ status: result.status, transcription: text })
      .where('id', '=', transcriptionId)
      .where('status', '=', 'processing')
      .execute()
    const job = await trx
      .deleteFrom('transcription_jobs')
      .where('transcription_id', '=', transcriptionId)
      .returning('file_key')
      .executeTakeFirst()
    return { fileKey: job?.file_key ?? null }
  })
}

/** Rows left 'processing' without a job (should not happen; never leave one spinning for ever). */
export async function failOrphans(kysely: Kysely<DB>, message: string): Promise<number> {
  const result = await kysely
    .updateTable('transcriptions')
    .set({ status: 'failed', transcription: transcriptionFailedText(message) })
    .where('status', '=', 'processing')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('transcription_jobs').select('transcription_id').whereRef('transcription_jobs.transcription_id', '=', 'transcriptions.id'))),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
