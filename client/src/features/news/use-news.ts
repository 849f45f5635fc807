// Company news from the local database, newest first, with the author's profile joined in,
// the number of comments and the item's must-read state for me, live: one query for the
// feed, not one more per item.
import { useCurrentUser } from '@/auth/current-user'
import { useLiveQuery } from '@/db/live-query'
import { NEWS_FEED_LIMIT } from '../../../../sync/inputs/news'

export interface NewsRow {
  id: string
  user_id: string | null
  headline: string | null
  content: string
  created_at: Date
  author_full_name: string | null
  author_short_name: string | null
  author_email: string | null
  author_image: string | null
  author_color: string | null
  author_deactivated_at: Date | null
  comment_count: number
  must_read: boolean
  read_confirmed_at: Date | null
  /** My confirmation waits in the outbox. */
  read_queued: boolean
}

/** $1 the number of items, $2 the viewer's user id. */
export const NEWS_SQL = `select n.id, n.user_id, n.headline, n.content, n.created_at,
        pr.full_name as author_full_name, pr.name as author_short_name, pr.email as author_email,
        pr.image as author_image, pr.color as author_color, pr.deactivated_at as author_deactivated_at,
        (select count(*) from news_comments c where c.news_id = n.id)::int as comment_count,
        exists (select 1 from must_read_news m where m.news_id = n.id) as must_read,
        (select r.confirmed_at from news_read_confirmations r where r.news_id = n.id and r.user_id = $2) as read_confirmed_at,
        exists (select 1 from local.outbox o
                 where o.method = 'POST' and o.path = '/api/must-read/' || n.id::text || '/confirm') as read_queued
       from company_news n left join profiles pr on pr.user_id = n.user_id
      where n.visibility = 'company'
      order by n.created_at desc, n.id limit $1`

export function useNews(limit = NEWS_FEED_LIMIT): NewsRow[] | undefined {
  const { viewer } = useCurrentUser()
  return useLiveQuery<NewsRow>(NEWS_SQL, [limit, viewer.id])?.rows
}
