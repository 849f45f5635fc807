// New projects waiting in the outbox, shown at once and marked as pending.
import { PendingList } from '@/offline/pending-list'
import { PendingMark } from '@/offline/pending-mark'

export function PendingProjects() {
  return (
    <PendingList<{ name: string }> path="/api/projects" label="Projekter der venter på at blive sendt" className="mb-4 grid gap-2">
      {(body) => (
        <li className="bg-card flex items-center gap-2 rounded-xl border border-dashed p-3 text-sm opacity-80">
          <span className="min-w-0 flex-1 font-medium break-words">{body.name}</span>
          <PendingMark />
        </li>
      )}
    </PendingList>
  )
}
