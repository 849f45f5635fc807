// Vacations straight from the local database, joined with the synced profiles for the
// person's name and colour; sync keeps both current, so approvals show up without refetch.
import { useLiveQuery } from '@/db/live-query'
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'
import { profileNameSql } from '../../../../sync/person-name'

export interface VacationRow {
  id: string
  user_id: string
  start_date: string
  end_date: string
  status: string
  /** Null when the person's profile is not (or no longer) there. */
  profile_user_id: string | null
  full_name: string | null
  name: string | null
  email: string | null
  color: string | null
}

const UPCOMING_SQL = `select v.id, v.user_id, v.start_date::text as start_date, v.end_date::text as end_date, v.status,
            p.user_id as profile_user_id, p.full_name, p.name, p.email, p.color
       from vacations v
       left join profiles p on p.user_id = v.user_id
      where v.end_date >= $1::date
      order by v.start_date, v.end_date, v.id`

/** One vacation (a notice links to it as /vacation#ferie-<id>), also when it has ended. */
export function useVacation(id: string | null): VacationRow | null | undefined {
  const rows = useLiveQuery<VacationRow>(
    `select v.id, v.user_id, v.start_date::text as start_date, v.end_date::text as end_date, v.status,
            p.user_id as profile_user_id, p.full_name, p.name, p.email, p.color
       from vacations v
       left join profiles p on p.user_id = v.user_id
      where v.id::text = $1`,
    [id ?? ''],
  )?.rows
  return rows && (rows[0] ?? null)
}

/** The home widget's next `limit` vacations (those that have not ended before `today`, 'YYYY-MM-DD'). */
export function useUpcomingVacations(today: string, limit: number): VacationRow[] | undefined {
  return useLiveQuery<VacationRow>(`${UPCOMING_SQL} limit $2`, [today, limit])?.rows
}

export const VACATION_PAGE_SIZE = 20

/** /vacation: every upcoming vacation, soonest first, a page at a time (4,000 at a large firm). */
export function useUpcomingVacationPages(today: string): PagedList<VacationRow> {
  return usePagedLiveQuery<VacationRow>(UPCOMING_SQL, [today], { pageSize: VACATION_PAGE_SIZE })
}

export const useUpcomingVacationCount = (today: string) =>
  useLiveCount(`select count(*)::int as n from vacations where end_date >= $1::date`, [today])

/** For admins: how many upcoming vacations wait for approval (live). */
export function usePendingVacationCount(today: string): number | undefined {
  const rows = useLiveQuery<{ n: number }>(
    `select count(*)::int as n from vacations where status = 'pending' and end_date >= $1::date`,
    [today],
  )?.rows
  return rows?.[0]?.n
}

export interface VacationPerson {
  user_id: string
  full_name: string | null
  name: string | null
  email: string | null
}

/** Whom an admin can register a vacation for. */
export function useVacationPeople(): VacationPerson[] | undefined {
  return useLiveQuery<VacationPerson>(
    `select user_id, full_name, name, email from profiles
      order by lower(${profileNameSql('profiles')}), user_id`,
    [],
  )?.rows
}
