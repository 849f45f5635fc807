// Company-news writes, with the rules of sync/permissions/news.ts in each write's where.
import type { Kysely } from 'kysely'
import { NEWS_TEXTS } from '../../../sync/inputs/news'
import { newsCommentRules, newsRules } from '../../../sync/permissions/news'
import type { Viewer } from '../../../sync/rules'
import type { CompanyNews, NewsComment } from '../../../sync/schema/news'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { currentTxid } from '../../db/txid'
import { deleteGuarded, insertOnce, updateGuarded } from '../../db/guarded-writes'
import { notifyNewsComment } from '../notifications/causes'

const MESSAGES = { notFound: NEWS_TEXTS.notFound, forbidden: NEWS_TEXTS.forbidden }

export async function createNews(kysely: Kysely<DB>, viewer: Viewer, content: string, id?: string) {
  if (!newsRules.create.test(viewer)) throw forbidden(NEWS_TEXTS.forbidden)
  return kysely.transaction().execute(async (trx) => {
    const news = await insertOnce(trx, 'company_news', { content, user_id: viewer.id, visibility: 'company', project_id: null, headline: null }, id, 'Nyheden findes allerede')
    return { news, txid: await currentTxid(trx) }
  })
}

export async function updateNews(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
  content: string,
): Promise<{ news: CompanyNews; txid: string; before: string }> {
  return kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('company_news').select('content').where('id', '=', id).forUpdate().executeTakeFirst()
    if (!before) throw notFound(NEWS_TEXTS.notFound)
    const changes = { content, updated_at: new Date().toISOString() }
    const news = await updateGuarded(trx, 'company_news', id, changes, newsRules.update.toKysely(viewer), MESSAGES)
    return { news, txid: await currentTxid(trx), before: before.content }
  })
}

export async function deleteNews(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<{ txid: string; content: string }> {
  return kysely.transaction().execute(async (trx) => {
    const gone = await deleteGuarded(trx, 'company_news', id, newsRules.delete.toKysely(viewer), MESSAGES)
    return { txid: await currentTxid(trx), content: gone.content }
  })
}

export async function addNewsComment(
  kysely: Kysely<DB>,
  viewer: Viewer,
  newsId: string,
  content: string,
  id?: string,
): Promise<{ comment: NewsComment; txid: string }> {
  if (!newsCommentRules.create.test(viewer)) throw forbidden()
  return kysely.transaction().execute(async (trx) => {
    const news = await trx.selectFrom('company_news').select(['id', 'user_id']).where('id', '=', newsId).executeTakeFirst()
    if (!news) throw notFound(NEWS_TEXTS.notFound)
    const comment = await insertOnce(trx, 'news_comments', { news_id: newsId, user_id: viewer.id, content }, id, 'Kommentaren findes allerede')
    await notifyNewsComment(trx, viewer, news, comment)
    return { comment, txid: await currentTxid(trx) }
  })
}

/** Media URLs no remaining news item still embeds. */
export async function unusedMedia(kysely: Kysely<DB>, urls: string[]): Promise<string[]> {
  const unused: string[] = []
  for (const url of urls) {
    const used = await kysely.selectFrom('company_news').select('id').where('content', 'like', `%${url}%`).executeTakeFirst()
    if (!used) unused.push(url)
  }
  return unused
}
