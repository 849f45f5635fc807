// Admins: the latest reveals of this building's codes (who, which code type, when). The log is
// synced only to admins and never holds a value.
import { useId } from 'react'
import { formatDateTime } from './building-display'
import { useRevealLog } from './use-buildings'

export function RevealLog({ buildingId }: { buildingId: string }) {
  const id = useId()
  const rows = useRevealLog(buildingId)
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h3 id={`${id}-title`} className="font-semibold">
        Visningslog
      </h3>
      {rows && rows.length === 0 && <p className="text-muted-foreground text-sm">Ingen har set koderne endnu.</p>}
      <ol className="grid gap-1 text-sm" aria-label="Seneste visninger af koder">
        {rows?.map((r) => (
          <li key={r.id} className="flex flex-wrap justify-between gap-x-3 border-b py-1 last:border-0">
            <span>
              <span className="font-medium">{r.user_name}</span> så {r.code_type}
            </span>
            <time className="text-muted-foreground" dateTime={new Date(r.revealed_at).toISOString()}>
              {formatDateTime(r.revealed_at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  )
}
