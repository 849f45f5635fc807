// Company-news writes and uploads; rows come back through sync.
import { apiRequest } from '@/lib/api'
import type { NewsCommentWritten, NewsMedia, NewsMediaUploaded, NewsWritten } from '../../../../sync/inputs/news'
import type { Written } from '../../../../sync/inputs/written'
import { uploadFile, type UploadOptions } from './upload-file'

export const createNews = (id: string, content: string) => apiRequest<NewsWritten>('POST', '/api/news', { id, content })

export const updateNews = (id: string, content: string) =>
  apiRequest<NewsWritten>('PATCH', `/api/news/${encodeURIComponent(id)}`, { content })

export const deleteNews = (id: string) => apiRequest<Written>('DELETE', `/api/news/${encodeURIComponent(id)}`)

export const newsCommentsPath = (newsId: string) => `/api/news/${encodeURIComponent(newsId)}/comments`

export const addNewsComment = (newsId: string, content: string) =>
  apiRequest<NewsCommentWritten>('POST', newsCommentsPath(newsId), { id: crypto.randomUUID(), content })

export type MediaPurpose = 'image' | 'edit-image' | 'video'

export async function uploadNewsMedia(file: File, purpose: MediaPurpose, options?: UploadOptions): Promise<NewsMedia> {
  const { media } = await uploadFile<NewsMediaUploaded>(`/api/news/media?purpose=${purpose}`, file, options)
  return media
}
