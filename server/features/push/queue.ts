// The hook in the notify path (notifications/notify.ts): the notices a transaction just made
// for people with a subscribed device are queued in that same transaction, and the senders
// are woken by a NOTIFY, which PostgreSQL delivers only at commit. So a push is sent after the
// write committed, never for one that rolled back, and the write never waits for a push service.
import { sql, type Transaction } from 'kysely'
import type { DB } from '../../db/types'

export const PUSH_CHANNEL = 'push_outbox'

export async function queuePushes(trx: Transaction<DB>, notificationIds: string[]): Promise<void> {
  if (notificationIds.length === 0) return
  const queued = await trx
    .insertInto('push_outbox')
    .columns(['notification_id'])
    .expression((eb) =>
      eb
        .selectFrom('notifications as n')
        .select('n.id')
        .where('n.id', 'in', notificationIds)
        .where(({ exists, selectFrom }) => exists(selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'n.user_id'))),
    )
    .returning('notification_id')
    .execute()
  if (queued.length > 0) await sql`select pg_notify(${PUSH_CHANNEL}, '')`.execute(trx)
}
