// Admins see, live, how many upcoming vacations wait for their approval.
import { Badge } from '@/components/ui/badge'
import { usePendingVacationCount } from './use-vacations'

export function PendingCount({ today }: { today: string }) {
  const count = usePendingVacationCount(today)
  return (
    <span aria-live="polite" data-testid="vacation-pending-count">
      {count !== undefined && (
        <Badge variant={count > 0 ? 'default' : 'secondary'}>
          {count === 1 ? '1 ferie afventer godkendelse' : `${count} ferier afventer godkendelse`}
        </Badge>
      )}
    </span>
  )
}
