import { notificationTables as t } from '../schema/notifications'
import { mustReadRules, notificationPreferenceRules, notificationRules, readConfirmationRules } from '../permissions/notifications'
import { allColumns, type ShapeDef } from './types'

export const notificationShapes = {
  notifications: { table: t.notifications, localTable: 'notifications', columns: allColumns(t.notifications), where: notificationRules.read },
  notification_preferences: {
    table: t.notification_preferences,
    localTable: 'notification_preferences',
    columns: allColumns(t.notification_preferences),
    where: notificationPreferenceRules.read,
  },
  must_read_news: { table: t.must_read_news, localTable: 'must_read_news', columns: allColumns(t.must_read_news), where: mustReadRules.read },
  news_read_confirmations: {
    table: t.news_read_confirmations,
    localTable: 'news_read_confirmations',
    columns: allColumns(t.news_read_confirmations),
    where: readConfirmationRules.read,
  },
} satisfies Record<string, ShapeDef>
