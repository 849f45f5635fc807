// Everyone who can be an attendee, facilitator, recorder or responsible: the local profiles.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { displayName } from '../profile/profile-display'
import { peopleQuery, type Person } from './meeting-queries'

export type { Person } from './meeting-queries'

export const usePeople = (): Person[] | undefined => useLiveQuery(peopleQuery())?.rows

/** Who a new meeting starts out with as present: everyone but those who have left. */
export const currentStaffIds = (people: readonly Person[]) => people.filter((p) => !p.deactivated_at).map((p) => p.user_id)

/** Who a meeting names, by user id: the display name, and since when they have left, if they have. */
export interface PeopleLookup {
  nameOf: (id: string | null | undefined) => string | null
  leftAt: (id: string | null | undefined) => Date | null
}

export function peopleLookup(people: readonly Person[]): PeopleLookup {
  const byId = new Map(people.map((p) => [p.user_id, p]))
  return {
    nameOf: (id) => (id ? (byId.has(id) ? displayName(byId.get(id)) : 'Ukendt bruger') : null),
    leftAt: (id) => (id ? (byId.get(id)?.deactivated_at ?? null) : null),
  }
}

export function usePeopleLookup(): PeopleLookup {
  const people = usePeople()
  return useMemo(() => peopleLookup(people ?? []), [people])
}

/** user id → display name, for tables that show who is responsible. */
export function usePeopleNames(): (id: string | null | undefined) => string | null {
  return usePeopleLookup().nameOf
}
