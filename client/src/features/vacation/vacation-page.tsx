// /vacation — the full schedule: heading 'Ferieplan', back to /, and the add button for
// everyone who may request vacation (the same rule as the home widget's '+'; employees'
// requests wait for approval). Everyone sees every upcoming vacation, live from the local
// database, a page at a time. A notice's link (/vacation#ferie-<id>) marks that vacation,
// shown above the list when it is not among the loaded ones.
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { ArrowLeftIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { ShowMore } from '@/components/paged-list/show-more'
import { useCurrentUser } from '@/auth/current-user'
import { vacationRules } from '../../../../sync/permissions/vacations'
import { useToday } from '../birthdays/use-today'
import { PendingCount } from './pending-count'
import { isoDay, linkedVacationId } from './vacation-display'
import { VacationFormDialog } from './vacation-form-dialog'
import { VacationList } from './vacation-list'
import { useUpcomingVacationCount, useUpcomingVacationPages, useVacation } from './use-vacations'

export function VacationPage() {
  const { isAdmin, viewer } = useCurrentUser()
  const today = isoDay(useToday())
  const vacations = useUpcomingVacationPages(today)
  const total = useUpcomingVacationCount(today)
  const [adding, setAdding] = useState(false)
  const linkedId = linkedVacationId(useLocation().hash)
  const linked = useVacation(linkedId)

  return (
    <div className="mx-auto max-w-3xl">
      <Button variant="ghost" size="sm" asChild className="mb-2 -ml-2">
        <Link to="/">
          <ArrowLeftIcon aria-hidden />
          Tilbage
        </Link>
      </Button>
      <PageHeader
        title="Ferieplan"
        description={isAdmin ? <PendingCount today={today} /> : 'Kommende ferier for alle medarbejdere'}
        actions={
          vacationRules.create.test(viewer) && (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden />
              {isAdmin ? 'Tilføj ferie' : 'Anmod om ferie'}
            </Button>
          )
        }
      />
      <VacationList
        vacations={vacations.rows}
        today={today}
        highlightId={linkedId}
        top={linked}
        more={<ShowMore list={vacations} total={total} noun="ferier" />}
      />
      {adding && <VacationFormDialog onOpenChange={(open) => !open && setAdding(false)} />}
    </div>
  )
}
