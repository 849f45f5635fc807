// Company news from the local database, live (news-queries.ts).
import { useCurrentUser } from '@/auth/current-user'
import { useLiveQuery } from '@/db/live-query'
import { NEWS_FEED_LIMIT } from '../../../../sync/inputs/news'
import { newsFeedQuery, type NewsRow } from './news-queries'

export type { NewsRow } from './news-queries'

export function useNews(limit = NEWS_FEED_LIMIT): NewsRow[] | undefined {
  const { viewer } = useCurrentUser()
  return useLiveQuery(newsFeedQuery(viewer.id, limit))?.rows
}
