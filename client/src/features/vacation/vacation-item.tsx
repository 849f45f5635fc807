// One vacation: the person in their colour, the dates, the status, and — for the owner or
// an admin — edit and delete; admins approve a pending one with a single click. The one a
// notice links to (/vacation#ferie-<id>) is brought into view and marked.
import { useEffect, useRef, useState } from 'react'
import { CheckIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { errorReason, isQueued } from '@/lib/api'
import { cn } from '@/lib/utils'
import { useUntilSynced } from '@/offline/use-until-synced'
import { Avatar } from '../profile/avatar'
import { approveVacation } from './vacations-api'
import { daysLabel, formatVacationRange, isOngoing, statusLabel, vacationAnchor, vacationDays, vacationPerson } from './vacation-display'
import type { VacationRow } from './use-vacations'

export function VacationItem({
  vacation,
  today,
  compact,
  canEdit,
  canApprove,
  onEdit,
  onDelete,
  highlighted,
}: {
  vacation: VacationRow
  today: string
  compact?: boolean
  canEdit: boolean
  canApprove: boolean
  onEdit: () => void
  onDelete: () => void
  /** The vacation the address points at (a notice's link). */
  highlighted?: boolean
}) {
  const untilSynced = useUntilSynced()
  const ref = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' })
  }, [highlighted])
  const [approving, setApproving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const person = vacationPerson(vacation.profile_user_id ? vacation : null)
  const range = formatVacationRange(vacation.start_date, vacation.end_date)
  const approved = vacation.status === 'approved'

  async function approve() {
    setApproving(true)
    setError(null)
    try {
      await untilSynced(approveVacation(vacation.id))
    } catch (e) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(e)) return
      setError(`Kunne ikke godkende ferie: ${errorReason(e)}`)
    } finally {
      setApproving(false)
    }
  }

  return (
    <li
      ref={ref}
      id={compact ? undefined : vacationAnchor(vacation.id)}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted ? '' : undefined}
      className={cn('flex min-w-0 scroll-mt-20 items-start gap-3', compact ? 'py-1' : 'bg-card rounded-lg border p-3 shadow-xs', highlighted && 'ring-primary ring-2')}
    >
      <Avatar name={person.name} color={person.color} className={compact ? 'size-8' : undefined} />
      <div className={cn('flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1', compact && 'flex-col items-start')}>
        <div className={cn('grid min-w-0 gap-0.5', compact ? 'w-full' : 'flex-1 basis-40')}>
          <span className="truncate text-sm font-medium">{person.name}</span>
          <span className="text-muted-foreground text-xs">
            {range}
            {!compact && ` · ${daysLabel(vacationDays(vacation.start_date, vacation.end_date))}`}
            {isOngoing(vacation.start_date, vacation.end_date, today) && ' · i gang'}
          </span>
        </div>
        <Badge
          variant={approved ? 'default' : 'outline'}
          className={cn(approved ? 'bg-emerald-700 text-white' : 'border-amber-500 text-amber-700 dark:text-amber-400')}
        >
          {statusLabel(vacation.status)}
        </Badge>
        {error && (
          <p role="alert" className="text-destructive w-full text-sm">
            {error}
          </p>
        )}
      </div>
      {(canApprove || canEdit) && (
        <div className="flex shrink-0 items-center gap-0.5">
          {canApprove && !approved && (
            <Button
              size={compact ? 'icon' : 'sm'}
              variant="outline"
              className={compact ? 'size-8' : undefined}
              disabled={approving}
              onClick={approve}
              title="Godkend"
              aria-label={`Godkend ferie for ${person.name}, ${range}`}
            >
              <CheckIcon aria-hidden />
              {!compact && <span className="hidden sm:inline">{approving ? 'Godkender...' : 'Godkend'}</span>}
            </Button>
          )}
          {canEdit && (
            <>
              <Button variant="ghost" size="icon" className="size-8" onClick={onEdit} aria-label={`Rediger ferie for ${person.name}, ${range}`}>
                <PencilIcon />
              </Button>
              <Button variant="ghost" size="icon" className="size-8" onClick={onDelete} aria-label={`Slet ferie for ${person.name}, ${range}`}>
                <Trash2Icon />
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  )
}
