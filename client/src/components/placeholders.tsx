// What stands in a page's list before it has rows to show: grey blocks of about a row's size
// while the rows load (announced as busy), and a card with a quiet message when there are none
// (or none match, or one is to be picked first).
import type { ReactNode } from 'react'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

export function LoadingBlocks({
  label,
  count,
  blockClassName,
  className = 'grid gap-3',
}: {
  /** Read out while loading, e.g. 'Indlæser projekter'. */
  label: string
  count: number
  /** A block's height (and anything else), e.g. 'h-20'. */
  blockClassName: string
  /** The blocks' layout, as the rows' own. */
  className?: string
}) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={blockClassName} />
      ))}
    </div>
  )
}

export function PlaceholderCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="text-muted-foreground text-sm">{children}</CardContent>
    </Card>
  )
}
