import type { Rule } from '../rules'
import type { Profile } from '../schema'
import { admins, ownedBy, signedIn } from '../rules'

export const profileRules = {
  /** Everyone sees colleagues' public fields (the `profiles` shape leaves private columns out). */
  readPublic: signedIn as Rule<Profile>,
  /** Private columns (home address, emergency contact, notes, qr code) for the person themself. */
  readPrivate: ownedBy<Profile>('user_id'),
  /** …and for admins, who need a colleague's emergency contact and print QR badges. */
  readDetails: admins as Rule<Profile>,
  /** A profile is edited by its owner only; the access role is never part of that edit. */
  update: ownedBy<Profile>('user_id'),
}

/** User administration (create, invite, change role, delete, new QR code): admins only. */
export const userAdminRules = {
  manage: admins as Rule<unknown>,
}
