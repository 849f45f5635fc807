// The signed-in user's transcriptions (sync delivers only their own rows).
import { localQuery, type QueryRow } from '@/db/local-query'
import type { TranscriptionStatus } from '../../../../sync/schema/transcriptions'

const transcriptions = () =>
  localQuery
    .selectFrom('transcriptions')
    .select(['id', 'filename', 'transcription', 'status', 'created_at'])
    // The server writes only these states; the column itself is plain text.
    .$narrowType<{ status: TranscriptionStatus }>()

/** Newest first. */
export const transcriptionsQuery = () => transcriptions().orderBy('created_at', 'desc').orderBy('id').compile()
export type TranscriptionRow = QueryRow<ReturnType<typeof transcriptionsQuery>>

export const transcriptionQuery = (id: string) => transcriptions().where('id', '=', id).compile()
