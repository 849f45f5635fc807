// The events pages' local queries: the whole calendar, and the home page's next few.
import { localQuery, type QueryRow } from '@/db/local-query'

const eventsByDate = () =>
  localQuery
    .selectFrom('events')
    .select(['id', 'title', 'description', 'date', 'location', 'created_by'])
    .orderBy('date', 'asc')
    .orderBy('title', 'asc')

export const eventsQuery = () => eventsByDate().compile()
export type EventRow = QueryRow<ReturnType<typeof eventsQuery>>

/** From `from` on, soonest first. The instant is sent as ISO text, as the page always has. */
export const upcomingEventsQuery = (from: Date, limit: number) =>
  eventsByDate()
    .where((eb) => eb('date', '>=', eb.cast<Date>(eb.val(from.toISOString()), 'timestamptz')))
    .limit(limit)
    .compile()
