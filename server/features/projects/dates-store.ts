// A project's important dates (title and date required), written by whoever may edit it.
import type { Kysely } from 'kysely'
import type { ProjectImportantDate } from '../../../sync/schema/projects'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { conflict } from '../../http/errors'
import { childMissOrDenied, deleteChildRow, editableProjectOr403, inEditableProject } from './guards'
import { DATE_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'

export interface DateValues {
  title: string
  date: string
  description: string | null
}

type Written = { date: ProjectImportantDate; txid: string }

export async function createDate(
  kysely: Kysely<DB>,
  viewer: Viewer,
  projectId: string,
  values: DateValues,
  id?: string,
): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    await editableProjectOr403(trx, viewer, projectId)
    const date = await trx
      .insertInto('project_important_dates')
      .values({ ...values, ...(id ? { id } : {}), project_id: projectId, created_by: viewer.id })
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!date) throw conflict('Datoen findes allerede')
    return { date, txid: await currentTxid(trx) }
  })
}

export async function editDate(
  kysely: Kysely<DB>,
  viewer: Viewer,
  projectId: string,
  id: string,
  values: DateValues,
): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    const date = await trx
      .updateTable('project_important_dates')
      .set(values)
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .where(inEditableProject(viewer))
      .returningAll()
      .executeTakeFirst()
    if (!date) return childMissOrDenied(trx, 'project_important_dates', projectId, id, { notFound: DATE_NOT_FOUND })
    return { date, txid: await currentTxid(trx) }
  })
}

export function deleteDate(kysely: Kysely<DB>, viewer: Viewer, projectId: string, id: string): Promise<{ txid: string }> {
  return deleteChildRow(kysely, viewer, 'project_important_dates', projectId, id, DATE_NOT_FOUND)
}
