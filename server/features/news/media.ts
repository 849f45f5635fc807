// News attachments: images up to 10 MB when writing a new item, 5 MB
// when editing, videos up to 50 MB; the file type is judged by content. The composer then
// embeds the returned URL in the item's text as a media line.
import type { Context } from 'hono'
import {
  NEWS_EDIT_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_TEXTS,
  NEWS_VIDEO_MAX_BYTES,
  newsImageWrongType,
  newsVideoTooLarge,
  newsVideoWrongType,
  parseNewsContent,
} from '../../../sync/inputs/news'
import { badRequest } from '../../http/errors'
import { IMAGE_TYPES, receiveUpload, VIDEO_TYPES, type Storage, type StoredFile } from '../../storage'
import { removeImage, withFeedCopies } from '../posts/images'

export const NEWS_BUCKET = 'news'

export type MediaPurpose = 'image' | 'edit-image' | 'video'

export const isMediaPurpose = (v: string | undefined): v is MediaPurpose => v === 'image' || v === 'edit-image' || v === 'video'

export async function receiveNewsMedia(c: Context, storage: Storage, purpose: MediaPurpose): Promise<StoredFile> {
  const video = purpose === 'video'
  const { files } = await receiveUpload(c, storage, {
    bucket: NEWS_BUCKET,
    maxBytes: video ? NEWS_VIDEO_MAX_BYTES : purpose === 'edit-image' ? NEWS_EDIT_IMAGE_MAX_BYTES : NEWS_IMAGE_MAX_BYTES,
    accept: video ? VIDEO_TYPES : IMAGE_TYPES,
    maxFiles: 1,
    messages: {
      missing: 'Vælg en fil',
      tooLarge: () =>
        video ? newsVideoTooLarge() : purpose === 'edit-image' ? NEWS_TEXTS.editImageTooLarge : NEWS_TEXTS.imageTooLarge,
      wrongType: (name) => (video ? newsVideoWrongType(name) : newsImageWrongType(name)),
    },
  })
  return video ? files[0] : (await withFeedCopies(storage, files))[0]
}

/** Every media line of a news text must name a file we hold. */
export async function assertMediaStored(storage: Storage, content: string): Promise<void> {
  for (const m of parseNewsContent(content).media) {
    if ((await storage.size(m.url.replace(/^\/api\/files\//, ''))) === null) throw badRequest(NEWS_TEXTS.badMedia)
  }
}

export const mediaUrls = (content: string) => parseNewsContent(content).media.map((m) => m.url)

export async function removeMedia(storage: Storage, urls: string[]): Promise<void> {
  for (const url of urls) await removeImage(storage, url.replace(/^\/api\/files\//, ''))
}
