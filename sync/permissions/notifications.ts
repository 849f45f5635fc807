import type { MustReadNews, NewsReadConfirmation, Notification, NotificationPreferences } from '../schema/notifications'
import { admins, anyOf, nobody, ownedBy, signedIn, type Rule } from '../rules'

/**
 * A notification is its recipient's alone: not even an admin reads someone else's. Only the
 * server makes them (inside the transaction of their cause); the recipient marks them read.
 */
export const notificationRules = {
  read: ownedBy<Notification>('user_id'),
  create: nobody as Rule<Notification>,
  update: ownedBy<Notification>('user_id'),
}

export const notificationPreferenceRules = {
  read: ownedBy<NotificationPreferences>('user_id'),
  update: ownedBy<NotificationPreferences>('user_id'),
}

/** The daily e-mail digest: only administrators preview someone's and send today's at once. */
export const digestRules = {
  manage: admins as Rule<unknown>,
}

/** Everyone sees which news must be read; admins mark it and remind. */
export const mustReadRules = {
  read: signedIn as Rule<MustReadNews>,
  mark: admins as Rule<MustReadNews>,
  remind: admins as Rule<MustReadNews>,
}

/**
 * Who a must-read item waits for: everyone but the person who marked it, who is never told or
 * reminded, so is never counted or listed as missing either. The server's reminder and the
 * admin's count in the browser both ask this.
 */
export function awaitsConfirmation(mark: Pick<MustReadNews, 'marked_by'>, userId: string): boolean {
  return mark.marked_by !== userId
}

/** Each person confirms for themself; admins see everyone's confirmations (who has not read). */
export const readConfirmationRules = {
  read: anyOf<NewsReadConfirmation>(admins, ownedBy('user_id')),
  create: signedIn as Rule<NewsReadConfirmation>,
}
