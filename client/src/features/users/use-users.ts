// Users from the synced public profiles (user id, names, e-mail, access role, created), searched
// and paged in SQL: a firm of 2,000 must not render (or even load) 2,000 table rows.
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'
import { userCountQuery, usersQuery, type UserRow } from './user-queries'

export type { UserRow } from './user-queries'

export const USER_PAGE_SIZE = 50

/** `search` as typed; matched case-insensitively anywhere in the name or e-mail. */
export const useUsers = (search: string): PagedList<UserRow> =>
  usePagedLiveQuery(usersQuery(search), { pageSize: USER_PAGE_SIZE, keepPreviousRows: true })

export const useUserCount = (search: string) => useLiveCount(userCountQuery(search))

