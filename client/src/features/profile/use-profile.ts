// One person's profile for the profile page, live from the local tables: the own row from
// my_profile (private columns included); a colleague's public row from profiles plus, for
// admins only, the private columns the profile_details shape carries (empty for others).
import { useLiveQuery } from '@/db/live-query'
import type { Certification } from '../../../../sync/schema'

export interface ProfileRow {
  user_id: string
  email: string | null
  full_name: string | null
  name: string | null
  title: string | null
  role: string
  birthday: string | null
  image: string | null
  phone: string | null
  certifications: Certification[] | null
  color: string | null
  address: string | null
  city: string | null
  postal_code: string | null
  country: string | null
  emergency_contact_name: string | null
  emergency_contact_phone: string | null
  notes: string | null
  qr_code: string | null
  /** The department a directory placed the person in (departments are synced to everyone). */
  department_name: string | null
  /** True when the private columns were available to this viewer. */
  has_private: boolean
}

const PUBLIC = `p.user_id, p.email, p.full_name, p.name, p.title, p.role, p.image, p.phone, p.certifications, p.color,
  (select dep.name from departments dep where dep.id = p.department_id) as department_name`

export const OWN_SQL = `select ${PUBLIC}, p.birthday::text as birthday, p.address, p.city, p.postal_code, p.country, p.emergency_contact_name,
  p.emergency_contact_phone, p.notes, p.qr_code, true as has_private
  from my_profile p where p.user_id = $1`

// A colleague's birthday without the year ('MM-DD'); admins have the full date in profile_details.
export const OTHER_SQL = `select ${PUBLIC}, coalesce(d.birthday::text, p.birthday_day) as birthday, d.address, d.city, d.postal_code, d.country, d.emergency_contact_name,
  d.emergency_contact_phone, d.notes, d.qr_code, d.user_id is not null as has_private
  from profiles p left join profile_details d on d.user_id = p.user_id where p.user_id = $1`

export function useProfile(userId: string, own: boolean): { profile: ProfileRow | null; loading: boolean } {
  const result = useLiveQuery<ProfileRow>(own ? OWN_SQL : OTHER_SQL, [userId])
  return { profile: result?.rows[0] ?? null, loading: result === undefined }
}
