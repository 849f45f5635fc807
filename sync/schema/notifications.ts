import { c, entity, table, type RowOf } from './columns'

export const NOTIFICATION_KINDS = [
  'post_approved',
  'vacation_approved',
  'vacation_pending',
  'meeting_assigned',
  'news_comment',
  'must_read',
  'must_read_reminder',
  'building_access_granted',
  'building_access_revoked',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Kinds a person may switch off; must-read notices always arrive (safety). */
export const MUTABLE_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter((k) => k !== 'must_read' && k !== 'must_read_reminder')

export const notifications = entity('notifications', {
  /** The recipient: the only person this row is ever synced to. */
  user_id: c.text(),
  kind: c.text(),
  title: c.text(),
  body: c.text().orNull(),
  /** In-app path to the thing itself. */
  link: c.text(),
  actor_id: c.text().orNull(),
  created_at: c.timestamptz(),
  read_at: c.timestamptz().orNull(),
})
export type Notification = RowOf<typeof notifications>

export const notificationPreferences = table('notification_preferences', ['user_id'], {
  user_id: c.text(),
  muted_kinds: c.jsonb<string[]>(),
  email_digest: c.bool(),
  updated_at: c.timestamptz(),
})
export type NotificationPreferences = RowOf<typeof notificationPreferences>

export const mustReadNews = table('must_read_news', ['news_id'], {
  news_id: c.uuid(),
  marked_by: c.text().orNull(),
  marked_at: c.timestamptz(),
})
export type MustReadNews = RowOf<typeof mustReadNews>

export const newsReadConfirmations = table('news_read_confirmations', ['news_id', 'user_id'], {
  news_id: c.uuid(),
  user_id: c.text(),
  confirmed_at: c.timestamptz(),
})
export type NewsReadConfirmation = RowOf<typeof newsReadConfirmations>

export const notificationTables = {
  notifications,
  notification_preferences: notificationPreferences,
  must_read_news: mustReadNews,
  news_read_confirmations: newsReadConfirmations,
} as const
