// Code writes (admins only). A code is two rows written together: the synced metadata in
// building_codes and the secret in building_code_values, which nothing ever syncs.
import type { Kysely, Transaction } from 'kysely'
import type { WrittenCode } from '../../../sync/inputs/buildings'
import type { Written } from '../../../sync/inputs/written'
import { buildingCodeRules } from '../../../sync/permissions/buildings'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { findBuilding } from './building-store'
import { ALREADY_EXISTS, BUILDINGS_ADMIN_ONLY, CODE_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'
import { insertOnce } from '../../db/guarded-writes'

export interface CodeValues {
  code_type: string
  description: string | null
  valid_until: string | null
  is_active: boolean
}

async function missOrDenied(trx: Transaction<DB>, buildingId: string, id: string): Promise<never> {
  const exists = await trx
    .selectFrom('building_codes')
    .select('id')
    .where('id', '=', id)
    .where('building_id', '=', buildingId)
    .executeTakeFirst()
  throw exists ? forbidden(BUILDINGS_ADMIN_ONLY) : notFound(CODE_NOT_FOUND)
}

export async function createCode(
  kysely: Kysely<DB>,
  viewer: Viewer,
  buildingId: string,
  values: CodeValues,
  codeValue: string,
  id?: string,
): Promise<WrittenCode> {
  if (!buildingCodeRules.create.test(viewer)) throw forbidden(BUILDINGS_ADMIN_ONLY)
  return kysely.transaction().execute(async (trx) => {
    await findBuilding(trx, buildingId)
    const code = await insertOnce(trx, 'building_codes', { ...values, building_id: buildingId }, id, ALREADY_EXISTS)
    await trx.insertInto('building_code_values').values({ code_id: code.id, code_value: codeValue }).execute()
    return { code, txid: await currentTxid(trx) }
  })
}

/** `codeValue` null keeps the current value (the edit form never shows it). */
export async function updateCode(
  kysely: Kysely<DB>,
  viewer: Viewer,
  buildingId: string,
  id: string,
  values: Partial<CodeValues>,
  codeValue: string | null,
): Promise<WrittenCode> {
  return kysely.transaction().execute(async (trx) => {
    // With only a new value, the row is still "updated" (to itself): that runs the guard and
    // gives the browser a transaction to wait for.
    const code = await trx
      .updateTable('building_codes')
      .set(Object.keys(values).length ? values : (eb) => ({ code_type: eb.ref('code_type') }))
      .where('id', '=', id)
      .where('building_id', '=', buildingId)
      .where(buildingCodeRules.update.toKysely(viewer))
      .returningAll()
      .executeTakeFirst()
    if (!code) return missOrDenied(trx, buildingId, id)
    if (codeValue !== null) {
      await trx.updateTable('building_code_values').set({ code_value: codeValue }).where('code_id', '=', id).execute()
    }
    return { code, txid: await currentTxid(trx) }
  })
}

export async function deleteCode(kysely: Kysely<DB>, viewer: Viewer, buildingId: string, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('building_codes')
      .where('id', '=', id)
      .where('building_id', '=', buildingId)
      .where(buildingCodeRules.delete.toKysely(viewer))
      .returning('id')
      .executeTakeFirst()
    if (!gone) return missOrDenied(trx, buildingId, id)
    return { txid: await currentTxid(trx) }
  })
}
