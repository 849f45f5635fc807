// Events straight from the local database; sync keeps the table current, so a write
// anywhere shows up here without any refetch.
import { useLiveQuery } from '@/db/live-query'

export interface EventRow {
  id: string
  title: string
  description: string | null
  date: Date
  location: string | null
  created_by: string | null
}

const COLUMNS = 'id, title, description, date, location, created_by'

export function useEvents(): EventRow[] | undefined {
  return useLiveQuery<EventRow>(`select ${COLUMNS} from events order by date asc, title asc`, [])?.rows
}

/** The home page's list: from the start of today, soonest first. */
export function useUpcomingEvents(from: Date, limit: number): EventRow[] | undefined {
  return useLiveQuery<EventRow>(
    `select ${COLUMNS} from events where date >= $1 order by date asc, title asc limit $2`,
    [from.toISOString(), limit],
  )?.rows
}
