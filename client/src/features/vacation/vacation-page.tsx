// /vacation — the full schedule: heading 'Ferieplan', back to /, and (spec) the add button
// for admins. Everyone sees every upcoming vacation, live from the local database.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ArrowLeftIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { useCurrentUser } from '@/auth/current-user'
import { useToday } from '../birthdays/use-today'
import { PendingCount } from './pending-count'
import { isoDay } from './vacation-display'
import { VacationFormDialog } from './vacation-form-dialog'
import { VacationList } from './vacation-list'
import { useUpcomingVacations } from './use-vacations'

export function VacationPage() {
  const { isAdmin } = useCurrentUser()
  const today = isoDay(useToday())
  const vacations = useUpcomingVacations(today)
  const [adding, setAdding] = useState(false)

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
          isAdmin && (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden />
              Tilføj ferie
            </Button>
          )
        }
      />
      <VacationList vacations={vacations} today={today} />
      {adding && <VacationFormDialog onOpenChange={(open) => !open && setAdding(false)} />}
    </div>
  )
}
