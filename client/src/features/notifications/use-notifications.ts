// My notifications from the local database (the shape only ever holds my own). A mark still
// waiting in the outbox already counts as read, so the badge drops at once, offline too.
import { useLiveQuery } from '@/db/live-query'
import { READ_ALL_PATH } from './paths'

export interface NotificationRow {
  id: string
  kind: string
  title: string
  body: string | null
  link: string
  created_at: Date
  read: boolean
}

/** Whether notice `n` counts as read: read on the server, or a mark waits in the outbox. */
export const READ_SQL = `(n.read_at is not null or exists (
    select 1 from local.outbox o
     where o.method = 'POST'
       and (o.path = '/api/notifications/' || n.id::text || '/read'
            or (o.path = '${READ_ALL_PATH}' and n.created_at < ((o.body::jsonb) ->> 'before')::timestamptz))))`

export const NOTIFICATIONS_SQL = `select n.id, n.kind, n.title, n.body, n.link, n.created_at, ${READ_SQL} as read
   from notifications n order by n.created_at desc, n.id limit $1`

export const UNREAD_COUNT_SQL = `select count(*)::int as n from notifications n where not ${READ_SQL}`

export function useNotifications(limit = 200): NotificationRow[] | undefined {
  return useLiveQuery<NotificationRow>(NOTIFICATIONS_SQL, [limit])?.rows
}

export function useUnreadCount(): number | undefined {
  return useLiveQuery<{ n: number }>(UNREAD_COUNT_SQL, [])?.rows[0]?.n
}
