// The news feed's local query: company news, newest first, with the author's profile, the
// number of comments and the item's must-read state for the viewer, in one query for the feed
// rather than one more per item.
import type { Expression } from 'kysely'
import { AUTHOR_COLUMNS, localQuery, sql, type QueryRow } from '@/db/local-query'

/**
 * Raw SQL: whether the viewer's read confirmation of a news item still waits in the outbox,
 * which lives outside the synced tables that the query builder knows.
 */
export const readConfirmationQueued = (newsId: Expression<string>) =>
  sql<boolean>`exists (select 1 from local.outbox o
    where o.method = 'POST' and o.path = '/api/must-read/' || ${newsId}::text || '/confirm')`

export const newsFeedQuery = (viewerId: string, limit: number) =>
  localQuery
    .selectFrom('company_news as n')
    .leftJoin('profiles as pr', 'pr.user_id', 'n.user_id')
    .select((eb) => [
      'n.id',
      'n.user_id',
      'n.headline',
      'n.content',
      'n.created_at',
      ...AUTHOR_COLUMNS,
      eb
        .cast<number>(eb.selectFrom('news_comments as c').select((c) => c.fn.countAll().as('n')).whereRef('c.news_id', '=', 'n.id'), 'integer')
        .as('comment_count'),
      eb
        .exists(eb.selectFrom('must_read_news as m').select('m.news_id').whereRef('m.news_id', '=', 'n.id'))
        .$castTo<boolean>()
        .as('must_read'),
      eb
        .selectFrom('news_read_confirmations as r')
        .select('r.confirmed_at')
        .whereRef('r.news_id', '=', 'n.id')
        .where('r.user_id', '=', viewerId)
        .as('read_confirmed_at'),
      readConfirmationQueued(eb.ref('n.id')).as('read_queued'),
    ])
    .where('n.visibility', '=', 'company')
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id')
    .limit(limit)
    .compile()
export type NewsRow = QueryRow<ReturnType<typeof newsFeedQuery>>
