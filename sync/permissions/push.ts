import { ownedBy } from '../rules'

interface PushSubscriptionRow {
  user_id: string
}

/**
 * A push subscription is its owner's alone (not even an admin sees or removes someone else's:
 * no page needs them, and an endpoint is a way to write to that person's phone). They are
 * never synced; the routes guard every statement with these rules.
 */
export const pushSubscriptionRules = {
  read: ownedBy<PushSubscriptionRow>('user_id'),
  delete: ownedBy<PushSubscriptionRow>('user_id'),
}
