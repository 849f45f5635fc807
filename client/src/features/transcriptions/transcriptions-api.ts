// Upload (multipart, with progress: up to 25 MB on a site connection) and delete. The rows
// themselves arrive through sync.
import { apiRequest } from '@/lib/api'
import { uploadFile, type UploadOptions } from '@/features/news/upload-file'
import type { CreatedTranscription } from '../../../../sync/inputs/transcriptions'
import type { Written } from '../../../../sync/inputs/written'

export const uploadRecording = (file: File, options?: UploadOptions) =>
  uploadFile<CreatedTranscription>('/api/transcriptions', file, options)

export const deleteTranscription = (id: string) =>
  apiRequest<Written>('DELETE', `/api/transcriptions/${encodeURIComponent(id)}`)
