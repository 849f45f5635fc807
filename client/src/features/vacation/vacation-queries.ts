// The vacation pages' local queries: vacations with the person's profile, counts, and whom an
// admin can register a vacation for. Dates stay the forms' 'YYYY-MM-DD' text.
import { knownName, localQuery, type QueryRow } from '@/db/local-query'

const vacationsWithPeople = () =>
  localQuery
    .selectFrom('vacations as v')
    .leftJoin('profiles as p', 'p.user_id', 'v.user_id')
    .select((eb) => [
      'v.id',
      'v.user_id',
      eb.cast<string>('v.start_date', 'text').as('start_date'),
      eb.cast<string>('v.end_date', 'text').as('end_date'),
      'v.status',
      // Null when the person's profile is not (or no longer) there.
      'p.user_id as profile_user_id',
      'p.full_name',
      'p.name',
      'p.email',
      'p.color',
    ])

/** Vacations that have not ended before `today` ('YYYY-MM-DD'), soonest first. */
const upcoming = (today: string) =>
  vacationsWithPeople()
    .where((eb) => eb('v.end_date', '>=', eb.cast<Date>(eb.val(today), 'date')))
    .orderBy('v.start_date')
    .orderBy('v.end_date')
    .orderBy('v.id')

/** One vacation, also when it has ended. Compared as text: a malformed id in a link is no query error. */
export const vacationQuery = (id: string) =>
  vacationsWithPeople()
    .where((eb) => eb(eb.cast('v.id', 'text'), '=', id))
    .compile()
export type VacationRow = QueryRow<ReturnType<typeof vacationQuery>>

/** The home widget's next `limit` vacations. */
export const upcomingVacationsQuery = (today: string, limit: number) => upcoming(today).limit(limit).compile()

/** Every upcoming vacation, for the paged list (which adds its own limit). */
export const upcomingVacationPagesQuery = (today: string) => upcoming(today).compile()

export const upcomingVacationCountQuery = (today: string) =>
  localQuery
    .selectFrom('vacations')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where((eb) => eb('end_date', '>=', eb.cast<Date>(eb.val(today), 'date')))
    .compile()

/** Upcoming vacations waiting for an admin's approval. */
export const pendingVacationCountQuery = (today: string) =>
  localQuery
    .selectFrom('vacations')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('status', '=', 'pending')
    .where((eb) => eb('end_date', '>=', eb.cast<Date>(eb.val(today), 'date')))
    .compile()

/** Whom an admin can register a vacation for, by name (empty names count as missing). */
export const vacationPeopleQuery = () =>
  localQuery
    .selectFrom('profiles')
    .select(['user_id', 'full_name', 'name', 'email'])
    .orderBy((eb) => eb.fn('lower', [knownName('profiles')]))
    .orderBy('user_id')
    .compile()
export type VacationPerson = QueryRow<ReturnType<typeof vacationPeopleQuery>>
