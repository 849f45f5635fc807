// A project's important dates (title and date required), written by whoever may edit it.
import type { Kysely } from 'kysely'
import type { ImportantDateWritten } from '../../../sync/inputs/projects'
import type { Written } from '../../../sync/inputs/written'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { deleteChildRow, insertChildRow, updateChildRow } from './guards'
import { DATE_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'

export interface DateValues {
  title: string
  date: string
  description: string | null
}

export async function createDate(
  kysely: Kysely<DB>,
  viewer: Viewer,
  projectId: string,
  values: DateValues,
  id?: string,
): Promise<ImportantDateWritten> {
  return kysely.transaction().execute(async (trx) => {
    const date = await insertChildRow(trx, viewer, 'project_important_dates', projectId, values, id, 'Datoen findes allerede')
    return { date, txid: await currentTxid(trx) }
  })
}

export async function editDate(
  kysely: Kysely<DB>,
  viewer: Viewer,
  projectId: string,
  id: string,
  values: DateValues,
): Promise<ImportantDateWritten> {
  return kysely.transaction().execute(async (trx) => {
    const date = await updateChildRow(trx, viewer, 'project_important_dates', projectId, id, values, DATE_NOT_FOUND)
    return { date, txid: await currentTxid(trx) }
  })
}

export function deleteDate(kysely: Kysely<DB>, viewer: Viewer, projectId: string, id: string): Promise<Written> {
  return deleteChildRow(kysely, viewer, 'project_important_dates', projectId, id, DATE_NOT_FOUND)
}
