// Vacations straight from the local database, joined with the synced profiles for the
// person's name and colour; sync keeps both current, so approvals show up without refetch.
import { useLiveQuery } from '@/db/live-query'
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'
import {
  pendingVacationCountQuery,
  upcomingVacationCountQuery,
  upcomingVacationPagesQuery,
  upcomingVacationsQuery,
  vacationPeopleQuery,
  vacationQuery,
  type VacationPerson,
  type VacationRow,
} from './vacation-queries'

export type { VacationPerson, VacationRow } from './vacation-queries'

/** One vacation (a notice links to it as /vacation#ferie-<id>), also when it has ended. */
export function useVacation(id: string | null): VacationRow | null | undefined {
  const rows = useLiveQuery(vacationQuery(id ?? ''))?.rows
  return rows && (rows[0] ?? null)
}

/** The home widget's next `limit` vacations (those that have not ended before `today`, 'YYYY-MM-DD'). */
export const useUpcomingVacations = (today: string, limit: number): VacationRow[] | undefined =>
  useLiveQuery(upcomingVacationsQuery(today, limit))?.rows

export const VACATION_PAGE_SIZE = 20

/** /vacation: every upcoming vacation, soonest first, a page at a time (4,000 at a large firm). */
export const useUpcomingVacationPages = (today: string): PagedList<VacationRow> =>
  usePagedLiveQuery(upcomingVacationPagesQuery(today), { pageSize: VACATION_PAGE_SIZE })

export const useUpcomingVacationCount = (today: string) => useLiveCount(upcomingVacationCountQuery(today))

/** For admins: how many upcoming vacations wait for approval (live). */
export const usePendingVacationCount = (today: string): number | undefined => useLiveCount(pendingVacationCountQuery(today))

/** Whom an admin can register a vacation for. */
export const useVacationPeople = (): VacationPerson[] | undefined => useLiveQuery(vacationPeopleQuery())?.rows
