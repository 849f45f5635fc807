// The marker beside a person who has left (deactivated): their posts, comments and minutes
// stay, and readers see that the author no longer works here.
import { Badge } from '@/components/ui/badge'

export const FORMER_EMPLOYEE = 'Tidligere medarbejder'

/** The marker in running text, where a badge does not fit: 'Anders Fratrådt (tidligere medarbejder)'. */
export function nameWithFormerMark(name: string, since: Date | string | null | undefined): string {
  return since ? `${name} (${FORMER_EMPLOYEE.toLowerCase()})` : name
}

export function FormerEmployee({ since }: { since: Date | string | null | undefined }) {
  if (!since) return null
  return (
    <Badge variant="outline" className="text-muted-foreground shrink-0 font-normal">
      {FORMER_EMPLOYEE}
    </Badge>
  )
}
