// One project on the list: date badge, name, description, dates and status badge, with
// open, and (creator or admin) edit and delete.
import { Link } from 'react-router-dom'
import { CalendarRangeIcon, ExternalLinkIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { DateBadge } from '../events/date-badge'
import { formatPeriod, listBadge, statusClass } from './project-display'
import type { ProjectRow } from './use-projects'

export function ProjectCard({
  project,
  canEdit,
  onEdit,
  onDelete,
}: {
  project: ProjectRow
  canEdit: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const period = formatPeriod(project.start_date, project.end_date)
  const href = `/projects/${project.id}`
  return (
    <li className="bg-card flex min-w-0 flex-col gap-3 rounded-xl border p-4 shadow-xs">
      <div className="flex items-start gap-3">
        <DateBadge date={project.start_date ? `${project.start_date}T12:00:00` : project.created_at} />
        <div className="grid min-w-0 flex-1 gap-1">
          <Link to={href} className="focus-visible:ring-ring/50 rounded-sm font-semibold break-words outline-none hover:underline focus-visible:ring-[3px]">
            {project.name}
          </Link>
          <Badge className={statusClass(project.status)}>{listBadge(project.status)}</Badge>
        </div>
      </div>
      {project.description && <p className="text-muted-foreground line-clamp-3 text-sm break-words">{project.description}</p>}
      {period && (
        <p className="text-muted-foreground flex items-center gap-1.5 text-xs">
          <CalendarRangeIcon className="size-3.5 shrink-0" aria-hidden />
          {period}
        </p>
      )}
      <Progress value={project.progress} aria-label={`Fremskridt for ${project.name}`} className="h-1.5" />
      <div className="mt-auto flex items-center justify-end gap-1">
        <Button variant="ghost" size="icon" asChild>
          <Link to={href} aria-label={`Åbn ${project.name}`}>
            <ExternalLinkIcon />
          </Link>
        </Button>
        {canEdit && (
          <>
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Rediger ${project.name}`}>
              <PencilIcon />
            </Button>
            <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Slet ${project.name}`}>
              <Trash2Icon />
            </Button>
          </>
        )}
      </div>
    </li>
  )
}
