// The management block of the minutes (economy, card use, payment terms …): saved by admins
// and synced only to them, so only they see it here, marked as theirs alone.
import { LockIcon } from 'lucide-react'
import { MEETING_FIELD_LABELS as L } from '../../../../../sync/inputs/meetings'
import type { ManagementRow } from '../use-meeting-data'

const FIELDS = ['economy_info', 'cc_usage_info', 'management_info', 'payment_terms_info', 'diverse_info'] as const

export function ManagementBlock({ management }: { management: ManagementRow | null }) {
  const filled = FIELDS.filter((k) => management?.[k]?.trim())
  if (!management || filled.length === 0) return null
  return (
    <section aria-labelledby="management-heading" className="bg-muted/40 grid gap-3 rounded-lg border p-4">
      <h2 id="management-heading" className="flex items-center gap-2 text-lg font-semibold">
        <LockIcon className="size-4" aria-hidden />
        Ledelsen
        <span className="text-muted-foreground text-xs font-normal">(kun administratorer)</span>
      </h2>
      <dl className="grid gap-3">
        {filled.map((k) => (
          <div key={k} className="grid gap-0.5">
            <dt className="text-muted-foreground text-sm">{L[k]}</dt>
            <dd className="text-sm break-words whitespace-pre-line">{management[k]}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
