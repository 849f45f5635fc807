// Kysely's view of migrations/0100_notifications.sql, merged into DB.
import type { WithDefaults } from '../../db/with-defaults'
import type { Generated } from 'kysely'
import type { MustReadNews, NewsReadConfirmation, Notification, NotificationPreferences } from '../../../sync/schema/notifications'

export interface NotificationTables {
  notifications: WithDefaults<Notification, 'id' | 'created_at' | 'read_at' | 'body' | 'actor_id'>
  notification_preferences: WithDefaults<NotificationPreferences, 'muted_kinds' | 'email_digest' | 'updated_at'>
  must_read_news: WithDefaults<MustReadNews, 'marked_at'>
  news_read_confirmations: WithDefaults<NewsReadConfirmation, 'confirmed_at'>
  notification_digests: { user_id: string; sent_on: string }
  calendar_feeds: { user_id: string; token: string; created_at: Generated<string> }
}
