// The profile pages' local queries: the signed-in user's own row from my_profile (private
// columns included), and a colleague's public row from profiles with, for admins only, the
// private columns the profile_details shape carries (empty for others). Dates as text: a
// 'YYYY-MM-DD' must not be shifted by time zones.
import { localQuery, type QueryRow } from '@/db/local-query'
import type { LocalDatabase } from '@/db/local-types'
import { PRIVATE_PROFILE_COLUMNS } from '../../../../sync/shapes/people'

/** The columns every colleague's row has, read from the person's row `p`. */
const PUBLIC_COLUMNS = [
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
] as const

/**
 * The private columns (sync/shapes/people.ts; the profile_details table has exactly those), from
 * the row `alias`. Not the birthday: each query reads that its own way.
 */
type PrivateColumn = Exclude<keyof LocalDatabase['profile_details'], 'user_id' | 'birthday'>
const privateColumns = <A extends string>(alias: A) =>
  (PRIVATE_PROFILE_COLUMNS.filter((column) => column !== 'birthday') as PrivateColumn[]).map(
    (column) => `${alias}.${column}` as const,
  )

/** The own row with its private columns, the birthday with its year. */
const ownProfile = (userId: string) =>
  localQuery
    .selectFrom('my_profile as p')
    .select((eb) => [...PUBLIC_COLUMNS, eb.cast<string | null>('p.birthday', 'text').as('birthday'), ...privateColumns('p')])
    .where('p.user_id', '=', userId)

/** The own profile, as the menu and the session's role follower read it. */
export const myProfileQuery = (userId: string) => ownProfile(userId).compile()
export type MyProfile = QueryRow<ReturnType<typeof myProfileQuery>>

/** A colleague's profile; a birthday without the year ('MM-DD') unless the viewer is an admin. */
export const colleagueProfileQuery = (userId: string) =>
  localQuery
    .selectFrom('profiles as p')
    // The department a directory placed the person in (departments are synced to everyone).
    .leftJoin('departments as dep', 'dep.id', 'p.department_id')
    .leftJoin('profile_details as d', 'd.user_id', 'p.user_id')
    .select((eb) => [
      ...PUBLIC_COLUMNS,
      'dep.name as department_name',
      eb.fn.coalesce(eb.cast<string | null>('d.birthday', 'text'), 'p.birthday_day').as('birthday'),
      ...privateColumns('d'),
      // Whether the private columns were available to this viewer.
      eb('d.user_id', 'is not', null).$castTo<boolean>().as('has_private'),
    ])
    .where('p.user_id', '=', userId)
    .compile()
export type ProfileRow = QueryRow<ReturnType<typeof colleagueProfileQuery>>

/** The own profile in the colleague's row shape, private columns included. */
export const ownProfileQuery = (userId: string) =>
  ownProfile(userId)
    .leftJoin('departments as dep', 'dep.id', 'p.department_id')
    .select((eb) => ['dep.name as department_name', eb.lit(true).as('has_private')])
    .compile()
