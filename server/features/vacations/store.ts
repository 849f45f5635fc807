// Vacation writes. The permission rule is part of each write's where clause, so "may this
// viewer change this row" and "change it" are one statement; every write answers with its
// transaction id, which the browser waits for in the sync stream.
import { sql, type Kysely, type Transaction } from 'kysely'
import type { VacationWritten } from '../../../sync/inputs/vacations'
import type { Written } from '../../../sync/inputs/written'
import type { Vacation, VacationStatus } from '../../../sync/schema/vacations'
import { vacationRules } from '../../../sync/permissions/vacations'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { badRequest, forbidden, notFound } from '../../http/errors'
import { currentTxid } from '../../db/txid'
import { deleteGuarded, insertOnce, updateGuarded } from '../../db/guarded-writes'
import { notifyVacationStatus } from '../notifications/causes'
import { recordAudit, type RequestOrigin } from '../audit/record'

export const VACATION_NOT_FOUND = 'Ferien blev ikke fundet'
export const VACATION_FORBIDDEN = 'Du kan kun ændre din egen ferie'
export const APPROVE_FORBIDDEN = 'Kun administratorer kan godkende ferie'
export const OTHERS_FORBIDDEN = 'Kun administratorer kan tilføje ferie for andre'
export const USER_NOT_FOUND = 'Medarbejderen blev ikke fundet'

export interface VacationDates {
  start_date: string
  end_date: string
}

const REFUSALS = { notFound: VACATION_NOT_FOUND, forbidden: VACATION_FORBIDDEN }

/** An approval (from any other status) is written to the audit log with the approval itself. */
async function auditApproval(trx: Transaction<DB>, viewer: Viewer, before: string | undefined, vacation: Vacation, origin?: RequestOrigin) {
  if (vacation.status !== 'approved' || before === 'approved') return
  const details = { user_id: vacation.user_id, start_date: vacation.start_date, end_date: vacation.end_date }
  await recordAudit(trx, { actorId: viewer.id, action: 'vacation.approved', target: { type: 'vacation', id: vacation.id }, details, origin })
}

export function listVacations(kysely: Kysely<DB>): Promise<Vacation[]> {
  return kysely.selectFrom('vacations').selectAll().orderBy('start_date').orderBy('id').execute()
}

export async function createVacation(
  kysely: Kysely<DB>,
  viewer: Viewer,
  values: VacationDates & { user_id?: string },
  id?: string,
): Promise<VacationWritten> {
  const owner = values.user_id ?? viewer.id
  if (!vacationRules.create.test(viewer)) throw forbidden(VACATION_FORBIDDEN)
  if (owner !== viewer.id && !vacationRules.createForOthers.test(viewer)) throw forbidden(OTHERS_FORBIDDEN)
  return kysely.transaction().execute(async (trx) => {
    const person = await trx.selectFrom('user').select('id').where('id', '=', owner).executeTakeFirst()
    if (!person) throw badRequest(USER_NOT_FOUND)
    const row = { user_id: owner, start_date: values.start_date, end_date: values.end_date, status: 'pending', created_by: viewer.id }
    const vacation = await insertOnce(trx, 'vacations', row, id, 'Ferien findes allerede')
    return { vacation, txid: await currentTxid(trx) }
  })
}

export async function updateVacation(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
  values: VacationDates & { status?: VacationStatus },
  origin?: RequestOrigin,
): Promise<VacationWritten> {
  const admin = vacationRules.approve.test(viewer)
  if (values.status === 'approved' && !admin) throw forbidden(APPROVE_FORBIDDEN)
  // An admin sets the status freely. When the owner moves the dates, the approval no longer
  // covers them: it goes back to pending. Unchanged dates keep whatever status it had.
  const status = admin
    ? sql<string>`${values.status ?? sql.ref('status')}`
    : sql<string>`case when start_date = ${values.start_date}::date and end_date = ${values.end_date}::date
                       then ${values.status ?? sql.ref('status')} else 'pending' end`
  return kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('vacations').select('status').where('id', '=', id).forUpdate().executeTakeFirst()
    const changes = { start_date: values.start_date, end_date: values.end_date, status }
    const vacation = await updateGuarded(trx, 'vacations', id, changes, vacationRules.update.toKysely(viewer), REFUSALS)
    await notifyVacationStatus(trx, viewer, before?.status, vacation)
    await auditApproval(trx, viewer, before?.status, vacation, origin)
    return { vacation, txid: await currentTxid(trx) }
  })
}

/** The admin's one-click approval. */
export async function approveVacation(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
  origin?: RequestOrigin,
): Promise<VacationWritten> {
  if (vacationRules.approve.constant(viewer) === false) throw forbidden(APPROVE_FORBIDDEN)
  return kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('vacations').select('status').where('id', '=', id).forUpdate().executeTakeFirst()
    const vacation = await trx
      .updateTable('vacations')
      .set({ status: 'approved' })
      .where('id', '=', id)
      .where(vacationRules.approve.toKysely(viewer))
      .returningAll()
      .executeTakeFirst()
    if (!vacation) throw notFound(VACATION_NOT_FOUND)
    await notifyVacationStatus(trx, viewer, before?.status, vacation)
    await auditApproval(trx, viewer, before?.status, vacation, origin)
    return { vacation, txid: await currentTxid(trx) }
  })
}

export async function deleteVacation(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    await deleteGuarded(trx, 'vacations', id, vacationRules.delete.toKysely(viewer), REFUSALS)
    return { txid: await currentTxid(trx) }
  })
}
