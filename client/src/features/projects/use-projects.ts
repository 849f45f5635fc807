// Projects and their children straight from the local database. People's names come from
// the synced profiles (joined here instead of in views on the server).
import { useLiveQuery } from '@/db/live-query'
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'
import { profileNameSql } from '../../../../sync/person-name'

export interface ProjectRow {
  id: string
  name: string
  description: string | null
  status: string
  start_date: string | null
  end_date: string | null
  deadline: string | null
  project_leader: string | null
  leader_name: string | null
  leader_deactivated_at: Date | null
  progress: number
  created_by: string | null
  created_at: Date
}

const PROJECT_COLUMNS = `p.id, p.name, p.description, p.status, p.start_date::text as start_date,
  p.end_date::text as end_date, p.deadline::text as deadline, p.project_leader, ${profileNameSql('l')} as leader_name, l.deactivated_at as leader_deactivated_at,
  p.progress, p.created_by, p.created_at`

export const PROJECT_PAGE_SIZE = 12 // whole rows of the 1-, 2- and 3-column grid

/** /projects: newest first, a page at a time. */
export function useProjectPages(): PagedList<ProjectRow> {
  return usePagedLiveQuery<ProjectRow>(
    `select ${PROJECT_COLUMNS} from projects p left join profiles l on l.user_id = p.project_leader
      order by p.created_at desc, p.id`,
    [],
    { pageSize: PROJECT_PAGE_SIZE },
  )
}

export const useProjectCount = () => useLiveCount(`select count(*)::int as n from projects`)

/** undefined while loading, null when there is no such project locally. */
/** $1 the project's id, compared as text: a malformed id in the URL must not be a query error. */
export const PROJECT_SQL = `select ${PROJECT_COLUMNS} from projects p left join profiles l on l.user_id = p.project_leader
  where p.id::text = lower($1)`

export function useProject(id: string): ProjectRow | null | undefined {
  const rows = useLiveQuery<ProjectRow>(PROJECT_SQL, [id])?.rows
  return rows === undefined ? undefined : (rows[0] ?? null)
}

export interface UpdateRow {
  id: string
  title: string
  description: string
  progress: number
  status: string
  created_by: string | null
  author_name: string | null
  author_deactivated_at: Date | null
  created_at: Date
}

/** $1 the project's id. */
export const PROJECT_UPDATES_SQL = `select u.id, u.title, u.description, u.progress, u.status, u.created_by, ${profileNameSql('a')} as author_name,
    a.deactivated_at as author_deactivated_at, u.created_at
   from project_updates u left join profiles a on a.user_id = u.created_by
  where u.project_id::text = lower($1) order by u.created_at desc, u.id`

export const useProjectUpdates = (projectId: string) => useLiveQuery<UpdateRow>(PROJECT_UPDATES_SQL, [projectId])?.rows

export interface ImageRow {
  id: string
  url: string
  thumbnail_url: string
  file_name: string
  caption: string | null
  created_by: string | null
  uploader_name: string | null
  uploader_deactivated_at: Date | null
  created_at: Date
}

/** $1 the project's id. */
export const PROJECT_IMAGES_SQL = `select i.id, i.url, i.thumbnail_url, i.file_name, i.caption, i.created_by, ${profileNameSql('a')} as uploader_name,
    a.deactivated_at as uploader_deactivated_at, i.created_at
   from project_images i left join profiles a on a.user_id = i.created_by
  where i.project_id::text = lower($1) order by i.created_at desc, i.id`

export const useProjectImages = (projectId: string) => useLiveQuery<ImageRow>(PROJECT_IMAGES_SQL, [projectId])?.rows

export interface DateRow {
  id: string
  title: string
  date: string
  description: string | null
}

export const useProjectDates = (projectId: string) =>
  useLiveQuery<DateRow>(
    `select id, title, date::text as date, description from project_important_dates
      where project_id::text = lower($1) order by date, title, id`,
    [projectId],
  )?.rows

export interface LeaderOption {
  user_id: string
  label: string
}

/** The project-leader dropdown: everyone, ordered by name. */
export const useLeaderOptions = () =>
  useLiveQuery<LeaderOption>(
    `select user_id, ${profileNameSql('p')} as label from profiles p order by lower(${profileNameSql('p')}), user_id`,
    [],
  )?.rows

/** Whether the local `projects` table has been filled from the server at least once. */
export function useProjectsSynced(): boolean | undefined {
  const rows = useLiveQuery<{ synced: boolean }>(
    `select synced_at is not null as synced from "_sync_state" where shape = 'projects'`,
    [],
  )?.rows
  return rows === undefined ? undefined : Boolean(rows[0]?.synced)
}
