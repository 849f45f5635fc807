import type { Vacation } from '../schema/vacations'
import { admins, anyOf, ownedBy, signedIn, type Rule } from '../rules'
import type { ResourceRules } from './types'

/**
 * The whole schedule is visible to everyone signed in (it is the company's vacation plan).
 * Anyone may request their own vacation; registering one for somebody else and approving
 * are for admins. The owner or an admin edits and deletes.
 */
export const vacationRules: ResourceRules<Vacation> & { createForOthers: Rule<Vacation>; approve: Rule<Vacation> } = {
  read: signedIn,
  create: signedIn,
  createForOthers: admins,
  approve: admins,
  update: anyOf(admins, ownedBy<Vacation>('user_id')),
  delete: anyOf(admins, ownedBy<Vacation>('user_id')),
}
