// Post input, shared by the create/edit modals (client) and the API (server), with the
// Danish texts and limits.
import { z } from 'zod'
import type { Post, PostComment } from '../schema/posts'
import { requiredText } from './fields'
import { isBlankRichText } from './rich-text'
import type { Written } from './written'

export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const POST_MAX_IMAGES = 10
export const POST_HEADLINE_MAX = 200
export const POST_CONTENT_MAX = 50_000
export const POST_COMMENT_MAX = 2_000

export const POST_TEXTS = {
  headlineRequired: 'Indtast en overskrift til dit opslag',
  bodyOrImage: 'Tilføj tekst eller billeder til dit opslag',
  invalid: 'Fejl: Ugyldige data for opslag',
  createFailed: 'Kunne ikke oprette opslag. Prøv igen.',
  updateFailed: 'Der opstod en fejl ved opdatering af opslaget',
  deleteConfirm: 'Er du sikker på, at du vil slette dette opslag?',
  commentFailed: 'Fejl ved tilføjelse af kommentar',
  notFound: 'Opslaget blev ikke fundet',
  forbidden: 'Du har ikke adgang til at ændre dette opslag',
  tooManyImages: `Et opslag kan højst have ${POST_MAX_IMAGES} billeder`,
  commentEmpty: 'Skriv en kommentar',
  commentTooLong: `En kommentar må højst være ${POST_COMMENT_MAX} tegn`,
} as const

export const postImageTooLarge = (name: string) => `Filen ${name} overstiger den maksimalt tilladte størrelse på 5 MB`
export const postImageWrongType = (name: string) =>
  `Filen ${name} er ikke en understøttet billedtype. Brug JPEG, PNG, GIF eller WebP.`

/** Where post images live: files we stored ourselves, never a foreign URL or inline data. */
export const POST_IMAGE_URL = /^\/api\/files\/posts\/\d{4}-\d{2}\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/

const headline = requiredText(POST_TEXTS.headlineRequired, POST_HEADLINE_MAX, `Overskriften må højst være ${POST_HEADLINE_MAX} tegn`)
const content = z
  .string({ error: POST_TEXTS.invalid })
  .max(POST_CONTENT_MAX, 'Opslaget er for langt')
  .nullish()
  .transform((v) => v ?? '')
const images = z
  .array(z.string().regex(POST_IMAGE_URL, POST_TEXTS.invalid), { error: POST_TEXTS.invalid })
  .max(POST_MAX_IMAGES, POST_TEXTS.tooManyImages)
  .nullish()
  .transform((v) => [...new Set(v ?? [])])

const bodyOrImage = (v: { content: string; images: string[] }) => !isBlankRichText(v.content) || v.images.length > 0

export const postInput = z
  .object({
    id: z.uuid({ error: 'Ugyldigt id' }).optional(),
    headline,
    content,
    images,
    department_id: z.uuid({ error: 'Ukendt afdeling' }).nullish().transform((v) => v ?? null),
  })
  .refine(bodyOrImage, { message: POST_TEXTS.bodyOrImage, path: ['content'] })
export type PostInput = z.input<typeof postInput>

/** The edit modal sends headline, body and images together (PATCH {headline, content, images}). */
export const postPatch = z
  .object({ headline, content, images })
  .refine(bodyOrImage, { message: POST_TEXTS.bodyOrImage, path: ['content'] })
export type PostPatch = z.input<typeof postPatch>

export const commentInput = z.object({
  id: z.uuid({ error: 'Ugyldigt id' }).optional(),
  content: requiredText(POST_TEXTS.commentEmpty, POST_COMMENT_MAX, POST_TEXTS.commentTooLong),
})
export type CommentInput = z.input<typeof commentInput>

// The answers of /api/posts, as the routes send them and the post page reads them.

/** POST /api/posts, PATCH /api/posts/:id and POST /api/posts/:id/approve. */
export interface PostWritten extends Written {
  post: Post
}

/** POST /api/posts/:id/comments. */
export interface PostCommentWritten extends Written {
  comment: PostComment
}

/** POST /api/posts/images: the stored files, in the order sent. */
export interface PostImagesUploaded {
  images: { url: string; name: string; size: number; type: string }[]
}

/** GET /api/posts/counts: every post this viewer may see, not only the ones the browser holds. */
export interface PostCounts {
  pending: number
  approved: number
}
