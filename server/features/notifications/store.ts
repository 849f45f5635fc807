// The recipient's own writes: marking read and preferences. Both are guarded by ownership in
// the statement itself, so nobody can touch another person's notifications.
import { sql, type Kysely } from 'kysely'
import { notificationRules } from '../../../sync/permissions/notifications'
import type { NotificationPreferencesInput, NotificationPreferencesSaved, NotificationsReadAll } from '../../../sync/inputs/notifications'
import type { Written } from '../../../sync/inputs/written'
import { NOTIFICATION_TEXTS } from '../../../sync/inputs/notifications'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { currentTxid } from '../../db/txid'
import { notFound } from '../../http/errors'

export async function markRead(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    // Already read keeps its first read time; still an answer, not an error (a second tab).
    const row = await trx
      .updateTable('notifications')
      .set({ read_at: sql<string>`coalesce(read_at, now())` })
      .where('id', '=', id)
      .where(notificationRules.update.toKysely(viewer))
      .returning('id')
      .executeTakeFirst()
    if (!row) throw notFound(NOTIFICATION_TEXTS.notFound)
    return { txid: await currentTxid(trx) }
  })
}

export async function markAllRead(kysely: Kysely<DB>, viewer: Viewer, before: string): Promise<NotificationsReadAll> {
  return kysely.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('notifications')
      .set({ read_at: sql<string>`now()` })
      .where('read_at', 'is', null)
      .where('created_at', '<=', before)
      .where(notificationRules.update.toKysely(viewer))
      .executeTakeFirst()
    return { txid: await currentTxid(trx), count: Number(res.numUpdatedRows) }
  })
}

/** Always the viewer's own row: the id comes from the session, never the body. */
export async function savePreferences(kysely: Kysely<DB>, viewer: Viewer, input: NotificationPreferencesInput): Promise<NotificationPreferencesSaved> {
  return kysely.transaction().execute(async (trx) => {
    const values = { muted_kinds: JSON.stringify([...new Set(input.muted_kinds)]) as never, email_digest: input.email_digest }
    const preferences = await trx
      .insertInto('notification_preferences')
      .values({ user_id: viewer.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: sql<string>`now()` }))
      .returningAll()
      .executeTakeFirstOrThrow()
    return { preferences, txid: await currentTxid(trx) }
  })
}
