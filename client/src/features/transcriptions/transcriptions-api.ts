// Upload (multipart, with progress: up to 25 MB on a site connection) and delete. The rows
// themselves arrive through sync.
import { apiRequest } from '@/lib/api'
import { uploadFile, type UploadOptions } from '@/features/news/upload-file'
import type { Transcription } from '../../../../sync/schema/transcriptions'

export interface CreatedTranscription {
  transcription: Transcription
  txid: string
}

export const uploadRecording = (file: File, options?: UploadOptions) =>
  uploadFile<CreatedTranscription>('/api/transcriptions', file, options)

export const deleteTranscription = (id: string) =>
  apiRequest<{ txid: string }>('DELETE', `/api/transcriptions/${encodeURIComponent(id)}`)
