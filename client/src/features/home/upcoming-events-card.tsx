// Home side panel 'Kommende arrangementer': the next 5 events from today.
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { MapPinIcon } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { IconText } from '@/components/icon-text'
import { DateBadge } from '../events/date-badge'
import { formatEventDateTime, startOfToday } from '../events/event-dates'
import { useUpcomingEvents } from '../events/use-events'
import { SideCard } from './side-card'

export const HOME_EVENT_LIMIT = 5

export function UpcomingEventsCard() {
  const from = useMemo(() => startOfToday(), [])
  const events = useUpcomingEvents(from, HOME_EVENT_LIMIT)
  return (
    <SideCard title="Kommende arrangementer" to="/events" what="arrangementer">
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
                    <IconText icon={MapPinIcon} className="gap-1 text-xs" iconClassName="size-3" textClassName="truncate">
                      {event.location}
                    </IconText>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  )
}
