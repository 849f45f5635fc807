// Users from the synced public profiles (user id, names, e-mail, access role, created), searched
// and paged in SQL: a firm of 2,000 must not render (or even load) 2,000 table rows.
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'
import { profileNameSql } from '../../../../sync/person-name'

export interface UserRow {
  user_id: string
  email: string | null
  username: string | null
  full_name: string | null
  name: string | null
  role: string
  image: string | null
  color: string | null
  created_at: Date
  deactivated_at: Date | null
  erased_at: Date | null
}

export const USER_PAGE_SIZE = 50

// $1 is the lower-cased search text ('' = everyone); strpos needs no escaping of % or _.
const MATCHES = `($1 = '' or strpos(lower(concat_ws(' ', full_name, name, email, username)), $1) > 0)`

/** `search` as typed; matched case-insensitively anywhere in the name or e-mail. */
export function useUsers(search: string): PagedList<UserRow> {
  return usePagedLiveQuery<UserRow>(
    `select user_id, email, username, full_name, name, role, image, color, created_at, deactivated_at, erased_at from profiles
      where ${MATCHES}
      order by lower(${profileNameSql('profiles')}), user_id`,
    [search.trim().toLowerCase()],
    { pageSize: USER_PAGE_SIZE, keepPreviousRows: true },
  )
}

export const useUserCount = (search: string) =>
  useLiveCount(`select count(*)::int as n from profiles where ${MATCHES}`, [search.trim().toLowerCase()])

