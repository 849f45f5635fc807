// Derived images (thumbnails, resized profile pictures) made on the server with sharp, so
// browsers on a weak signal download small files.
import type { Storage } from './storage'

// Loaded at the first picture: libvips is some 20 MB resident, and most of the day a server
// resizes nothing.
const loadSharp = () => import('sharp').then((m) => m.default)

export interface ResizeOptions {
  /** Longest side in pixels. */
  size: number
  /** Appended to the source key: `<key>.<suffix>.webp`. */
  suffix: string
}

/** sharp could not decode the source: the uploader's broken file, unlike a store that failed. */
export class UnreadableImageError extends Error {}
export const isUnreadableImage = (err: unknown) => err instanceof UnreadableImageError

/** Writes a WebP copy no larger than `size` px and returns its key. Animated GIFs keep frame 1. */
export async function storeResized(storage: Storage, sourceKey: string, opts: ResizeOptions): Promise<string> {
  const key = `${sourceKey}.${opts.suffix}.webp`
  const sharp = await loadSharp()
  const resized = await storage.withLocalFile(sourceKey, (file) =>
    sharp(file)
      .rotate() // respect EXIF orientation from phone cameras
      .resize(opts.size, opts.size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
      .catch((err: Error) => {
        throw new UnreadableImageError(err.message)
      }),
  )
  await storage.put(key, resized)
  return key
}
