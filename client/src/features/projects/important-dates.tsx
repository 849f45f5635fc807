// The project's important dates in date order, with add/edit/delete for those who may edit.
import { useState } from 'react'
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import { Skeleton } from '@/components/ui/skeleton'
import { DateBadge } from '../events/date-badge'
import { useUntilSynced } from '@/offline/use-until-synced'
import { isoDay } from '../vacation/vacation-display'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { DateFormDialog } from './date-form-dialog'
import { formatDay } from './project-display'
import { deleteDate } from './projects-api'
import { useProjectDates, type DateRow } from './use-projects'

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; date: DateRow } | null

export function ImportantDates({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const untilSynced = useUntilSynced()
  const dates = useProjectDates(projectId)
  const [open, setOpen] = useState<Open>(null)
  const close = (next: boolean) => !next && setOpen(null)
  const today = isoDay(new Date())

  return (
    <SectionCard
      className="gap-4"
      title="Vigtige datoer"
      action={
        canEdit && (
          <Button size="icon" variant="ghost" className="size-8" onClick={() => setOpen({ kind: 'add' })} aria-label="Tilføj vigtig dato">
            <PlusIcon />
          </Button>
        )
      }
    >
      <CardContent>
        {!dates ? (
          <Skeleton className="h-16" />
        ) : dates.length === 0 ? (
          <p className="text-muted-foreground text-sm">Ingen vigtige datoer endnu</p>
        ) : (
          <ul className="grid gap-3" aria-label="Vigtige datoer">
            {dates.map((d) => (
              <li key={d.id} className="flex min-w-0 items-start gap-3">
                <DateBadge date={`${d.date}T12:00:00`} muted={d.date < today} className="size-11" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="text-sm font-medium break-words">{d.title}</span>
                  <span className="sr-only">{formatDay(d.date)}</span>
                  {d.description && <span className="text-muted-foreground text-xs break-words">{d.description}</span>}
                </div>
                {canEdit && (
                  <div className="flex shrink-0">
                    <Button variant="ghost" size="icon" className="size-8" onClick={() => setOpen({ kind: 'edit', date: d })} aria-label={`Rediger ${d.title}`}>
                      <PencilIcon />
                    </Button>
                    <Button variant="ghost" size="icon" className="size-8" onClick={() => setOpen({ kind: 'delete', date: d })} aria-label={`Slet ${d.title}`}>
                      <Trash2Icon />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {open?.kind === 'add' && <DateFormDialog projectId={projectId} onOpenChange={close} />}
      {open?.kind === 'edit' && <DateFormDialog key={open.date.id} projectId={projectId} date={open.date} onOpenChange={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Slet vigtig dato"
          description={`Er du sikker på, at du vil slette den vigtige dato »${open.date.title}«?`}
          failure={() => 'Kunne ikke slette vigtig dato. Prøv igen.'}
          onConfirm={() => untilSynced(deleteDate(projectId, open.date.id))}
          onOpenChange={close}
        />
      )}
    </SectionCard>
  )
}
