// Kysely's view of the transcription tables (migrations/0070), merged into DB.
import type { Generated } from 'kysely'
import type { Transcription } from '../../../sync/schema/transcriptions'

type WithDefaults<Row, K extends keyof Row> = { [P in keyof Row]: P extends K ? Generated<Row[P]> : Row[P] }

export interface TranscriptionTables {
  transcriptions: WithDefaults<Transcription, 'id' | 'transcription' | 'status' | 'created_at'>
  transcription_jobs: {
    transcription_id: string
    file_key: string
    attempts: Generated<number>
    locked_until: string | null
    created_at: Generated<string>
  }
}
