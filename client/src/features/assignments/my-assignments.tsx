// 'Mine opgaver': counters, open and completed work. A self-contained section so the own
// profile page can embed it too (<MyAssignments />).
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentUser } from '@/auth/current-user'
import { useStatusToggle } from '../meetings/use-status-toggle'
import { AssignmentItem } from './assignment-item'
import { useMyAssignments, type Assignment } from './use-my-assignments'

const TOGGLE_KIND = { case: 'case-assignees', task: 'tasks', news: 'news' } as const

/** `showHeading`: a visible 'Mine opgaver' heading (for embedding, e.g. on the profile page). */
export function MyAssignments({ headingLevel = 2, showHeading = false }: { headingLevel?: 2 | 3; showHeading?: boolean }) {
  const { id } = useCurrentUser()
  const items = useMyAssignments(id)
  const toggles = useStatusToggle('Kunne ikke opdatere opgavestatus')
  const H = `h${headingLevel}` as 'h2'
  const H2 = `h${headingLevel + 1}` as 'h3'

  if (!items) return <Skeleton className="h-32" aria-busy="true" aria-label="Indlæser opgaver" />
  const done = (a: Assignment) => toggles.shown(a.id, a.completed)
  const open = items.filter((a) => !done(a))
  const completed = items.filter(done)
  const list = (rows: Assignment[]) => (
    <ul className="grid gap-2">
      {rows.map((a) => (
        <AssignmentItem key={`${a.kind}:${a.id}`} item={a} done={done(a)} pending={toggles.isPending(a.id)} onToggle={(next) => void toggles.toggle(TOGGLE_KIND[a.kind], a.id, next)} />
      ))}
    </ul>
  )

  return (
    <section aria-labelledby="my-assignments-heading" className="grid gap-4">
      <H id="my-assignments-heading" className={showHeading ? 'text-lg font-semibold' : 'sr-only'}>
        Mine opgaver
      </H>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {[
          ['Åbne opgaver', open.length],
          ['Afsluttede', completed.length],
          ['I alt', items.length],
        ].map(([label, n]) => (
          // The card is the <dt>/<dd> group's one wrapper (a <dl> allows no deeper nesting).
          <Card key={label} className="gap-1 px-3 py-3 sm:px-4">
            <dt className="text-muted-foreground text-xs font-medium sm:text-sm">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{n}</dd>
          </Card>
        ))}
      </dl>
      {toggles.error && (
        <Alert variant="destructive">
          <AlertDescription>{toggles.error}</AlertDescription>
        </Alert>
      )}
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">Ingen opgaver endnu</p>
      ) : (
        <>
          <div className="grid gap-2">
            <H2 className="font-semibold">Åbne opgaver</H2>
            {open.length ? list(open) : <p className="text-muted-foreground text-sm">Ingen åbne opgaver</p>}
          </div>
          {completed.length > 0 && (
            <div className="grid gap-2">
              <H2 className="font-semibold">Afsluttede</H2>
              {list(completed)}
            </div>
          )}
        </>
      )}
    </section>
  )
}
