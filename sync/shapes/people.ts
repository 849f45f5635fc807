import { profiles } from '../schema'
import { profileRules } from '../permissions'
import { allColumns, type ShapeDef } from './types'

/**
 * Never synced to colleagues: the birth date with its year (they get `birthday_day`), home
 * address, emergency contact, private notes and the QR secret. The owner gets them in
 * `my_profile`, admins in `profile_details`.
 */
export const PRIVATE_PROFILE_COLUMNS = [
  'birthday',
  'address',
  'city',
  'postal_code',
  'country',
  'emergency_contact_name',
  'emergency_contact_phone',
  'notes',
  'qr_code',
]

export const peopleShapes = {
  profiles: {
    table: profiles,
    localTable: 'profiles',
    columns: allColumns(profiles).filter((c) => !PRIVATE_PROFILE_COLUMNS.includes(c)),
    where: profileRules.readPublic,
  },
  my_profile: {
    table: profiles,
    localTable: 'my_profile',
    columns: allColumns(profiles),
    where: profileRules.readPrivate,
  },
  profile_details: {
    table: profiles,
    localTable: 'profile_details',
    columns: ['user_id', ...PRIVATE_PROFILE_COLUMNS],
    where: profileRules.readDetails,
  },
} satisfies Record<string, ShapeDef>
