import { profiles } from '../schema'
import { profileRules } from '../permissions'
import { allColumns, type ShapeDef } from './types'

/** Never synced to colleagues: emergency contact, private notes and the QR secret. */
export const PRIVATE_PROFILE_COLUMNS = ['emergency_contact_name', 'emergency_contact_phone', 'notes', 'qr_code']

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
} satisfies Record<string, ShapeDef>
