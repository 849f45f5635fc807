// Department writes (admins). Names are unique regardless of case; deleting one leaves its
// posts without a department (the foreign key sets department_id to null).
import { sql, type Kysely, type Transaction } from 'kysely'
import { DEPARTMENT_TEXTS, type DepartmentWritten } from '../../../sync/inputs/departments'
import type { Written } from '../../../sync/inputs/written'
import { departmentRules } from '../../../sync/permissions/posts'
import type { Department } from '../../../sync/schema/posts'
import type { Viewer } from '../../../sync/rules'
import { currentTxid } from '../../db/txid'
import type { DB } from '../../db/types'
import { deleteOr404 } from '../../db/guarded-writes'
import { conflict, forbidden, notFound } from '../../http/errors'

type Action = 'create' | 'update' | 'delete'

function guard(viewer: Viewer, action: Action) {
  if (departmentRules[action].constant(viewer) === false) throw forbidden(DEPARTMENT_TEXTS.adminOnly)
}

async function nameTaken(trx: Transaction<DB>, name: string, except?: string): Promise<boolean> {
  let q = trx.selectFrom('departments').select('id').where(sql<boolean>`lower(name) = lower(${name})`)
  if (except) q = q.where('id', '<>', except)
  return (await q.executeTakeFirst()) !== undefined
}

export async function createDepartment(
  kysely: Kysely<DB>,
  viewer: Viewer,
  name: string,
  id?: string,
): Promise<DepartmentWritten> {
  guard(viewer, 'create')
  return kysely.transaction().execute(async (trx) => {
    if (await nameTaken(trx, name)) throw conflict(DEPARTMENT_TEXTS.exists)
    const department = await trx
      .insertInto('departments')
      .values({ name, ...(id ? { id } : {}) })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!department) throw conflict(DEPARTMENT_TEXTS.exists)
    return { department: department as Department, txid: await currentTxid(trx) }
  })
}

export async function renameDepartment(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
  name: string,
): Promise<DepartmentWritten> {
  guard(viewer, 'update')
  return kysely.transaction().execute(async (trx) => {
    if (await nameTaken(trx, name, id)) throw conflict(DEPARTMENT_TEXTS.exists)
    const department = await trx
      .updateTable('departments')
      .set({ name })
      .where('id', '=', id)
      .where(departmentRules.update.toKysely(viewer))
      .returningAll()
      .executeTakeFirst()
    if (!department) throw notFound(DEPARTMENT_TEXTS.notFound)
    return { department: department as Department, txid: await currentTxid(trx) }
  })
}

export async function deleteDepartment(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  guard(viewer, 'delete')
  return kysely.transaction().execute(async (trx) => {
    await deleteOr404(trx, 'departments', id, departmentRules.delete.toKysely(viewer), DEPARTMENT_TEXTS.notFound)
    return { txid: await currentTxid(trx) }
  })
}
