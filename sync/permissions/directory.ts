import type { Contact, ContactCategory, ContactRating } from '../schema'
import { admins, anyOf, ownedBy, signedIn } from '../rules'
import type { ResourceRules } from './types'

/**
 * Any signed-in user adds contacts; the person who added a contact, or an
 * admin, edits and deletes it, so nobody can quietly rewrite a colleague's entry.
 */
export const contactRules: ResourceRules<Contact> = {
  read: signedIn,
  create: signedIn,
  update: anyOf(admins, ownedBy<Contact>('created_by')),
  delete: anyOf(admins, ownedBy<Contact>('created_by')),
}

/** Categories: anyone may create one, its creator or an admin renames it, only admins delete. */
export const categoryRules: ResourceRules<ContactCategory> = {
  read: signedIn,
  create: signedIn,
  update: anyOf(admins, ownedBy<ContactCategory>('created_by')),
  delete: admins,
}

/** One rating per user per contact, changed only by its author; authors are visible to all. */
export const ratingRules: ResourceRules<ContactRating> = {
  read: signedIn,
  create: signedIn,
  update: ownedBy<ContactRating>('user_id'),
  delete: anyOf(admins, ownedBy<ContactRating>('user_id')),
}
