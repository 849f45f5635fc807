// Shared pieces of the project writes: ids from the URL, and the guard
// that lets a child row (update, image, date) be written only by someone who may edit its
// project — the same rule as the project itself, applied to the parent in the where clause.
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely'
import { projectRules } from '../../../sync/permissions/projects'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { isUuid } from '../../http/validate'
import { currentTxid } from '../../db/txid'
import { PROJECT_FORBIDDEN, PROJECT_NOT_FOUND } from './messages'

export type ChildTable = 'project_updates' | 'project_images' | 'project_important_dates'

/** A malformed id names nothing: 404 with the resource's own message. */
export function idOr404(id: string, message: string): string {
  if (!isUuid(id)) throw notFound(message)
  return id.toLowerCase()
}

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
  table: Exclude<ChildTable, 'project_images'>,
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
