// Post writes. The server answers with the transaction id; the rows reach this browser and
// every other through sync, so nothing here touches the local tables.
import { apiRequest } from '@/lib/api'
import type { PostCommentWritten, PostImagesUploaded, PostWritten } from '../../../../sync/inputs/posts'
import type { Written } from '../../../../sync/inputs/written'
import { uploadFile, type UploadOptions } from '../news/upload-file'

export interface PostDraft {
  headline: string
  content: string
  images: string[]
  department_id?: string | null
}

export const createPost = (draft: PostDraft & { id: string }) => apiRequest<PostWritten>('POST', '/api/posts', draft)

export const updatePost = (id: string, draft: Omit<PostDraft, 'department_id'>) =>
  apiRequest<PostWritten>('PATCH', `/api/posts/${encodeURIComponent(id)}`, draft)

export const approvePost = (id: string) => apiRequest<PostWritten>('POST', `/api/posts/${encodeURIComponent(id)}/approve`)

export const deletePost = (id: string) => apiRequest<Written>('DELETE', `/api/posts/${encodeURIComponent(id)}`)

export const postCommentsPath = (postId: string) => `/api/posts/${encodeURIComponent(postId)}/comments`

export const addPostComment = (postId: string, content: string) =>
  apiRequest<PostCommentWritten>('POST', postCommentsPath(postId), { id: crypto.randomUUID(), content })

export type UploadedImage = PostImagesUploaded['images'][number]

export async function uploadPostImage(file: File, options?: UploadOptions): Promise<UploadedImage> {
  const { images } = await uploadFile<PostImagesUploaded>('/api/posts/images', file, options)
  return images[0]
}
