// The signed-in user's transcriptions, straight from the local table (sync delivers only
// their own rows), newest first; the status changes arrive live.
import { useLiveQuery } from '@/db/live-query'
import { transcriptionQuery, transcriptionsQuery, type TranscriptionRow } from './transcription-queries'

export type { TranscriptionRow } from './transcription-queries'

export const useTranscriptions = (): TranscriptionRow[] | undefined => useLiveQuery(transcriptionsQuery())?.rows

export function useTranscription(id: string | null): TranscriptionRow | null | undefined {
  const result = useLiveQuery(transcriptionQuery(id ?? '00000000-0000-0000-0000-000000000000'))
  if (!id) return null
  return result ? (result.rows[0] ?? null) : undefined
}

/** 'Fejl: {message}' → '{message}' (the failed row's stored text). */
export const failureMessage = (text: string) => text.replace(/^Fejl:\s*/, '')
