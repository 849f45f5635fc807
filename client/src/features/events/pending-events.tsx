// New events that wait in the outbox (offline, or the server is unreachable): shown at once,
// marked as pending, until the server has them and sync brings the real row.
import { PendingMark } from '@/offline/pending-mark'
import { usePendingWrites } from '@/offline/use-pending-writes'
import { DateBadge } from './date-badge'
import { formatEventDateTime } from './event-dates'
import type { EventPayload } from './events-api'

export function PendingEvents() {
  const pending = usePendingWrites<EventPayload>('POST', '/api/events')
  if (pending.length === 0) return null
  return (
    <ul className="mb-3 grid gap-3" aria-label="Arrangementer der venter på at blive sendt">
      {pending.map(({ id, body }) =>
        body ? (
          <li key={id} className="bg-card flex items-start gap-3 rounded-lg border border-dashed p-3 opacity-80">
            <DateBadge date={new Date(body.date)} muted />
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-medium break-words">{body.title}</span>
              <span className="text-muted-foreground text-sm">{formatEventDateTime(new Date(body.date))}</span>
              <PendingMark />
            </span>
          </li>
        ) : null,
      )}
    </ul>
  )
}
