// Company-news writes and uploads; rows come back through sync.
import { apiRequest } from '@/lib/api'
import type { NewsMedia } from '../../../../sync/inputs/news'
import { uploadFile, type UploadOptions } from './upload-file'

interface Written {
  txid: string
  news?: { id: string; updated_at?: string }
}

export const createNews = (id: string, content: string) => apiRequest<Written>('POST', '/api/news', { id, content })

export const updateNews = (id: string, content: string) =>
  apiRequest<Written>('PATCH', `/api/news/${encodeURIComponent(id)}`, { content })

export const deleteNews = (id: string) => apiRequest<Written>('DELETE', `/api/news/${encodeURIComponent(id)}`)

export const newsCommentsPath = (newsId: string) => `/api/news/${encodeURIComponent(newsId)}/comments`

export const addNewsComment = (newsId: string, content: string) =>
  apiRequest<Written>('POST', newsCommentsPath(newsId), { id: crypto.randomUUID(), content })

export type MediaPurpose = 'image' | 'edit-image' | 'video'

export async function uploadNewsMedia(file: File, purpose: MediaPurpose, options?: UploadOptions): Promise<NewsMedia> {
  const { media } = await uploadFile<{ media: NewsMedia }>(`/api/news/media?purpose=${purpose}`, file, options)
  return media
}
