// Notification, must-read and calendar writes. Marks go through the outbox like every write,
// so they work offline; the unread count hides a notice as soon as its mark is queued
// (use-notifications.ts), and sync brings the server's read_at.
import { apiRequest } from '@/lib/api'
import type {
  MustReadReminded,
  NotificationPreferencesInput,
  NotificationPreferencesSaved,
  NotificationsReadAll,
} from '../../../../sync/inputs/notifications'
import type { Written } from '../../../../sync/inputs/written'
import { READ_ALL_PATH, readPath } from './paths'

export const markNotificationRead = (id: string) => apiRequest<Written>('POST', readPath(id), {})

/** `newest` is the newest notice the person saw; later arrivals stay unread. */
export const markAllNotificationsRead = (newest: Date) =>
  // +1 ms: the server keeps microseconds, a Date only milliseconds.
  apiRequest<NotificationsReadAll>('POST', READ_ALL_PATH, { before: new Date(newest.getTime() + 1).toISOString() })

export const saveNotificationPreferences = (input: NotificationPreferencesInput) =>
  apiRequest<NotificationPreferencesSaved>('PUT', '/api/notifications/preferences', input)

const mustRead = (newsId: string) => `/api/must-read/${encodeURIComponent(newsId)}`
export const markMustRead = (newsId: string) => apiRequest<Written>('PUT', mustRead(newsId))
export const unmarkMustRead = (newsId: string) => apiRequest<Written>('DELETE', mustRead(newsId))
export const confirmMustRead = (newsId: string) => apiRequest<Written>('POST', `${mustRead(newsId)}/confirm`)
export const remindMustRead = (newsId: string) => apiRequest<MustReadReminded>('POST', `${mustRead(newsId)}/remind`)
