// New projects waiting in the outbox (offline, or the server unreachable): shown at once and
// marked as pending, until the server has them and sync brings the real row.
import { CloudUploadIcon } from 'lucide-react'
import { usePendingWrites } from '@/offline/use-pending-writes'

export function PendingProjects() {
  const pending = usePendingWrites<{ name: string }>('POST', '/api/projects')
  if (pending.length === 0) return null
  return (
    <ul className="mb-4 grid gap-2" aria-label="Projekter der venter på at blive sendt">
      {pending.map(({ id, body }) =>
        body ? (
          <li key={id} className="bg-card flex items-center gap-2 rounded-xl border border-dashed p-3 text-sm opacity-80">
            <CloudUploadIcon className="text-muted-foreground size-4 shrink-0" aria-hidden />
            <span className="min-w-0 flex-1 font-medium break-words">{body.name}</span>
            <span className="text-muted-foreground text-xs">Venter på at blive sendt</span>
          </li>
        ) : null,
      )}
    </ul>
  )
}
