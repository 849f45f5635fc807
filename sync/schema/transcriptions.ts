// Transcriptions: per-user history of transcribed audio and video files.
import { c, entity, type RowOf } from './columns'

export const TRANSCRIPTION_STATUSES = ['processing', 'completed', 'failed'] as const
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number]

export const transcriptions = entity('transcriptions', {
  user_id: c.text(),
  /** The name the file had on the user's machine; shown only, never a path. */
  filename: c.text(),
  /** 'Behandler...' while processing, the text when completed, 'Fejl: {message}' when failed. */
  transcription: c.text(),
  status: c.text(),
  created_at: c.timestamptz(),
})
export type Transcription = RowOf<typeof transcriptions>

export const transcriptionTables = { transcriptions } as const
