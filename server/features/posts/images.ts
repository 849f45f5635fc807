// Post images: uploaded on their own (POST /api/posts/images), checked by content and size
// while streaming, kept as files with a feed-sized copy beside them. A post row then names
// them by URL only, and the server accepts only URLs of files it really holds.
import type { Context } from 'hono'
import { POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES, POST_MAX_IMAGES, postImageTooLarge, postImageWrongType } from '../../../sync/inputs/posts'
import { badRequest } from '../../http/errors'
import { IMAGE_TYPES, isUnreadableImage, receiveUpload, storeResized, type Storage, type StoredFile } from '../../storage'

export const POSTS_BUCKET = 'posts'
/** The copy the feed shows: `<url>.feed.webp` (see client/src/features/posts/image-urls.ts). */
export const FEED_COPY = { size: 1280, suffix: 'feed' }

const unreadable = (name: string) => `Filen ${name} kunne ikke læses som et billede`

export const keyOfUrl = (url: string) => url.replace(/^\/api\/files\//, '')

export async function receivePostImages(c: Context, storage: Storage): Promise<StoredFile[]> {
  const accept = POST_IMAGE_TYPES.filter((t) => (IMAGE_TYPES as readonly string[]).includes(t))
  const { files } = await receiveUpload(c, storage, {
    bucket: POSTS_BUCKET,
    maxBytes: POST_IMAGE_MAX_BYTES,
    accept,
    maxFiles: POST_MAX_IMAGES,
    messages: {
      missing: 'Vælg et billede',
      tooLarge: (name) => postImageTooLarge(name || 'billedet'),
      wrongType: (name) => postImageWrongType(name),
      empty: (name) => `Filen ${name} er tom`,
    },
  })
  return withFeedCopies(storage, files)
}

/** Makes the feed copy of each image; a file sharp cannot decode is refused and removed. */
export async function withFeedCopies(storage: Storage, files: StoredFile[]): Promise<StoredFile[]> {
  const made: string[] = []
  for (const file of files) {
    try {
      made.push(await storeResized(storage, file.key, FEED_COPY))
    } catch (err) {
      await Promise.all([...files.map((f) => removeImage(storage, f.key)), ...made.map((k) => storage.remove(k).catch(() => {}))])
      if (!isUnreadableImage(err)) throw err
      throw badRequest(unreadable(file.originalName))
    }
  }
  return files
}

export async function removeImage(storage: Storage, key: string): Promise<void> {
  await storage.remove(key).catch(() => {})
  await storage.remove(`${key}.${FEED_COPY.suffix}.webp`).catch(() => {})
}

/** Every URL must name a stored file; otherwise the post would show broken pictures. */
export async function assertStored(storage: Storage, urls: readonly string[], message: string): Promise<void> {
  for (const url of urls) {
    if ((await storage.size(keyOfUrl(url))) === null) throw badRequest(message)
  }
}
