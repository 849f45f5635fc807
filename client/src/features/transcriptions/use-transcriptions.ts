// The signed-in user's transcriptions, straight from the local table (sync delivers only
// their own rows), newest first; the status changes arrive live.
import { useLiveQuery } from '@/db/live-query'
import type { TranscriptionStatus } from '../../../../sync/schema/transcriptions'

export interface TranscriptionRow {
  id: string
  filename: string
  transcription: string
  status: TranscriptionStatus
  created_at: Date
}

const COLUMNS = 'id, filename, transcription, status, created_at'

export function useTranscriptions(): TranscriptionRow[] | undefined {
  return useLiveQuery<TranscriptionRow>(`select ${COLUMNS} from transcriptions order by created_at desc, id`, [])?.rows
}

export function useTranscription(id: string | null): TranscriptionRow | null | undefined {
  const result = useLiveQuery<TranscriptionRow>(`select ${COLUMNS} from transcriptions where id = $1`, [id ?? '00000000-0000-0000-0000-000000000000'])
  if (!id) return null
  return result ? (result.rows[0] ?? null) : undefined
}

/** 'Fejl: {message}' → '{message}' (the failed row's stored text). */
export const failureMessage = (text: string) => text.replace(/^Fejl:\s*/, '')
