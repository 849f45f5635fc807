// The profile pages' local queries: the signed-in user's own row from my_profile (private
// columns included), and a colleague's public row from profiles with, for admins only, the
// private columns the profile_details shape carries (empty for others). Dates as text: a
// 'YYYY-MM-DD' must not be shifted by time zones.
import { localQuery, type QueryRow } from '@/db/local-query'

/** The own profile, as the menu and the session's role follower read it. */
export const myProfileQuery = (userId: string) =>
  localQuery
    .selectFrom('my_profile')
    .select((eb) => [
      'user_id',
      'email',
      'full_name',
      'name',
      'title',
      'role',
      eb.cast<string | null>('birthday', 'text').as('birthday'),
      'image',
      'phone',
      'address',
      'city',
      'postal_code',
      'country',
      'emergency_contact_name',
      'emergency_contact_phone',
      'certifications',
      'qr_code',
      'color',
      'notes',
    ])
    .where('user_id', '=', userId)
    .compile()
export type MyProfile = QueryRow<ReturnType<typeof myProfileQuery>>

/** A colleague's profile; a birthday without the year ('MM-DD') unless the viewer is an admin. */
export const colleagueProfileQuery = (userId: string) =>
  localQuery
    .selectFrom('profiles as p')
    .leftJoin('profile_details as d', 'd.user_id', 'p.user_id')
    .select((eb) => [
      'p.user_id',
      'p.email',
      'p.full_name',
      'p.name',
      'p.title',
      'p.role',
      'p.image',
      'p.phone',
      'p.certifications',
      'p.color',
      // The department a directory placed the person in (departments are synced to everyone).
      eb.selectFrom('departments as dep').select('dep.name').whereRef('dep.id', '=', 'p.department_id').as('department_name'),
      eb.fn.coalesce(eb.cast<string | null>('d.birthday', 'text'), 'p.birthday_day').as('birthday'),
      'd.address',
      'd.city',
      'd.postal_code',
      'd.country',
      'd.emergency_contact_name',
      'd.emergency_contact_phone',
      'd.notes',
      'd.qr_code',
      // Whether the private columns were available to this viewer.
      eb('d.user_id', 'is not', null).$castTo<boolean>().as('has_private'),
    ])
    .where('p.user_id', '=', userId)
    .compile()
export type ProfileRow = QueryRow<ReturnType<typeof colleagueProfileQuery>>

/** The own profile in the colleague's row shape, private columns included. */
export const ownProfileQuery = (userId: string) =>
  localQuery
    .selectFrom('my_profile as p')
    .select((eb) => [
      'p.user_id',
      'p.email',
      'p.full_name',
      'p.name',
      'p.title',
      'p.role',
      'p.image',
      'p.phone',
      'p.certifications',
      'p.color',
      // The department a directory placed the person in (departments are synced to everyone).
      eb.selectFrom('departments as dep').select('dep.name').whereRef('dep.id', '=', 'p.department_id').as('department_name'),
      eb.cast<string | null>('p.birthday', 'text').as('birthday'),
      'p.address',
      'p.city',
      'p.postal_code',
      'p.country',
      'p.emergency_contact_name',
      'p.emergency_contact_phone',
      'p.notes',
      'p.qr_code',
      eb.lit(true).as('has_private'),
    ])
    .where('p.user_id', '=', userId)
    .compile()
