// /projects/:id — progress, details (with edit form), timeline of updates, image gallery and
// important dates, all live from the local database.
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import { ArrowLeftIcon, Trash2Icon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PageHeader, usePageTitle } from '@/components/page-header'
import { Spinner } from '@/components/spinner'
import { useCurrentUser } from '@/auth/current-user'
import { syncStatusAtom } from '@/db/sync-status'
import { projectRules } from '../../../../sync/permissions/projects'
import { useUntilSynced } from '@/offline/use-until-synced'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { ImportantDates } from './important-dates'
import { ProjectDetailsCard } from './project-details-card'
import { ProjectGallery } from './project-gallery'
import { ProjectProgressCard } from './project-progress-card'
import { ProjectUpdates } from './project-updates'
import { deleteProject } from './projects-api'
import { useProject, useProjectsSynced, type ProjectRow } from './use-projects'
import { UNKNOWN_REASON } from '@/lib/api'

const BackToProjects = () => (
  <Button variant="ghost" size="sm" asChild className="mb-2 -ml-2">
    <Link to="/projects">
      <ArrowLeftIcon aria-hidden />
      Tilbage til projekter
    </Link>
  </Button>
)

function Status({ children, title }: { children: React.ReactNode; title: string }) {
  usePageTitle(title)
  return (
    <div className="mx-auto max-w-3xl">
      <BackToProjects />
      {children}
    </div>
  )
}

export function ProjectDetailPage() {
  const { id = '' } = useParams()
  const project = useProject(id)
  const synced = useProjectsSynced()
  const sync = useAtomValue(syncStatusAtom)

  if (project) return <ProjectDetail project={project} />
  // A missing row is only "not found" once the projects table has arrived from the server.
  if (project === null && synced) {
    return (
      <Status title="Projekt blev ikke fundet">
        <Alert>
          <AlertDescription>Projekt blev ikke fundet</AlertDescription>
        </Alert>
      </Status>
    )
  }
  if (project === null && synced === false && (sync.failing || !sync.online)) {
    return (
      <Status title="Kunne ikke indlæse projektet">
        <Alert variant="destructive">
          <AlertDescription>Kunne ikke indlæse projektet</AlertDescription>
        </Alert>
      </Status>
    )
  }
  return (
    <Status title="Projekt">
      <Spinner label="Indlæser projekt..." />
    </Status>
  )
}

function ProjectDetail({ project }: { project: ProjectRow }) {
  const untilSynced = useUntilSynced()
  const navigate = useNavigate()
  const { viewer } = useCurrentUser()
  const canEdit = projectRules.update.test(viewer, { created_by: project.created_by })
  const [deleting, setDeleting] = useState(false)

  return (
    <div className="mx-auto max-w-6xl">
      <BackToProjects />
      <PageHeader
        title={project.name}
        actions={
          projectRules.delete.test(viewer, { created_by: project.created_by }) && (
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2Icon aria-hidden />
              Slet projekt
            </Button>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <ProjectProgressCard project={project} />
          <ProjectDetailsCard project={project} canEdit={canEdit} />
          <ProjectUpdates project={project} canEdit={canEdit} />
          <ProjectGallery projectId={project.id} canEdit={canEdit} />
        </div>
        <aside className="grid min-w-0 content-start gap-6">
          <ImportantDates projectId={project.id} canEdit={canEdit} />
        </aside>
      </div>
      {deleting && (
        <ConfirmDialog
          title="Slet projekt"
          description="Er du sikker på, at du vil slette dette projekt? Opdateringer, billeder og datoer slettes også."
          failure={(reason) => `Kunne ikke slette projektet: ${reason || UNKNOWN_REASON}`}
          onConfirm={async () => {
            await untilSynced(deleteProject(project.id))
            navigate('/projects')
          }}
          onOpenChange={(open) => !open && setDeleting(false)}
        />
      )}
    </div>
  )
}
