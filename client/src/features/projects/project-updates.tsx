// The timeline of updates, newest first, with add/edit/delete for those who may edit.
import { useState } from 'react'
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import { Skeleton } from '@/components/ui/skeleton'
import { useUntilSynced } from '@/offline/use-until-synced'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { formatStamp, statusClass, statusLabel } from './project-display'
import { FormerEmployee } from '../profile'
import { deleteUpdate } from './projects-api'
import { UpdateFormDialog } from './update-form-dialog'
import { useProjectUpdates, type ProjectRow, type UpdateRow } from './use-projects'

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; update: UpdateRow } | null

export function ProjectUpdates({ project, canEdit }: { project: ProjectRow; canEdit: boolean }) {
  const untilSynced = useUntilSynced()
  const updates = useProjectUpdates(project.id)
  const [open, setOpen] = useState<Open>(null)
  const close = (next: boolean) => !next && setOpen(null)

  return (
    <SectionCard
      className="gap-4"
      title="Opdateringer"
      action={
        canEdit && (
          <Button size="sm" onClick={() => setOpen({ kind: 'add' })}>
            <PlusIcon aria-hidden />
            Tilføj opdatering
          </Button>
        )
      }
    >
      <CardContent>
        {!updates ? (
          <Skeleton className="h-20" />
        ) : updates.length === 0 ? (
          <p className="text-muted-foreground text-sm">Ingen opdateringer endnu</p>
        ) : (
          <ol className="border-muted grid gap-5 border-l-2 pl-4" aria-label="Tidslinje">
            {updates.map((u) => (
              <li key={u.id} className="relative grid gap-1">
                <span aria-hidden className="bg-primary absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full" />
                <div className="flex flex-wrap items-start gap-2">
                  <h3 className="min-w-0 flex-1 font-medium break-words">{u.title}</h3>
                  <Badge className={statusClass(u.status)}>{statusLabel(u.status)}</Badge>
                  <Badge variant="outline">{u.progress}%</Badge>
                </div>
                <p className="text-muted-foreground flex flex-wrap items-center gap-x-1.5 text-xs">
                  <span>{u.author_name ?? 'Ukendt bruger'}</span>
                  <FormerEmployee since={u.author_deactivated_at} />
                  <span>· {formatStamp(u.created_at)}</span>
                </p>
                <p className="text-sm break-words whitespace-pre-line">{u.description}</p>
                {canEdit && (
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'edit', update: u })} aria-label={`Rediger opdateringen ${u.title}`}>
                      <PencilIcon aria-hidden />
                      Rediger
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'delete', update: u })} aria-label={`Slet opdateringen ${u.title}`}>
                      <Trash2Icon aria-hidden />
                      Slet
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
      {open?.kind === 'add' && <UpdateFormDialog project={project} onOpenChange={close} />}
      {open?.kind === 'edit' && <UpdateFormDialog key={open.update.id} project={project} update={open.update} onOpenChange={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Slet opdatering"
          description={`Er du sikker på, at du vil slette opdateringen »${open.update.title}«?`}
          failure={() => 'Kunne ikke slette opdatering. Prøv igen.'}
          onConfirm={() => untilSynced(deleteUpdate(project.id, open.update.id))}
          onOpenChange={close}
        />
      )}
    </SectionCard>
  )
}
