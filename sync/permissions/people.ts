import type { Rule } from '../rules'
import type { Profile } from '../schema'
import { ownedBy, signedIn } from '../rules'

export const profileRules = {
  /** Everyone sees colleagues' public fields (the `profiles` shape leaves private columns out). */
  readPublic: signedIn as Rule<Profile>,
  /** Private columns (emergency contact, notes, qr code) only for the person themself. */
  readPrivate: ownedBy<Profile>('user_id'),
}
