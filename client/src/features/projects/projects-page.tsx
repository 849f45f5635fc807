// /projects — every project as a card, newest first, live from the local database, a page at a time.
import { useState } from 'react'
import { PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { ShowMore } from '@/components/paged-list/show-more'
import { useCurrentUser } from '@/auth/current-user'
import { projectRules } from '../../../../sync/permissions/projects'
import { useUntilSynced } from '@/offline/use-until-synced'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { LoadingBlocks, PlaceholderCard } from '@/components/placeholders'
import { PendingProjects } from './pending-projects'
import { ProjectCard } from './project-card'
import { ProjectFormDialog } from './project-form-dialog'
import { deleteProject } from './projects-api'
import { useProjectCount, useProjectPages, type ProjectRow } from './use-projects'
import { UNKNOWN_REASON } from '@/lib/api'

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; project: ProjectRow } | null

export function ProjectsPage() {
  const untilSynced = useUntilSynced()
  const { viewer } = useCurrentUser()
  const list = useProjectPages()
  const total = useProjectCount()
  const projects = list.rows
  const [open, setOpen] = useState<Open>(null)
  const close = (next: boolean) => !next && setOpen(null)

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Projekter"
        actions={
          projectRules.create.test(viewer) && (
            <Button onClick={() => setOpen({ kind: 'create' })}>
              <PlusIcon aria-hidden />
              Nyt projekt
            </Button>
          )
        }
      />
      <PendingProjects />
      {!projects ? (
        <LoadingBlocks label="Indlæser projekter" count={3} blockClassName="h-44" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
      ) : projects.length === 0 ? (
        <PlaceholderCard>Ingen projekter endnu</PlaceholderCard>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Projekter">
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              canEdit={projectRules.update.test(viewer, { created_by: project.created_by })}
              onEdit={() => setOpen({ kind: 'edit', project })}
              onDelete={() => setOpen({ kind: 'delete', project })}
            />
          ))}
        </ul>
      )}
      <ShowMore list={list} total={total} noun="projekter" className="mt-4" />
      {open?.kind === 'create' && <ProjectFormDialog onOpenChange={close} />}
      {open?.kind === 'edit' && <ProjectFormDialog key={open.project.id} project={open.project} onOpenChange={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Slet projekt"
          description={`Er du sikker på, at du vil slette projektet »${open.project.name}«? Opdateringer, billeder og datoer slettes også.`}
          failure={(reason) => `Kunne ikke slette projektet: ${reason || UNKNOWN_REASON}`}
          onConfirm={() => untilSynced(deleteProject(open.project.id))}
          onOpenChange={close}
        />
      )}
    </div>
  )
}
