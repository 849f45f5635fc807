// Events straight from the local database; sync keeps the table current, so a write
// anywhere shows up here without any refetch.
import { useLiveQuery } from '@/db/live-query'
import { eventsQuery, upcomingEventsQuery, type EventRow } from './event-queries'

export type { EventRow } from './event-queries'

export const useEvents = (): EventRow[] | undefined => useLiveQuery(eventsQuery())?.rows

/** The home page's list: from the start of today, soonest first. */
export const useUpcomingEvents = (from: Date, limit: number): EventRow[] | undefined =>
  useLiveQuery(upcomingEventsQuery(from, limit))?.rows
