// 'Igangværende projekter': the 3 newest projects in progress, read from the local
// `projects` table that the projects feature syncs. Until that table exists here the panel
// shows its empty state rather than an error.
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { usePGlite } from '@/db/pages-db'
import { useLiveQuery } from '@/db/live-query'
import { Badge } from '@/components/ui/badge'
import { projectsInProgressQuery } from './home-queries'
import { SideCard, SideCardLoading } from './side-card'

export const HOME_PROJECT_LIMIT = 3
const EMPTY = 'Ingen igangværende projekter'

export function ProjectsCard() {
  const db = usePGlite()
  const [exists, setExists] = useState<boolean | null>(null)
  useEffect(() => {
    let active = true
    db.query<{ ok: boolean }>(`select to_regclass('public.projects') is not null as ok`)
      .then((r) => active && setExists(r.rows[0]?.ok === true))
      .catch(() => active && setExists(false))
    return () => {
      active = false
    }
  }, [db])
  return (
    <SideCard title="Igangværende projekter" to="/projects" what="projekter">
      {exists === null ? <SideCardLoading /> : exists ? <ProjectList /> : <p className="text-muted-foreground text-sm">{EMPTY}</p>}
    </SideCard>
  )
}

function ProjectList() {
  const projects = useLiveQuery(projectsInProgressQuery(HOME_PROJECT_LIMIT))?.rows
  if (!projects) return <SideCardLoading />
  if (projects.length === 0) return <p className="text-muted-foreground text-sm">{EMPTY}</p>
  return (
    <ul className="grid gap-2">
      {projects.map((p) => (
        <li key={p.id} className="min-w-0">
          <Link
            to={`/projects/${p.id}`}
            className="hover:bg-accent focus-visible:ring-ring/50 flex items-center justify-between gap-2 rounded-md p-1 outline-none focus-visible:ring-[3px]"
          >
            <span className="truncate text-sm font-medium">{p.name}</span>
            <Badge variant="secondary">I gang</Badge>
          </Link>
        </li>
      ))}
    </ul>
  )
}
