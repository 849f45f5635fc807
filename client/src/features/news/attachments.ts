// Checks a picked file against the news limits before anything is uploaded.
import {
  NEWS_EDIT_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_TEXTS,
  NEWS_VIDEO_MAX_BYTES,
  newsImageWrongType,
  newsVideoTooLarge,
  newsVideoWrongType,
} from '../../../../sync/inputs/news'

export const NEWS_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp'
export const NEWS_VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm'

export function checkNewsFile(file: File, kind: 'image' | 'edit-image' | 'video'): string | null {
  if (kind === 'video') {
    if (!NEWS_VIDEO_ACCEPT.split(',').includes(file.type)) return newsVideoWrongType(file.name)
    return file.size > NEWS_VIDEO_MAX_BYTES ? newsVideoTooLarge(file.size) : null
  }
  if (!NEWS_IMAGE_ACCEPT.split(',').includes(file.type)) return newsImageWrongType(file.name)
  if (kind === 'edit-image') return file.size > NEWS_EDIT_IMAGE_MAX_BYTES ? NEWS_TEXTS.editImageTooLarge : null
  return file.size > NEWS_IMAGE_MAX_BYTES ? NEWS_TEXTS.imageTooLarge : null
}
