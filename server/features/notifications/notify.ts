// Making notifications, always inside the transaction of the change that causes them: if the
// change rolls back, so does its notice, and a keyed retry that finds the change committed
// (server/db/idempotent-effects.ts) is answered without running again, so it cannot notify
// twice either. Callers notify only on a real transition (pending → approved, not approved →
// approved), so repeating a request by hand does not repeat the notice. Notices for someone
// with a subscribed phone are also queued for Web Push here (push/queue.ts), sent after commit.
import { sql, type Transaction } from 'kysely'
import type { NotificationKind } from '../../../sync/schema/notifications'
import type { DB } from '../../db/types'
import { queuePushes } from '../push/queue'
import { profileNameSql } from '../../../sync/person-name'

export interface NewNotification {
  user_id: string
  kind: NotificationKind
  title: string
  body?: string | null
  link: string
  /** Who caused it; nobody is told about their own doing. */
  actor_id: string | null
}

export async function notify(trx: Transaction<DB>, items: NewNotification[]): Promise<void> {
  const wanted = items.filter((n) => n.user_id !== n.actor_id)
  if (wanted.length === 0) return
  const recipients = [...new Set(wanted.map((n) => n.user_id))]
  const prefs = await trx
    .selectFrom('notification_preferences')
    .select(['user_id', 'muted_kinds'])
    .where('user_id', 'in', recipients)
    .execute()
  const muted = new Map(prefs.map((p) => [p.user_id, new Set(p.muted_kinds)]))
  const rows = wanted
    .filter((n) => !muted.get(n.user_id)?.has(n.kind))
    .map((n) => ({ user_id: n.user_id, kind: n.kind, title: n.title, body: n.body ?? null, link: n.link, actor_id: n.actor_id }))
  if (rows.length === 0) return
  const made = await trx.insertInto('notifications').values(rows).returning('id').execute()
  // Exactly the notices made here go to the person's phones too: one decision for both.
  await queuePushes(trx, made.map((n) => n.id))
}

/** The name colleagues know someone by, for a notice's text. */
export async function personName(trx: Transaction<DB>, userId: string): Promise<string> {
  const row = await trx
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select(sql<string>`${sql.raw(profileNameSql('profiles', '"user"."name", "user"."email"'))}`.as('name'))
    .where('user.id', '=', userId)
    .executeTakeFirst()
  return row?.name ?? 'En kollega'
}

/** The first line of a text, short enough for a notice. */
export function excerpt(text: string, max = 120): string {
  const plain = text
    .replace(/!?\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain
}
