// The project's progress bar; it moves live when anyone adds or edits an update.
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { statusClass, statusLabel } from './project-display'
import type { ProjectRow } from './use-projects'

export function ProjectProgressCard({ project }: { project: ProjectRow }) {
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h2>Fremskridt</h2>
        </CardTitle>
        <Badge className={statusClass(project.status)}>{statusLabel(project.status)}</Badge>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-baseline justify-between">
          <span className="text-3xl font-semibold tabular-nums" data-testid="project-progress-value">
            {project.progress}%
          </span>
          <span className="text-muted-foreground text-sm">færdig</span>
        </div>
        <Progress value={project.progress} aria-label="Projektets fremskridt" aria-valuetext={`${project.progress}%`} className="h-3" />
      </CardContent>
    </Card>
  )
}
