// Must-read state of one news item from the local database: the mark, my confirmation (an
// unsent one from the outbox counts), and for admins everyone's (the shape gives admins all).
import { useLiveQuery } from '@/db/live-query'

export interface MustReadState {
  mustRead: boolean
  confirmedAt: Date | null
}

export function useMustRead(newsId: string, userId: string): MustReadState | undefined {
  const row = useLiveQuery<{ must: boolean; confirmed_at: Date | null; queued: boolean }>(
    `select exists (select 1 from must_read_news where news_id = $1) as must,
            (select confirmed_at from news_read_confirmations where news_id = $1 and user_id = $2) as confirmed_at,
            exists (select 1 from local.outbox where method = 'POST' and path = $3) as queued`,
    [newsId, userId, `/api/must-read/${encodeURIComponent(newsId)}/confirm`],
  )?.rows[0]
  if (!row) return undefined
  return { mustRead: row.must, confirmedAt: row.confirmed_at ?? (row.queued ? new Date() : null) }
}

export interface ReaderRow {
  user_id: string
  full_name: string | null
  name: string | null
  email: string | null
  confirmed_at: Date | null
}

/** Everyone, with when they confirmed (null: not yet); admins only receive all confirmations. */
export function useReaders(newsId: string, enabled: boolean): ReaderRow[] | undefined {
  return useLiveQuery<ReaderRow>(
    `select p.user_id, p.full_name, p.name, p.email, c.confirmed_at
       from profiles p
       left join news_read_confirmations c on c.news_id = $1 and c.user_id = p.user_id
      where $2::boolean
      order by c.confirmed_at is not null, lower(coalesce(nullif(p.full_name, ''), nullif(p.name, ''), p.email))`,
    [newsId, enabled],
  )?.rows
}
