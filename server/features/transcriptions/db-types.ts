// Kysely's view of the transcription tables (migrations/0070), merged into DB.
import type { WithDefaults } from '../../db/with-defaults'
import type { Generated } from 'kysely'
import type { Transcription } from '../../../sync/schema/transcriptions'

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
