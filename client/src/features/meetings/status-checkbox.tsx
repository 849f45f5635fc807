import { cn } from '@/lib/utils'

/**
 * A native checkbox (keyboard and screen readers for free), disabled for people who may not
 * tick it; `pending`: the tick is not in the synced data yet (offline, or on its way).
 */
export function StatusCheckbox({
  checked,
  disabled,
  pending,
  label,
  onChange,
  className,
}: {
  checked: boolean
  disabled?: boolean
  pending?: boolean
  /** Read out by screen readers, e.g. 'Afsluttet: Bestil stillads'. */
  label: string
  onChange: (checked: boolean) => void
  className?: string
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      data-pending={pending || undefined}
      title={pending ? 'Venter på at blive sendt' : undefined}
      onChange={(e) => onChange(e.target.checked)}
      className={cn('accent-primary size-4 shrink-0 cursor-pointer disabled:cursor-not-allowed disabled:opacity-50', pending && 'opacity-60', className)}
    />
  )
}
