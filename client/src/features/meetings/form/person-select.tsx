// A native select of colleagues: keyboard, screen readers and phones handle it well.
import { cn } from '@/lib/utils'
import { displayName } from '../../profile/profile-display'
import { nameWithFormerMark } from '../../profile'
import type { Person } from '../use-people'

export function PersonSelect({
  id,
  value,
  people,
  onChange,
  placeholder = 'Ikke valgt',
  exclude = [],
  className,
  'aria-label': ariaLabel,
}: {
  id?: string
  value: string
  people: Person[]
  onChange: (value: string) => void
  placeholder?: string
  exclude?: string[]
  className?: string
  'aria-label'?: string
}) {
  return (
    <select
      id={id}
      aria-label={ariaLabel}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={cn(
        'border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 h-9 w-full min-w-0 rounded-md border px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px]',
        className,
      )}
    >
      <option value="">{placeholder}</option>
      {people
        // A leaver is no longer offered, but stays chosen where old minutes name them.
        .filter((p) => p.user_id === value || (!exclude.includes(p.user_id) && !p.deactivated_at))
        .map((p) => (
          <option key={p.user_id} value={p.user_id}>
            {nameWithFormerMark(displayName(p), p.deactivated_at)}
          </option>
        ))}
    </select>
  )
}
