// The project pages' local queries: projects with their leader's name, and a project's
// updates, images and important dates with their authors. Dates stay the forms' 'YYYY-MM-DD'
// text. Ids from the URL are compared as text: a malformed one must not be a query error.
import { knownName, localQuery, type QueryRow } from '@/db/local-query'

const projectsWithLeaders = () =>
  localQuery
    .selectFrom('projects as p')
    .leftJoin('profiles as l', 'l.user_id', 'p.project_leader')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.description',
      'p.status',
      eb.cast<string | null>('p.start_date', 'text').as('start_date'),
      eb.cast<string | null>('p.end_date', 'text').as('end_date'),
      eb.cast<string | null>('p.deadline', 'text').as('deadline'),
      'p.project_leader',
      knownName('l').as('leader_name'),
      'l.deactivated_at as leader_deactivated_at',
      'p.progress',
      'p.created_by',
      'p.created_at',
    ])

/** /projects: newest first (the paged list adds its limit). */
export const projectPagesQuery = () => projectsWithLeaders().orderBy('p.created_at', 'desc').orderBy('p.id').compile()
export type ProjectRow = QueryRow<ReturnType<typeof projectPagesQuery>>

export const projectCountQuery = () =>
  localQuery
    .selectFrom('projects')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .compile()

export const projectQuery = (id: string) =>
  projectsWithLeaders()
    .where((eb) => eb(eb.cast('p.id', 'text'), '=', eb.fn('lower', [eb.val(id)])))
    .compile()

export const projectUpdatesQuery = (projectId: string) =>
  localQuery
    .selectFrom('project_updates as u')
    .leftJoin('profiles as a', 'a.user_id', 'u.created_by')
    .select([
      'u.id',
      'u.title',
      'u.description',
      'u.progress',
      'u.status',
      'u.created_by',
      knownName('a').as('author_name'),
      'a.deactivated_at as author_deactivated_at',
      'u.created_at',
    ])
    .where((eb) => eb(eb.cast('u.project_id', 'text'), '=', eb.fn('lower', [eb.val(projectId)])))
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id')
    .compile()
export type UpdateRow = QueryRow<ReturnType<typeof projectUpdatesQuery>>

export const projectImagesQuery = (projectId: string) =>
  localQuery
    .selectFrom('project_images as i')
    .leftJoin('profiles as a', 'a.user_id', 'i.created_by')
    .select([
      'i.id',
      'i.url',
      'i.thumbnail_url',
      'i.file_name',
      'i.caption',
      'i.created_by',
      knownName('a').as('uploader_name'),
      'a.deactivated_at as uploader_deactivated_at',
      'i.created_at',
    ])
    .where((eb) => eb(eb.cast('i.project_id', 'text'), '=', eb.fn('lower', [eb.val(projectId)])))
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .compile()
export type ImageRow = QueryRow<ReturnType<typeof projectImagesQuery>>

export const projectDatesQuery = (projectId: string) =>
  localQuery
    .selectFrom('project_important_dates')
    .select((eb) => ['id', 'title', eb.cast<string>('date', 'text').as('date'), 'description'])
    .where((eb) => eb(eb.cast('project_id', 'text'), '=', eb.fn('lower', [eb.val(projectId)])))
    .orderBy('date')
    .orderBy('title')
    .orderBy('id')
    .compile()
export type DateRow = QueryRow<ReturnType<typeof projectDatesQuery>>

/** The project-leader dropdown: everyone, by name. */
export const leaderOptionsQuery = () =>
  localQuery
    .selectFrom('profiles as p')
    .select(['p.user_id', knownName('p').as('label')])
    .orderBy((eb) => eb.fn('lower', [knownName('p')]))
    .orderBy('p.user_id')
    .compile()
export type LeaderOption = QueryRow<ReturnType<typeof leaderOptionsQuery>>

/** Raw SQL: sync's own bookkeeping lives outside the synced tables that the query builder knows. */
export const PROJECTS_SYNCED_SQL = `select synced_at is not null as synced from "_sync_state" where shape = 'projects'`
