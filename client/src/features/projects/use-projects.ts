// Projects and their children straight from the local database (project-queries.ts). People's
// names come from the synced profiles (joined here instead of in views on the server).
import { useLiveQuery } from '@/db/live-query'
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'
import {
  leaderOptionsQuery,
  projectCountQuery,
  projectDatesQuery,
  projectImagesQuery,
  projectPagesQuery,
  projectQuery,
  PROJECTS_SYNCED_SQL,
  projectUpdatesQuery,
  type ProjectRow,
} from './project-queries'

export type { DateRow, ImageRow, LeaderOption, ProjectRow, UpdateRow } from './project-queries'

export const PROJECT_PAGE_SIZE = 12 // whole rows of the 1-, 2- and 3-column grid

/** /projects: newest first, a page at a time. */
export const useProjectPages = (): PagedList<ProjectRow> => usePagedLiveQuery(projectPagesQuery(), { pageSize: PROJECT_PAGE_SIZE })

export const useProjectCount = () => useLiveCount(projectCountQuery())

/** undefined while loading, null when there is no such project locally. */
export function useProject(id: string): ProjectRow | null | undefined {
  const rows = useLiveQuery(projectQuery(id))?.rows
  return rows === undefined ? undefined : (rows[0] ?? null)
}

export const useProjectUpdates = (projectId: string) => useLiveQuery(projectUpdatesQuery(projectId))?.rows

export const useProjectImages = (projectId: string) => useLiveQuery(projectImagesQuery(projectId))?.rows

export const useProjectDates = (projectId: string) => useLiveQuery(projectDatesQuery(projectId))?.rows

/** The project-leader dropdown: everyone, ordered by name. */
export const useLeaderOptions = () => useLiveQuery(leaderOptionsQuery())?.rows

/** Whether the local `projects` table has been filled from the server at least once. */
export function useProjectsSynced(): boolean | undefined {
  const rows = useLiveQuery<{ synced: boolean }>(PROJECTS_SYNCED_SQL, [])?.rows
  return rows === undefined ? undefined : Boolean(rows[0]?.synced)
}
