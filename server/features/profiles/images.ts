// Profile pictures: checked by content while streaming, re-encoded server-side to a small
// WebP (which also drops EXIF data such as a phone's GPS position) and only the URL is kept.
import type { Context } from 'hono'
import { ApiError } from '../../http/errors'
import { IMAGE_TYPES, isStorageKey, isUnreadableImage, receiveUpload, storeResized, type Storage } from '../../storage'

export const PROFILE_IMAGE_BUCKET = 'profile-images'
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const PROFILE_IMAGE_SIZE = 512

const MESSAGES = {
  missing: 'Vælg et billede',
  tooLarge: (name: string) => `${name ? `Filen ${name}` : 'Billedet'} overstiger den maksimalt tilladte størrelse på 10 MB`,
  wrongType: (name: string) => `Filen ${name} er ikke en understøttet billedtype. Brug JPEG, PNG, GIF eller WebP.`,
}

/** The storage key behind one of our own profile-image URLs, else null. */
export function profileImageKey(url: string | null | undefined): string | null {
  if (!url?.startsWith('/api/files/')) return null
  const key = url.slice('/api/files/'.length)
  return isStorageKey(key) && key.startsWith(`${PROFILE_IMAGE_BUCKET}/`) ? key : null
}

/** Receives one image and returns the key of its resized copy; the original is never kept. */
export async function receiveProfileImage(c: Context, storage: Storage): Promise<string> {
  const { files } = await receiveUpload(c, storage, {
    bucket: PROFILE_IMAGE_BUCKET,
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    accept: IMAGE_TYPES,
    messages: MESSAGES,
  })
  const original = files[0].key
  const resizedKey = `${original}.${PROFILE_IMAGE_SIZE}.webp`
  try {
    return await storeResized(storage, original, { size: PROFILE_IMAGE_SIZE, suffix: String(PROFILE_IMAGE_SIZE) })
  } catch (err) {
    await storage.remove(resizedKey).catch(() => {})
    // The magic bytes said image, but the data is broken: the user's error, not a 500. A store
    // that failed is ours.
    if (!isUnreadableImage(err)) throw err
    throw new ApiError(415, 'Billedet kunne ikke læses. Prøv et andet billede.')
  } finally {
    await storage.remove(original).catch(() => {})
  }
}

export async function removeProfileImage(storage: Storage, url: string | null | undefined): Promise<void> {
  const key = profileImageKey(url)
  if (key) await storage.remove(key).catch(() => {})
}
