// A card that is one section of a page: its heading (an h2) and, beside it, what the section
// offers (an add button, a link to the full page). The caller gives the card's content.
import type { ReactNode } from 'react'
import { Card, CardAction, CardHeader, CardTitle } from '@/components/ui/card'

export function SectionCard({
  title,
  action,
  className,
  children,
}: {
  title: ReactNode
  /** Nothing (false, null) for a viewer the section offers nothing to. */
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      {children}
    </Card>
  )
}
