// /api/posts — writes for the post page. Reads come through the `posts` and `post_comments`
// shapes. Input is validated with the schemas the modals use; the rich-text body is
// sanitised here, whatever the browser sent.
import { Hono } from 'hono'
import { commentInput, postInput, postPatch, POST_TEXTS, type PostCommentWritten, type PostCounts, type PostImagesUploaded, type PostWritten } from '../../../sync/inputs/posts'
import type { Written } from '../../../sync/inputs/written'
import { requireViewer } from '../../auth/viewer'
import { recordUploader } from '../../storage/file-access'
import type { AppEnv } from '../../http/context'
import { limitBody, type FeatureDeps } from '../../http/feature-app'
import { badRequest, readJsonObject } from '../../http/errors'
import { idOr404, parseInput } from '../../http/validate'
import type { Storage } from '../../storage'
import { assertStored, keyOfUrl, receivePostImages, removeImage } from './images'
import { sanitizePostHtml } from './sanitize'
import { originOf } from '../audit/record'
import { addPostComment, approvePost, countPosts, createPost, deletePost, unusedImages, updatePost } from './store'

export interface PostRoutesDeps extends FeatureDeps {
  storage: Storage
}

const postId = (id: string) => idOr404(id, POST_TEXTS.notFound)

/** The body as it will be stored; a body that sanitises to nothing needs an image instead. */
function cleanBody(content: string, images: string[]): string {
  const clean = sanitizePostHtml(content)
  if (!clean && images.length === 0) throw badRequest(POST_TEXTS.bodyOrImage)
  return clean
}

export function createPostRoutes({ db, getViewer, storage }: PostRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  const jsonLimit = limitBody(256 * 1024)

  const forget = async (urls: string[]) => {
    for (const url of await unusedImages(db.kysely, urls)) await removeImage(storage, keyOfUrl(url))
  }

  app.get('/counts', async (c) => c.json((await countPosts(db.kysely, c.get('viewer'))) satisfies PostCounts))

  // Images first: the modal uploads each picked file and keeps only the URL it gets back.
  app.post('/images', async (c) => {
    const files = await receivePostImages(c, storage)
    await recordUploader(db.sql, c.get('viewer'), files.map((f) => f.key))
    return c.json({ images: files.map((f) => ({ url: f.url, name: f.originalName, size: f.size, type: f.mime })) } satisfies PostImagesUploaded, 201)
  })

  app.post('/', jsonLimit, async (c) => {
    const body = await readJsonObject(c)
    const input = parseInput(postInput, body)
    await assertStored(storage, input.images, POST_TEXTS.invalid)
    const values = { ...input, content: cleanBody(input.content, input.images) }
    const { post, txid } = await createPost(db.kysely, c.get('viewer'), values, input.id)
    return c.json({ post, txid } satisfies PostWritten, 201)
  })

  app.patch('/:id', jsonLimit, async (c) => {
    const id = postId(c.req.param('id'))
    const input = parseInput(postPatch, await readJsonObject(c))
    await assertStored(storage, input.images, POST_TEXTS.invalid)
    const values = { ...input, content: cleanBody(input.content, input.images) }
    const { post, txid, dropped } = await updatePost(db.kysely, c.get('viewer'), id, values)
    await forget(dropped)
    return c.json({ post, txid } satisfies PostWritten)
  })

  app.post('/:id/approve', async (c) => {
    const { post, txid } = await approvePost(db.kysely, c.get('viewer'), postId(c.req.param('id')), originOf(c))
    return c.json({ post, txid } satisfies PostWritten)
  })

  app.delete('/:id', async (c) => {
    const { txid, dropped } = await deletePost(db.kysely, c.get('viewer'), postId(c.req.param('id')))
    await forget(dropped)
    return c.json({ txid } satisfies Written)
  })

  app.post('/:id/comments', jsonLimit, async (c) => {
    const id = postId(c.req.param('id'))
    const input = parseInput(commentInput, await readJsonObject(c))
    const { comment, txid } = await addPostComment(db.kysely, c.get('viewer'), id, input.content, input.id)
    return c.json({ comment, txid } satisfies PostCommentWritten, 201)
  })

  return app
}
