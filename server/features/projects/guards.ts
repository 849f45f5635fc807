// Shared pieces of the project writes: the guard
// that lets a child row (update, image, date) be written only by someone who may edit its
// project — the same rule as the project itself, applied to the parent in the where clause.
import { sql, type Expression, type Insertable, type InsertObject, type Kysely, type Selectable, type SqlBool, type Transaction, type Updateable } from 'kysely'
import { projectRules } from '../../../sync/permissions/projects'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { currentTxid } from '../../db/txid'
import { insertOnce } from '../../db/guarded-writes'
import { PROJECT_FORBIDDEN, PROJECT_NOT_FOUND } from './messages'

export type ChildTable = 'project_updates' | 'project_images' | 'project_important_dates'
/** The children that are a row of text and nothing else: no files to store or remove. */
type RowTable = Exclude<ChildTable, 'project_images'>

/** `project_id in (projects this viewer may edit)`, for the child tables' write guards. */
export function inEditableProject(viewer: Viewer): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref('project_id')} in (select projects.id from projects where ${projectRules.update.toKysely(viewer)})`
}

/**
 * Before a child row is added: 404 when there is no such project, 403 when the viewer may not
 * edit it. No row lock: the rule reads only created_by, which no write changes, and a lock
 * taken before the capture lock could deadlock with other writers (see 0001).
 */
export async function editableProjectOr403(trx: Transaction<DB>, viewer: Viewer, projectId: string) {
  const row = await trx
    .selectFrom('projects')
    .select(['id', sql<boolean>`${projectRules.update.toKysely(viewer)}`.as('may_edit')])
    .where('id', '=', projectId)
    .executeTakeFirst()
  if (!row) throw notFound(PROJECT_NOT_FOUND)
  if (!row.may_edit) throw forbidden(PROJECT_FORBIDDEN)
  return row
}

/** No child row came back: tell "not there" (404) from "not yours" (403). */
export async function childMissOrDenied(
  trx: Transaction<DB>,
  table: ChildTable,
  projectId: string,
  id: string,
  messages: { notFound: string; forbidden?: string },
): Promise<never> {
  const exists = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst()
  throw exists ? forbidden(messages.forbidden ?? PROJECT_FORBIDDEN) : notFound(messages.notFound)
}

/** Deletes an update or a date (a row with no file of its own), only for someone who may edit its project. */
export async function deleteChildRow(
  kysely: Kysely<DB>,
  viewer: Viewer,
  table: RowTable,
  projectId: string,
  id: string,
  notFoundMessage: string,
): Promise<{ txid: string }> {
  return kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom(table)
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .where(inEditableProject(viewer))
      .returning('id')
      .executeTakeFirst()
    if (!gone) return childMissOrDenied(trx, table, projectId, id, { notFound: notFoundMessage })
    return { txid: await currentTxid(trx) }
  })
}

/**
 * Adds an update or a date to a project the viewer may edit. The id may come from the client
 * (its offline outbox); one already taken is a conflict, never a second row.
 */
export async function insertChildRow<T extends RowTable>(
  trx: Transaction<DB>,
  viewer: Viewer,
  table: T,
  projectId: string,
  values: Omit<Insertable<DB[T]>, 'id' | 'project_id' | 'created_by'>,
  id: string | undefined,
  conflictMessage: string,
): Promise<Selectable<DB[T]>> {
  await editableProjectOr403(trx, viewer, projectId)
  const row = { ...values, project_id: projectId, created_by: viewer.id } as unknown as InsertObject<DB, T>
  return insertOnce(trx, table, row, id, conflictMessage)
}

/** Edits an update or a date, only for someone who may edit its project. */
export async function updateChildRow<T extends RowTable>(
  trx: Transaction<DB>,
  viewer: Viewer,
  table: T,
  projectId: string,
  id: string,
  values: Updateable<DB[T]>,
  notFoundMessage: string,
): Promise<Selectable<DB[T]>> {
  const row = await trx
    .updateTable(table as RowTable)
    .set(values as Updateable<DB[RowTable]>)
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where(inEditableProject(viewer))
    .returningAll()
    .executeTakeFirst()
  if (!row) return childMissOrDenied(trx, table, projectId, id, { notFound: notFoundMessage })
  return row as Selectable<DB[T]>
}
