// The timeline of a project. Adding or editing an update also sets the project's progress
// and status to the update's values, in the same transaction, so the card and the timeline never disagree.
import type { Kysely, Transaction } from 'kysely'
import type { ProjectUpdateWritten } from '../../../sync/inputs/projects'
import type { ProjectUpdate } from '../../../sync/schema/projects'
import type { Written } from '../../../sync/inputs/written'
import { projectRules } from '../../../sync/permissions/projects'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { deleteChildRow, insertChildRow, updateChildRow } from './guards'
import { UPDATE_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'

export interface UpdateValues {
  title: string
  description: string
  progress: number
  status: ProjectUpdate['status']
}

/** Guarded by the same rule, so a project the viewer may not edit is never touched. */
async function applyToProject(trx: Transaction<DB>, viewer: Viewer, projectId: string, values: UpdateValues) {
  await trx
    .updateTable('projects')
    .set({ progress: values.progress, status: values.status })
    .where('id', '=', projectId)
    .where(projectRules.update.toKysely(viewer))
    .execute()
}

export async function createUpdate(
  kysely: Kysely<DB>,
  viewer: Viewer,
  projectId: string,
  values: UpdateValues,
  id?: string,
): Promise<ProjectUpdateWritten> {
  return kysely.transaction().execute(async (trx) => {
    const update = await insertChildRow(trx, viewer, 'project_updates', projectId, values, id, 'Opdateringen findes allerede')
    await applyToProject(trx, viewer, projectId, values)
    return { update, txid: await currentTxid(trx) }
  })
}

export async function editUpdate(
  kysely: Kysely<DB>,
  viewer: Viewer,
  projectId: string,
  id: string,
  values: UpdateValues,
): Promise<ProjectUpdateWritten> {
  return kysely.transaction().execute(async (trx) => {
    const update = await updateChildRow(trx, viewer, 'project_updates', projectId, id, values, UPDATE_NOT_FOUND)
    await applyToProject(trx, viewer, projectId, values)
    return { update, txid: await currentTxid(trx) }
  })
}

export function deleteUpdate(kysely: Kysely<DB>, viewer: Viewer, projectId: string, id: string): Promise<Written> {
  return deleteChildRow(kysely, viewer, 'project_updates', projectId, id, UPDATE_NOT_FOUND)
}
