// /api/news — the home page's company news: create, edit, delete, comment, and uploads of
// the images and videos the composer embeds. Reads come through the company_news and
// news_comments shapes.
import { Hono } from 'hono'
import { newsCommentInput, newsInput, newsPatch, NEWS_TEXTS, type NewsCommentWritten, type NewsMediaUploaded, type NewsWritten } from '../../../sync/inputs/news'
import type { Written } from '../../../sync/inputs/written'
import { requireViewer } from '../../auth/viewer'
import { recordUploader } from '../../storage/file-access'
import type { AppEnv } from '../../http/context'
import { limitBody, type FeatureDeps } from '../../http/feature-app'
import { badRequest, readJsonObject } from '../../http/errors'
import { idOr404, parseInput } from '../../http/validate'
import type { Storage } from '../../storage'
import { assertMediaStored, isMediaPurpose, mediaUrls, receiveNewsMedia, removeMedia } from './media'
import { addNewsComment, createNews, deleteNews, unusedMedia, updateNews } from './store'

export interface NewsRoutesDeps extends FeatureDeps {
  storage: Storage
}

const newsId = (id: string) => idOr404(id, NEWS_TEXTS.notFound)

export function createNewsRoutes({ db, getViewer, storage }: NewsRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  const jsonLimit = limitBody(128 * 1024)

  const forget = async (urls: string[]) => removeMedia(storage, await unusedMedia(db.kysely, urls))

  /** ?purpose=image (new item, 10 MB) | edit-image (5 MB) | video (50 MB). */
  app.post('/media', async (c) => {
    const purpose = c.req.query('purpose') ?? 'image'
    if (!isMediaPurpose(purpose)) throw badRequest('Ukendt filtype')
    const file = await receiveNewsMedia(c, storage, purpose)
    await recordUploader(db.sql, c.get('viewer'), [file.key])
    const type = purpose === 'video' ? 'video' : 'image'
    return c.json({ media: { type, url: file.url, filename: file.originalName, size: file.size } } satisfies NewsMediaUploaded, 201)
  })

  app.post('/', jsonLimit, async (c) => {
    const input = parseInput(newsInput, await readJsonObject(c))
    await assertMediaStored(storage, input.content)
    const { news, txid } = await createNews(db.kysely, c.get('viewer'), input.content, input.id)
    return c.json({ news, txid } satisfies NewsWritten, 201)
  })

  app.patch('/:id', jsonLimit, async (c) => {
    const id = newsId(c.req.param('id'))
    const input = parseInput(newsPatch, await readJsonObject(c))
    await assertMediaStored(storage, input.content)
    const { news, txid, before } = await updateNews(db.kysely, c.get('viewer'), id, input.content)
    const kept = new Set(mediaUrls(input.content))
    await forget(mediaUrls(before).filter((u) => !kept.has(u)))
    return c.json({ news, txid } satisfies NewsWritten)
  })

  app.delete('/:id', async (c) => {
    const { txid, content } = await deleteNews(db.kysely, c.get('viewer'), newsId(c.req.param('id')))
    await forget(mediaUrls(content))
    return c.json({ txid } satisfies Written)
  })

  app.post('/:id/comments', jsonLimit, async (c) => {
    const id = newsId(c.req.param('id'))
    const input = parseInput(newsCommentInput, await readJsonObject(c))
    const { comment, txid } = await addNewsComment(db.kysely, c.get('viewer'), id, input.content, input.id)
    return c.json({ comment, txid } satisfies NewsCommentWritten, 201)
  })

  return app
}
