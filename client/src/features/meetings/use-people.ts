// Everyone who can be an attendee, facilitator, recorder or responsible: the local profiles.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { displayName } from '../profile/profile-display'
import { profileNameSql } from '../../../../sync/person-name'

export interface Person {
  user_id: string
  full_name: string | null
  name: string | null
  email: string | null
  image: string | null
  color: string | null
}

export function usePeople(): Person[] | undefined {
  return useLiveQuery<Person>(
    `select user_id, full_name, name, email, image, color from profiles
      order by lower(${profileNameSql('profiles')}), user_id`,
    [],
  )?.rows
}

/** user id → display name, for tables that show who is responsible. */
export function usePeopleNames(): (id: string | null | undefined) => string | null {
  const people = usePeople()
  return useMemo(() => {
    const names = new Map((people ?? []).map((p) => [p.user_id, displayName(p)]))
    return (id) => (id ? (names.get(id) ?? 'Ukendt bruger') : null)
  }, [people])
}
