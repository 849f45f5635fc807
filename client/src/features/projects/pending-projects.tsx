// New projects waiting in the outbox (offline, or the server unreachable): shown at once and
// marked as pending, until the server has them and sync brings the real row.
import { PendingMark } from '@/offline/pending-mark'
import { usePendingWrites } from '@/offline/use-pending-writes'

export function PendingProjects() {
  const pending = usePendingWrites<{ name: string }>('POST', '/api/projects')
  if (pending.length === 0) return null
  return (
    <ul className="mb-4 grid gap-2" aria-label="Projekter der venter på at blive sendt">
      {pending.map(({ id, body }) =>
        body ? (
          <li key={id} className="bg-card flex items-center gap-2 rounded-xl border border-dashed p-3 text-sm opacity-80">
            <span className="min-w-0 flex-1 font-medium break-words">{body.name}</span>
            <PendingMark />
          </li>
        ) : null,
      )}
    </ul>
  )
}
