// Must-read news: an admin marks an item; everyone (but the admin who marked it) is told at
// once, in the same transaction; each person confirms 'Læst og forstået'; an admin reminds
// those who have not confirmed. Confirmations are kept when the mark is lifted and set again.
import { sql, type Kysely, type Transaction } from 'kysely'
import { NOTIFICATION_TEXTS, type MustReadReminded } from '../../../sync/inputs/notifications'
import type { Written } from '../../../sync/inputs/written'
import { awaitsConfirmation, mustReadRules, readConfirmationRules } from '../../../sync/permissions/notifications'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { currentTxid } from '../../db/txid'
import { badRequest, forbidden, notFound } from '../../http/errors'
import { excerpt, notify } from './notify'
import { LINK, NOTICE } from './texts'

async function findNews(trx: Transaction<DB>, id: string) {
  const news = await trx.selectFrom('company_news').select(['id', 'content']).where('id', '=', id).executeTakeFirst()
  if (!news) throw notFound(NOTIFICATION_TEXTS.newsNotFound)
  return news
}

/** Everyone who can sign in: banned accounts are not told and not counted as missing. */
function activeUsers(trx: Transaction<DB>) {
  return trx.selectFrom('user').select('id').where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', false)]))
}

export async function markMustRead(kysely: Kysely<DB>, viewer: Viewer, newsId: string): Promise<Written> {
  if (!mustReadRules.mark.test(viewer)) throw forbidden(NOTIFICATION_TEXTS.adminsOnly)
  return kysely.transaction().execute(async (trx) => {
    const news = await findNews(trx, newsId)
    const marked = await trx
      .insertInto('must_read_news')
      .values({ news_id: newsId, marked_by: viewer.id })
      .onConflict((oc) => oc.column('news_id').doNothing())
      .returning('news_id')
      .executeTakeFirst()
    // Marked already: nothing new to tell anyone.
    if (marked) {
      const users = await activeUsers(trx).execute()
      const text = NOTICE.mustRead(excerpt(news.content))
      await notify(trx, users.map((u) => ({ user_id: u.id, kind: 'must_read' as const, ...text, link: LINK.news(newsId), actor_id: viewer.id })))
    }
    return { txid: await currentTxid(trx) }
  })
}

export async function unmarkMustRead(kysely: Kysely<DB>, viewer: Viewer, newsId: string): Promise<Written> {
  if (!mustReadRules.mark.test(viewer)) throw forbidden(NOTIFICATION_TEXTS.adminsOnly)
  return kysely.transaction().execute(async (trx) => {
    await findNews(trx, newsId)
    await trx.deleteFrom('must_read_news').where('news_id', '=', newsId).execute()
    return { txid: await currentTxid(trx) }
  })
}

export async function confirmRead(kysely: Kysely<DB>, viewer: Viewer, newsId: string): Promise<Written> {
  if (!readConfirmationRules.create.test(viewer)) throw forbidden()
  return kysely.transaction().execute(async (trx) => {
    await findNews(trx, newsId)
    const must = await trx.selectFrom('must_read_news').select('news_id').where('news_id', '=', newsId).executeTakeFirst()
    if (!must) throw badRequest(NOTIFICATION_TEXTS.notMustRead)
    await trx
      .insertInto('news_read_confirmations')
      .values({ news_id: newsId, user_id: viewer.id })
      .onConflict((oc) => oc.columns(['news_id', 'user_id']).doNothing())
      .execute()
    // Confirming also settles the notices about it.
    await trx
      .updateTable('notifications')
      .set({ read_at: sql<string>`now()` })
      .where('user_id', '=', viewer.id)
      .where('read_at', 'is', null)
      .where('kind', 'in', ['must_read', 'must_read_reminder'])
      .where('link', '=', LINK.news(newsId))
      .execute()
    return { txid: await currentTxid(trx) }
  })
}

/** Reminds everyone who has not confirmed (not the one who marked it); answers how many were reminded. */
export async function remindUnconfirmed(kysely: Kysely<DB>, viewer: Viewer, newsId: string): Promise<MustReadReminded> {
  if (!mustReadRules.remind.test(viewer)) throw forbidden(NOTIFICATION_TEXTS.adminsOnly)
  return kysely.transaction().execute(async (trx) => {
    const news = await findNews(trx, newsId)
    const must = await trx.selectFrom('must_read_news').select('marked_by').where('news_id', '=', newsId).executeTakeFirst()
    if (!must) throw badRequest(NOTIFICATION_TEXTS.notMustRead)
    const unconfirmed = await activeUsers(trx)
      .where('id', 'not in', trx.selectFrom('news_read_confirmations').select('user_id').where('news_id', '=', newsId))
      .where('id', '!=', viewer.id)
      .execute()
    const missing = unconfirmed.filter((u) => awaitsConfirmation(must, u.id))
    const text = NOTICE.mustReadReminder(excerpt(news.content))
    await notify(trx, missing.map((u) => ({ user_id: u.id, kind: 'must_read_reminder' as const, ...text, link: LINK.news(newsId), actor_id: viewer.id })))
    return { reminded: missing.length, txid: await currentTxid(trx) }
  })
}
