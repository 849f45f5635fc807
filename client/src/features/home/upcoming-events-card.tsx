// Home side panel 'Kommende arrangementer': the next 5 events from today.
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { ArrowRightIcon, MapPinIcon } from 'lucide-react'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { DateBadge } from '../events/date-badge'
import { formatEventDateTime, startOfToday } from '../events/event-dates'
import { useUpcomingEvents } from '../events/use-events'

export const HOME_EVENT_LIMIT = 5

export function UpcomingEventsCard() {
  const from = useMemo(() => startOfToday(), [])
  const events = useUpcomingEvents(from, HOME_EVENT_LIMIT)
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Kommende arrangementer</h2>
        </CardTitle>
        <CardAction>
          <Link
            to="/events"
            className="text-muted-foreground hover:text-foreground focus-visible:ring-ring inline-flex items-center gap-1 rounded-sm text-sm outline-none focus-visible:ring-[3px]"
          >
            Se alle
            <ArrowRightIcon className="size-3.5" aria-hidden />
            <span className="sr-only">arrangementer</span>
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {!events ? (
          <div className="grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : events.length === 0 ? (
          <p className="text-muted-foreground text-sm">Ingen kommende arrangementer</p>
        ) : (
          <ul className="grid gap-3">
            {events.map((event) => (
              <li key={event.id} className="min-w-0">
                <Link
                  to="/events"
                  className="hover:bg-accent focus-visible:ring-ring flex items-start gap-3 rounded-md p-1 outline-none focus-visible:ring-[3px]"
                >
                  <DateBadge date={event.date} className="size-11" />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate text-sm font-medium">{event.title}</span>
                    <span className="sr-only">{formatEventDateTime(event.date)}</span>
                    {event.location && (
                      <span className="text-muted-foreground flex items-center gap-1 text-xs">
                        <MapPinIcon className="size-3 shrink-0" aria-hidden />
                        <span className="truncate">{event.location}</span>
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
