// Vacation requests waiting in the outbox, shown at once and marked as pending.
import { PendingList } from '@/offline/pending-list'
import { PendingMark } from '@/offline/pending-mark'
import { formatVacationRange } from './vacation-display'

export function PendingVacations() {
  return (
    <PendingList<{ start_date: string; end_date: string }>
      path="/api/vacations"
      label="Ferier der venter på at blive sendt"
      className="grid gap-2"
    >
      {(body) => (
        <li className="text-muted-foreground flex items-center gap-2 rounded-lg border border-dashed p-2 text-sm">
          <span className="min-w-0 flex-1">{formatVacationRange(body.start_date, body.end_date)}</span>
          <PendingMark />
        </li>
      )}
    </PendingList>
  )
}
