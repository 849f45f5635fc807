import type { Event } from '../schema'
import { admins, signedIn } from '../rules'
import type { ResourceRules } from './types'

/** Everyone reads events; only admins add, edit and delete them. */
export const eventRules: ResourceRules<Event> = {
  read: signedIn,
  create: admins,
  update: admins,
  delete: admins,
}
