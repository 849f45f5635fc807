// Stored image files: the upload (originals plus server-made thumbnails) and their removal.
import type { Context } from 'hono'
import { ApiError } from '../../http/errors'
import { IMAGE_TYPES, isStorageKey, isUnreadableImage, receiveUpload, storeResized, type Storage } from '../../storage'
import { NO_IMAGES, NOT_AN_IMAGE } from '../../../sync/inputs/projects'
import { UNREADABLE_IMAGE } from './messages'
import type { NewImage } from './images-store'

export const IMAGE_BUCKET = 'project-images'
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
export const MAX_IMAGES_PER_UPLOAD = 20
const THUMBNAIL_PX = 480

/** The key behind one of our file URLs (`/api/files/<key>`), or null for anything else. */
export function keyOfUrl(storage: Storage, url: string): string | null {
  const prefix = storage.urlOf('')
  if (!url.startsWith(prefix)) return null
  const key = url.slice(prefix.length)
  return isStorageKey(key) ? key : null
}

/** Best effort: a file left behind is wasted space, not a wrong answer. */
export async function removeFiles(storage: Storage, urls: string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const key = keyOfUrl(storage, url)
      if (key) await storage.remove(key).catch((err) => console.error(`[projects] could not remove ${key}:`, err))
    }),
  )
}

/**
 * Streams the multipart body into storage (images only, judged by content; size enforced
 * while streaming), then makes a thumbnail of each. Any failure leaves no file behind.
 */
export async function receiveImages(c: Context, storage: Storage): Promise<{ images: NewImage[]; caption: string }> {
  const { files, fields } = await receiveUpload(c, storage, {
    bucket: IMAGE_BUCKET,
    maxBytes: MAX_IMAGE_BYTES,
    accept: IMAGE_TYPES,
    maxFiles: MAX_IMAGES_PER_UPLOAD,
    messages: {
      missing: NO_IMAGES,
      wrongType: (name) => NOT_AN_IMAGE(name),
      tooLarge: (name, max) => `Billedet ${name} er større end ${Math.round(max / 1024 / 1024)} MB`,
      tooMany: (max) => `Du kan højst uploade ${max} billeder ad gangen`,
    },
  })
  const images: NewImage[] = []
  try {
    for (const file of files) {
      // Right magic bytes but a broken body (or a decompression bomb sharp refuses).
      const thumbKey = await storeResized(storage, file.key, { size: THUMBNAIL_PX, suffix: 'thumb' }).catch((err) => {
        if (!isUnreadableImage(err)) throw err
        throw new ApiError(415, UNREADABLE_IMAGE(file.originalName))
      })
      images.push({ url: file.url, thumbnail_url: storage.urlOf(thumbKey), file_name: file.originalName })
    }
  } catch (err) {
    const keys = files.flatMap((f) => [f.key, `${f.key}.thumb.webp`])
    await Promise.all(keys.map((k) => storage.remove(k).catch(() => {})))
    throw err
  }
  return { images, caption: fields.caption ?? '' }
}
