// Vacation requests waiting in the outbox (offline, or the server unreachable): shown at once
// and marked as pending, until the server has them and sync brings the real row.
import { PendingMark } from '@/offline/pending-mark'
import { usePendingWrites } from '@/offline/use-pending-writes'
import { formatVacationRange } from './vacation-display'

export function PendingVacations() {
  const pending = usePendingWrites<{ start_date: string; end_date: string }>('POST', '/api/vacations')
  if (pending.length === 0) return null
  return (
    <ul className="grid gap-2" aria-label="Ferier der venter på at blive sendt">
      {pending.map(({ id, body }) =>
        body ? (
          <li key={id} className="text-muted-foreground flex items-center gap-2 rounded-lg border border-dashed p-2 text-sm">
            <span className="min-w-0 flex-1">{formatVacationRange(body.start_date, body.end_date)}</span>
            <PendingMark />
          </li>
        ) : null,
      )}
    </ul>
  )
}
