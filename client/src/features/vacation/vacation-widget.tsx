// The compact vacation schedule for the home page: the next `limit` vacations, a small add
// button (everyone may request their own vacation; it starts pending) and 'Se alle'.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ArrowRightIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useCurrentUser } from '@/auth/current-user'
import { vacationRules } from '../../../../sync/permissions/vacations'
import { useToday } from '../birthdays/use-today'
import { PendingCount } from './pending-count'
import { isoDay } from './vacation-display'
import { VacationFormDialog } from './vacation-form-dialog'
import { VacationList } from './vacation-list'
import { useUpcomingVacations } from './use-vacations'

export function VacationWidget({ limit }: { limit: number }) {
  const { viewer, isAdmin } = useCurrentUser()
  const today = isoDay(useToday())
  const vacations = useUpcomingVacations(today, limit)
  const [adding, setAdding] = useState(false)

  return (
    <Card className="gap-4" role="region" aria-labelledby="vacation-widget-title">
      <CardHeader>
        <CardTitle>
          <h2 id="vacation-widget-title">Ferieplan</h2>
        </CardTitle>
        <CardAction className="flex items-center gap-1">
          {vacationRules.create.test(viewer) && (
            <Button variant="ghost" size="icon" className="size-7" onClick={() => setAdding(true)} aria-label="Tilføj ferie">
              <PlusIcon />
            </Button>
          )}
          <Link
            to="/vacation"
            className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 inline-flex items-center gap-1 rounded-sm text-sm outline-none focus-visible:ring-[3px]"
          >
            Se alle
            <ArrowRightIcon className="size-3.5" aria-hidden />
            <span className="sr-only">ferier</span>
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-2">
        {isAdmin && <PendingCount today={today} />}
        <VacationList vacations={vacations} today={today} compact />
      </CardContent>
      {adding && <VacationFormDialog onOpenChange={(open) => !open && setAdding(false)} />}
    </Card>
  )
}
