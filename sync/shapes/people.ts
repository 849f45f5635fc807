import { profiles } from '../schema'
import { profileRules } from '../permissions'
import { allColumns, allColumnsExcept, type ColumnName, type ShapeDef } from './types'

/**
 * Never synced to colleagues: the birth date with its year (they get `birthday_day`), home
 * address, emergency contact, private notes and the QR secret. The owner gets them in
 * `my_profile`, admins in `profile_details`.
 */
const privateColumns = [
  'birthday',
  'address',
  'city',
  'postal_code',
  'country',
  'emergency_contact_name',
  'emergency_contact_phone',
  'notes',
  'qr_code',
] as const satisfies readonly ColumnName<typeof profiles>[]
export const PRIVATE_PROFILE_COLUMNS: readonly string[] = privateColumns

export const peopleShapes = {
  profiles: {
    table: profiles,
    localTable: 'profiles',
    columns: allColumnsExcept(profiles, privateColumns),
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
    columns: ['user_id', ...privateColumns] as const,
    where: profileRules.readDetails,
  },
} satisfies Record<string, ShapeDef>
