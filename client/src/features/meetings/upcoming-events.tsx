// 'Kommende begivenheder' on the meeting pages: a calendar with the event days marked, and the
// next 5 events from today, live from the local events table.
import { useMemo } from 'react'
import { DayPicker } from 'react-day-picker'
import { da } from 'react-day-picker/locale'
import 'react-day-picker/style.css'
import { MapPinIcon } from 'lucide-react'
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import { Skeleton } from '@/components/ui/skeleton'
import { IconText } from '@/components/icon-text'
import { DateBadge } from '../events/date-badge'
import { formatEventDateTime, startOfToday } from '../events/event-dates'
import { useUpcomingEvents } from '../events/use-events'
import { UPCOMING_EVENT_LIMIT } from './meeting-constants'

export function UpcomingEvents() {
  const from = useMemo(() => startOfToday(), [])
  const events = useUpcomingEvents(from, UPCOMING_EVENT_LIMIT)
  const eventDays = useMemo(() => (events ?? []).map((e) => new Date(e.date)), [events])

  return (
    <SectionCard className="gap-4" title="Kommende begivenheder">
      <CardContent className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <DayPicker
          locale={da}
          showOutsideDays
          modifiers={{ event: eventDays }}
          modifiersClassNames={{ event: 'font-bold underline decoration-2 underline-offset-4' }}
          className="justify-self-center text-sm [--rdp-accent-color:var(--primary)] [--rdp-day-height:2.25rem] [--rdp-day-width:2.25rem] [--rdp-day_button-height:2.125rem] [--rdp-day_button-width:2.125rem]"
        />
        <section aria-labelledby="upcoming-events-heading" className="grid content-start gap-3">
          <h3 id="upcoming-events-heading" className="font-medium">
            Kommende arrangementer
          </h3>
          {!events ? (
            <Skeleton className="h-12" />
          ) : events.length === 0 ? (
            <p className="text-muted-foreground text-sm">Ingen kommende arrangementer</p>
          ) : (
            <ul className="grid gap-3">
              {events.map((event) => (
                <li key={event.id} className="flex items-start gap-3">
                  <DateBadge date={event.date} className="size-11" />
                  <div className="grid min-w-0 gap-0.5">
                    <span className="font-medium break-words">{event.title}</span>
                    <span className="sr-only">{formatEventDateTime(event.date)}</span>
                    {event.location && (
                      <IconText icon={MapPinIcon} className="gap-1 text-xs" iconClassName="size-3" textClassName="break-words">
                        {event.location}
                      </IconText>
                    )}
                    {event.description && <p className="text-muted-foreground text-sm break-words">{event.description}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </SectionCard>
  )
}
