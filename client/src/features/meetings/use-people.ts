// Everyone who can be an attendee, facilitator, recorder or responsible: the local profiles.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { displayName } from '../profile/profile-display'
import { peopleQuery, type Person } from './meeting-queries'

export type { Person } from './meeting-queries'

export const usePeople = (): Person[] | undefined => useLiveQuery(peopleQuery())?.rows

/** user id → display name, for tables that show who is responsible. */
export function usePeopleNames(): (id: string | null | undefined) => string | null {
  const people = usePeople()
  return useMemo(() => {
    const names = new Map((people ?? []).map((p) => [p.user_id, displayName(p)]))
    return (id) => (id ? (names.get(id) ?? 'Ukendt bruger') : null)
  }, [people])
}
