// Inputs of the notification, must-read and settings routes, shared by forms and the API.
import { z } from 'zod'
import { MUTABLE_NOTIFICATION_KINDS, type NotificationPreferences } from '../schema/notifications'
import type { Written } from './written'

/** "Mark all read" covers what the person had seen: nothing newer that arrived meanwhile. */
export const readAllInput = z.object({
  before: z.iso.datetime({ offset: true, error: 'Ugyldigt tidspunkt' }),
})

export const notificationPreferencesInput = z.object({
  muted_kinds: z.array(z.enum(MUTABLE_NOTIFICATION_KINDS, { error: 'Ukendt type notifikation' })).max(20),
  email_digest: z.boolean({ error: 'Ugyldigt valg for e-mail-oversigt' }),
})
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>

/** Whose digest to preview (a user id; none: the admin's own). */
export const digestPreviewInput = z.object({
  user: z.string({ error: 'Ugyldig bruger' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Ugyldig bruger').optional(),
})

/** What each kind is called in the settings (Danish UI). */
export const NOTIFICATION_KIND_LABELS: Record<(typeof MUTABLE_NOTIFICATION_KINDS)[number], string> = {
  post_approved: 'Mit opslag er godkendt',
  vacation_approved: 'Min ferie er godkendt',
  vacation_pending: 'Min ferie afventer godkendelse igen',
  meeting_assigned: 'Jeg er sat på en sag eller opgave i et mødereferat',
  news_comment: 'Kommentarer til mine nyheder',
  building_access_granted: 'Jeg har fået adgang til en bygning',
  building_access_revoked: 'Min adgang til en bygning er fjernet',
}

export const NOTIFICATION_TEXTS = {
  notFound: 'Notifikationen blev ikke fundet',
  newsNotFound: 'Nyheden blev ikke fundet',
  adminsOnly: 'Kun administratorer kan markere nyheder som skal-læses',
  notMustRead: 'Nyheden er ikke markeret som skal-læses',
  digestAdminsOnly: 'Kun administratorer kan se og sende den daglige e-mail',
  userNotFound: 'Brugeren blev ikke fundet',
}

// The answers of /api/notifications and /api/must-read beyond a plain Written.

/** POST /api/notifications/read-all: how many notices it marked. */
export interface NotificationsReadAll extends Written {
  count: number
}

/** PUT /api/notifications/preferences: the row as stored. */
export interface NotificationPreferencesSaved extends Written {
  preferences: NotificationPreferences
}

/** POST /api/must-read/:newsId/remind: how many people were reminded. */
export interface MustReadReminded extends Written {
  reminded: number
}
