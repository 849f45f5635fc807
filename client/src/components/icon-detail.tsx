// One fact of a person's details in a <dl>: its label over its value, an icon in the left margin.
// A <dl> holds only <dt>/<dd> groups, each in at most one <div>: so the icon sits in the <dt>,
// placed in the group's margin.
import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

export function IconDetail({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('relative grid min-w-0 pl-7', className)}>
      <dt className="text-muted-foreground text-xs">
        <Icon className="absolute top-0.5 left-0 size-4" aria-hidden />
        {label}
      </dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  )
}
