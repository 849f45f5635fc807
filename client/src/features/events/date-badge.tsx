import { cn } from '@/lib/utils'
import { dateBadge } from './event-dates'

/** Day over short month, e.g. '12' / 'dec.'; the full date is given to screen readers by the row. */
export function DateBadge({ date, muted, className }: { date: Date | string; muted?: boolean; className?: string }) {
  const { day, month } = dateBadge(date)
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-12 shrink-0 flex-col items-center justify-center rounded-md leading-none',
        muted ? 'bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground',
        className,
      )}
    >
      <span className="text-lg font-semibold">{day}</span>
      <span className="text-xs">{month}</span>
    </span>
  )
}
