// Must-read state of a news item: the mark and my confirmation (an unsent one from the outbox
// counts), and for admins everyone's (the shape gives admins all).
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { awaitsConfirmation } from '../../../../sync/permissions/notifications'
import { profileNameSql } from '../../../../sync/person-name'

export interface MustReadState {
  mustRead: boolean
  confirmedAt: Date | null
}

/** The state as the news feed's query reads it (use-news.ts): an unsent confirmation counts. */
export function mustReadState(row: { must_read: boolean; read_confirmed_at: Date | null; read_queued: boolean }): MustReadState {
  return { mustRead: row.must_read, confirmedAt: row.read_confirmed_at ?? (row.read_queued ? new Date() : null) }
}

export interface ReaderRow {
  user_id: string
  full_name: string | null
  name: string | null
  email: string | null
  confirmed_at: Date | null
  /** Who marked the item (the same on every row). */
  marked_by: string | null
}

/** Everyone, with when they confirmed (null: not yet); admins only receive all confirmations. */
export const READERS_SQL = `select p.user_id, p.full_name, p.name, p.email, c.confirmed_at, m.marked_by
       from profiles p
       join must_read_news m on m.news_id = $1
       left join news_read_confirmations c on c.news_id = $1 and c.user_id = p.user_id
      where $2::boolean
      order by c.confirmed_at is not null, lower(${profileNameSql('p')})`

/** Those the item waits for: the one who marked it is not asked, so not counted or missing. */
export const awaitedReaders = (rows: ReaderRow[]): ReaderRow[] => rows.filter((r) => awaitsConfirmation(r, r.user_id))

export function useReaders(newsId: string, enabled: boolean): ReaderRow[] | undefined {
  const rows = useLiveQuery<ReaderRow>(READERS_SQL, [newsId, enabled])?.rows
  return useMemo(() => rows && awaitedReaders(rows), [rows])
}
