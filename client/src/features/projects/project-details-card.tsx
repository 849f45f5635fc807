// Description, project leader, deadline and period, with the edit form for those who may
// edit the project. Name required; deadline and leader are sent only when filled.
import { useState } from 'react'
import { PencilIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import { formatDay, formatPeriod } from './project-display'
import { FormerEmployee } from '../profile'
import { ProjectEditForm } from './project-edit-form'
import type { ProjectRow } from './use-projects'

// A <dl> holds only <dt>/<dd> groups, each in at most one <div>: the layout goes on that div.
function Detail({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-muted-foreground text-xs font-medium">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  )
}

const NOT_SET = <span className="text-muted-foreground">Ikke angivet</span>

export function ProjectDetailsCard({ project, canEdit }: { project: ProjectRow; canEdit: boolean }) {
  const [editing, setEditing] = useState(false)
  return (
    <SectionCard
      className="gap-4"
      title="Detaljer"
      action={
        canEdit && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
            Rediger
          </Button>
        )
      }
    >
      <CardContent>
        {editing ? (
          <ProjectEditForm project={project} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Beskrivelse" className="sm:col-span-2">
              {project.description ? <span className="whitespace-pre-line">{project.description}</span> : 'Ingen beskrivelse'}
            </Detail>
            <Detail label="Projektleder">
              {project.leader_name ?? (project.project_leader ? 'Ukendt bruger' : NOT_SET)}{' '}
              <FormerEmployee since={project.leader_deactivated_at} />
            </Detail>
            <Detail label="Deadline">{formatDay(project.deadline) ?? NOT_SET}</Detail>
            <Detail label="Periode">{formatPeriod(project.start_date, project.end_date) ?? NOT_SET}</Detail>
          </dl>
        )}
      </CardContent>
    </SectionCard>
  )
}
