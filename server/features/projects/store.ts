// Project writes: create for anyone signed in, edit and delete for the creator or an admin
// (the rule is in the where clause). Deleting a project takes its updates, dates and image
// rows with it (cascade); the image files are removed once the delete has committed.
import type { Kysely, Transaction } from 'kysely'
import type { Project } from '../../../sync/schema/projects'
import { projectRules } from '../../../sync/permissions/projects'
import type { ProjectWritten } from '../../../sync/inputs/projects'
import { END_BEFORE_START } from '../../../sync/inputs/vacations'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { badRequest, forbidden } from '../../http/errors'
import { LEADER_NOT_FOUND, PROJECT_FORBIDDEN, PROJECT_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'
import { deleteGuarded, insertOnce, updateGuarded } from '../../db/guarded-writes'

export interface ProjectValues {
  name: string
  description: string | null
  status: Project['status']
  start_date: string | null
  end_date: string | null
  deadline: string | null
  project_leader: string | null
}

const REFUSALS = { notFound: PROJECT_NOT_FOUND, forbidden: PROJECT_FORBIDDEN }

async function checkLeader(trx: Transaction<DB>, leader: string | null | undefined) {
  if (!leader) return
  const found = await trx.selectFrom('user').select('id').where('id', '=', leader).executeTakeFirst()
  if (!found) throw badRequest(LEADER_NOT_FOUND)
}

/** A patch that leaves end before the stored start (or the reverse) is the user's error. */
function datesOrder<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((err: unknown) => {
    const e = err as { code?: string; message?: string; constraint?: string }
    if (e?.code === '23514' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('projects_end_after_start')) {
      throw badRequest(END_BEFORE_START)
    }
    throw err
  })
}

export function listProjects(kysely: Kysely<DB>): Promise<Project[]> {
  return kysely.selectFrom('projects').selectAll().orderBy('created_at', 'desc').orderBy('id').execute()
}

export async function createProject(
  kysely: Kysely<DB>,
  viewer: Viewer,
  values: ProjectValues,
  id?: string,
): Promise<ProjectWritten> {
  if (!projectRules.create.test(viewer)) throw forbidden(PROJECT_FORBIDDEN)
  return kysely.transaction().execute(async (trx) => {
    await checkLeader(trx, values.project_leader)
    const project = await insertOnce(trx, 'projects', { ...values, progress: 0, created_by: viewer.id }, id, 'Projektet findes allerede')
    return { project, txid: await currentTxid(trx) }
  })
}

export async function updateProject(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
  changes: Partial<ProjectValues>,
): Promise<ProjectWritten> {
  return datesOrder(() =>
    kysely.transaction().execute(async (trx) => {
      await checkLeader(trx, changes.project_leader)
      const project = await updateGuarded(trx, 'projects', id, changes, projectRules.update.toKysely(viewer), REFUSALS)
      return { project, txid: await currentTxid(trx) }
    }),
  )
}

/** Returns the URLs of the project's images, for the caller to remove after commit. */
export async function deleteProject(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
): Promise<{ txid: string; files: string[] }> {
  return kysely.transaction().execute(async (trx) => {
    const images = await trx
      .selectFrom('project_images')
      .select(['url', 'thumbnail_url'])
      .where('project_id', '=', id)
      .execute()
    await deleteGuarded(trx, 'projects', id, projectRules.delete.toKysely(viewer), REFUSALS)
    return { txid: await currentTxid(trx), files: images.flatMap((i) => [i.url, i.thumbnail_url]) }
  })
}
