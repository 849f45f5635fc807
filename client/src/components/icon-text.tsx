// A short muted fact after its icon, as lists give an item's place and time: the icon is
// decoration (hidden from screen readers), the text says it all.
import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

export function IconText({
  icon: Icon,
  className,
  iconClassName,
  textClassName,
  children,
}: {
  icon: LucideIcon
  /** Text size and gap, e.g. 'gap-1 text-xs'. */
  className?: string
  /** The icon's size, e.g. 'size-3'. */
  iconClassName?: string
  /** How a long text fits, e.g. 'truncate' or 'break-words'. */
  textClassName?: string
  children: ReactNode
}) {
  return (
    <span className={cn('text-muted-foreground flex items-center', className)}>
      <Icon className={cn('shrink-0', iconClassName)} aria-hidden />
      <span className={textClassName}>{children}</span>
    </span>
  )
}
