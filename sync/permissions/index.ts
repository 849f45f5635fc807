// One place that says who may read and write what. Shapes (read) and write routes (guards)
// both import from here; the browser uses the same rules to show or hide controls.
import type { Event, Profile } from '../schema'
import { admins, ownedBy, signedIn, type Rule } from '../rules'

export interface ResourceRules<Row> {
  read: Rule<Row>
  create: Rule<Row>
  update: Rule<Row>
  delete: Rule<Row>
}

export const eventRules: ResourceRules<Event> = {
  read: signedIn,
  create: admins,
  update: admins,
  delete: admins,
}

export const profileRules = {
  /** Everyone sees colleagues' public fields (the `profiles` shape leaves private columns out). */
  readPublic: signedIn as Rule<Profile>,
  /** Private columns (emergency contact, notes, qr code) only for the person themself. */
  readPrivate: ownedBy<Profile>('user_id'),
}
