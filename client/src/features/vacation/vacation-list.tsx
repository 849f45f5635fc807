// The upcoming vacations with their dialogs, shared by the page and the home widget.
import { useState, type ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentUser } from '@/auth/current-user'
import { cn } from '@/lib/utils'
import { vacationRules } from '../../../../sync/permissions/vacations'
import { DeleteVacationDialog } from './delete-vacation-dialog'
import { PendingVacations } from './pending-vacations'
import { VacationFormDialog } from './vacation-form-dialog'
import { VacationItem } from './vacation-item'
import type { VacationRow } from './use-vacations'

type Open = { kind: 'edit' | 'delete'; vacation: VacationRow } | null

export function VacationList({
  vacations,
  today,
  compact,
  more,
  highlightId,
  top,
}: {
  vacations: VacationRow[] | undefined
  today: string
  compact?: boolean
  /** Below the list: the page's "Vis flere". */
  more?: ReactNode
  /** The vacation a notice linked to, marked where it is listed. */
  highlightId?: string | null
  /** The linked vacation, when it is not among the listed ones (ended, or further down). */
  top?: VacationRow | null
}) {
  const { viewer } = useCurrentUser()
  const [open, setOpen] = useState<Open>(null)
  const close = (next: boolean) => !next && setOpen(null)

  if (!vacations) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Indlæser ferier">
        {[0, 1, 2].slice(0, compact ? 2 : 3).map((i) => (
          <Skeleton key={i} className={compact ? 'h-10' : 'h-16'} />
        ))}
      </div>
    )
  }
  const item = (vacation: VacationRow) => (
    <VacationItem
      key={vacation.id}
      vacation={vacation}
      today={today}
      compact={compact}
      canEdit={vacationRules.update.test(viewer, { user_id: vacation.user_id })}
      canApprove={vacationRules.approve.test(viewer)}
      onEdit={() => setOpen({ kind: 'edit', vacation })}
      onDelete={() => setOpen({ kind: 'delete', vacation })}
      highlighted={vacation.id === highlightId}
    />
  )
  return (
    <div className={cn('grid', compact ? 'gap-1' : 'gap-3')}>
      {top && !vacations.some((v) => v.id === top.id) && (
        <ul className="grid gap-3" aria-label="Ferien fra notifikationen">
          {item(top)}
        </ul>
      )}
      <PendingVacations />
      {vacations.length === 0 ? (
        <p className="text-muted-foreground text-sm">Ingen kommende ferier</p>
      ) : (
        <ul className={cn('grid', compact ? 'gap-1' : 'gap-3')} aria-label="Kommende ferier">
          {vacations.map((vacation) => item(vacation))}
        </ul>
      )}
      {more}
      {open?.kind === 'edit' && <VacationFormDialog key={open.vacation.id} vacation={open.vacation} onOpenChange={close} />}
      {open?.kind === 'delete' && <DeleteVacationDialog vacation={open.vacation} onOpenChange={close} />}
    </div>
  )
}
