import { cn } from '@/lib/utils'

/** A native checkbox (keyboard and screen readers for free), disabled for people who may not tick it. */
export function StatusCheckbox({
  checked,
  disabled,
  label,
  onChange,
  className,
}: {
  checked: boolean
  disabled?: boolean
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
      onChange={(e) => onChange(e.target.checked)}
      className={cn('accent-primary size-4 shrink-0 cursor-pointer disabled:cursor-not-allowed disabled:opacity-50', className)}
    />
  )
}
