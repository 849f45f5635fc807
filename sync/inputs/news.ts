// Company-news input and the media-line format shared by the composer, the feed and the API
// Media is embedded in the text as whole lines:
//   ![name](url)      an image
//   [📹 name](url)    a video
import { z } from 'zod'
import type { CompanyNews, NewsComment } from '../schema/news'
import type { Written } from './written'
import { requiredText } from './fields'

const MB = 1024 * 1024
export const NEWS_IMAGE_MAX_BYTES = 10 * MB
export const NEWS_EDIT_IMAGE_MAX_BYTES = 5 * MB
export const NEWS_VIDEO_MAX_BYTES = 50 * MB
export const NEWS_CONTENT_MAX = 20_000
export const NEWS_FEED_LIMIT = 10

export const NEWS_TEXTS = {
  required: 'Tilføj tekst eller billeder til dit opslag',
  imageTooLarge: 'Billedets størrelse skal være under 10 MB',
  editImageTooLarge: 'Billedet er for stort. Maksimal størrelse er 5 MB',
  uploadNeedsLogin: 'Du skal være logget ind for at uploade filer',
  createNeedsLogin: 'Du skal være logget ind for at oprette nyheder',
  authError: 'Godkendelsesfejl. Log ind igen.',
  unexpected: 'Uventet fejl. Se konsollen for detaljer.',
  uploadFailed: 'Kunne ikke uploade filen. Prøv igen.',
  editUploadFailed: 'Der opstod en fejl ved upload af billedet',
  editFailed: 'Der opstod en fejl ved opdatering af opslaget',
  notFound: 'Nyheden blev ikke fundet',
  forbidden: 'Du kan kun ændre dine egne nyheder',
  badMedia: 'Ugyldigt medielink i nyheden',
  tooLong: 'Teksten er for lang',
} as const

export const databaseError = (message: string) => `Databasefejl: ${message}. Se konsollen for detaljer.`
export const uploadError = (message: string) => `Kunne ikke uploade filen. Fejl: ${message}`
export const newsImageWrongType = (name: string) =>
  `Filen ${name} er ikke en understøttet billedtype. Brug JPEG, PNG, GIF eller WebP.`
export const newsVideoWrongType = (name: string) => `Filen ${name} er ikke en understøttet videotype. Brug MP4, MOV eller WebM.`

const mb = (bytes: number) => (bytes / MB).toLocaleString('da-DK', { maximumFractionDigits: 1 })
/** The video-too-large message: the file's size, the limit and the tip about short videos. */
export const newsVideoTooLarge = (bytes?: number) =>
  `${bytes ? `Videoen fylder ${mb(bytes)} MB, ` : 'Videoen er for stor, '}og den maksimale størrelse er 50 MB. ` +
  'Tip: Hold videoer under ca. 10 sekunder, eller komprimer dem før upload.'

export type NewsMediaType = 'image' | 'video'
export interface NewsMedia {
  type: NewsMediaType
  url: string
  filename: string
}

/** Our own stored files only: a media line may not point anywhere else. */
export const NEWS_MEDIA_URL = /^\/api\/files\/news\/\d{4}-\d{2}\/[0-9a-f-]{36}\.(jpg|png|gif|webp|mp4|mov|webm)$/

const IMAGE_LINE = /^!\[([^\]\n]*)\]\(([^\s)]+)\)$/
const VIDEO_LINE = /^\[📹 ([^\]\n]*)\]\(([^\s)]+)\)$/

/** A name that cannot break out of its line or its brackets. */
export const cleanMediaName = (name: string) => name.replace(/[\r\n[\]()]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'fil'

export function mediaLine(m: NewsMedia): string {
  const name = cleanMediaName(m.filename)
  return m.type === 'image' ? `![${name}](${m.url})` : `[📹 ${name}](${m.url})`
}

/** Splits stored content into its text and its media lines (in order). */
export function parseNewsContent(content: string): { text: string; media: NewsMedia[] } {
  const media: NewsMedia[] = []
  const text: string[] = []
  for (const line of content.split('\n')) {
    const trimmed = line.trim()
    const image = IMAGE_LINE.exec(trimmed)
    const video = image ? null : VIDEO_LINE.exec(trimmed)
    const match = image ?? video
    if (match && NEWS_MEDIA_URL.test(match[2])) {
      media.push({ type: image ? 'image' : 'video', filename: match[1], url: match[2] })
    } else {
      text.push(line)
    }
  }
  return { text: text.join('\n').trim(), media }
}

const MEDIA_ATTEMPT = /^(!\[|\[📹 )[^\n]*\]\(/

/** Lines that look like media but are not a media line to our own storage. */
export function foreignMediaLines(content: string): string[] {
  return content
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => {
      if (!MEDIA_ATTEMPT.test(l)) return false
      const m = IMAGE_LINE.exec(l) ?? VIDEO_LINE.exec(l)
      return m === null || !NEWS_MEDIA_URL.test(m[2])
    })
}

export function buildNewsContent(text: string, media: NewsMedia[]): string {
  return [text.trim(), ...media.map(mediaLine)].filter(Boolean).join('\n')
}

const newsContent = z
  .string({ error: NEWS_TEXTS.required })
  .max(NEWS_CONTENT_MAX, NEWS_TEXTS.tooLong)
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .refine((v) => v.length > 0, NEWS_TEXTS.required)
  .refine((v) => foreignMediaLines(v).length === 0, NEWS_TEXTS.badMedia)

export const newsInput = z.object({
  id: z.uuid({ error: 'Ugyldigt id' }).optional(),
  content: newsContent,
})
export type NewsInput = z.input<typeof newsInput>

export const newsPatch = z.object({ content: newsContent })

/** The composer before its files are uploaded: the text, and how many files go with it. */
export const newsDraft = z
  .object({
    text: z
      .string({ error: NEWS_TEXTS.required })
      .max(NEWS_CONTENT_MAX, NEWS_TEXTS.tooLong)
      .refine((v) => foreignMediaLines(v).length === 0, NEWS_TEXTS.badMedia),
    files: z.number().int().min(0),
  })
  .refine((v) => v.text.trim().length > 0 || v.files > 0, { message: NEWS_TEXTS.required, path: ['text'] })

export const newsCommentInput = z.object({
  id: z.uuid({ error: 'Ugyldigt id' }).optional(),
  content: requiredText('Skriv en kommentar', 2000, 'En kommentar må højst være 2000 tegn'),
})

// The answers of /api/news, as the routes send them and news-api.ts reads them.

/** POST and PATCH /api/news. */
export interface NewsWritten extends Written {
  news: CompanyNews
}

/** POST /api/news/:id/comments. */
export interface NewsCommentWritten extends Written {
  comment: NewsComment
}

/** POST /api/news/media: the uploaded file, ready to become a media line. */
export interface NewsMediaUploaded {
  media: NewsMedia & { size: number }
}
