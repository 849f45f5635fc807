// URLs of stored images. The server keeps a feed-sized WebP beside each uploaded image
// (`<url>.feed.webp`, see server/features/posts/images.ts); animated GIFs keep the original
// so they still move.

export const feedImageUrl = (url: string) => (/\.gif$/i.test(url) ? url : `${url}.feed.webp`)

/** The file route serves it as an attachment under this name. */
export const downloadUrl = (url: string, name: string) => `${url}?download=${encodeURIComponent(name)}`

export const imageFileName = (url: string, index: number) => `billede-${index + 1}.${url.split('.').pop() ?? 'jpg'}`
