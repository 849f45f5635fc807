// New events that wait in the outbox, shown at once and marked as pending.
import { PendingList } from '@/offline/pending-list'
import { PendingMark } from '@/offline/pending-mark'
import { DateBadge } from './date-badge'
import { formatEventDateTime } from './event-dates'
import type { EventPayload } from './events-api'

export function PendingEvents() {
  return (
    <PendingList<EventPayload> path="/api/events" label="Arrangementer der venter på at blive sendt" className="mb-3 grid gap-3">
      {(body) => (
        <li className="bg-card flex items-start gap-3 rounded-lg border border-dashed p-3 opacity-80">
          <DateBadge date={new Date(body.date)} muted />
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="font-medium break-words">{body.title}</span>
            <span className="text-muted-foreground text-sm">{formatEventDateTime(new Date(body.date))}</span>
            <PendingMark />
          </span>
        </li>
      )}
    </PendingList>
  )
}
