// Building writes (admins only). The rule from sync/permissions is part of each write's where
// clause, so "may this viewer change it" and "change it" are one statement.
import type { Kysely, Transaction } from 'kysely'
import type { BuildingWritten } from '../../../sync/inputs/buildings'
import type { Written } from '../../../sync/inputs/written'
import { buildingRules } from '../../../sync/permissions/buildings'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { ALREADY_EXISTS, BUILDING_NOT_FOUND, BUILDINGS_ADMIN_ONLY } from './messages'
import { currentTxid } from '../../db/txid'
import { deleteGuarded, insertOnce, updateGuarded } from '../../db/guarded-writes'

export interface BuildingValues {
  name: string
  address: string | null
  description: string | null
}

const REFUSALS = { notFound: BUILDING_NOT_FOUND, forbidden: BUILDINGS_ADMIN_ONLY }

export async function createBuilding(
  kysely: Kysely<DB>,
  viewer: Viewer,
  values: BuildingValues,
  id?: string,
): Promise<BuildingWritten> {
  if (!buildingRules.create.test(viewer)) throw forbidden(BUILDINGS_ADMIN_ONLY)
  return kysely.transaction().execute(async (trx) => {
    const building = await insertOnce(trx, 'buildings', { ...values, created_by: viewer.id }, id, ALREADY_EXISTS)
    return { building, txid: await currentTxid(trx) }
  })
}

export async function updateBuilding(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
  values: Partial<BuildingValues>,
): Promise<BuildingWritten> {
  return kysely.transaction().execute(async (trx) => {
    const building = await updateGuarded(trx, 'buildings', id, values, buildingRules.update.toKysely(viewer), REFUSALS)
    return { building, txid: await currentTxid(trx) }
  })
}

/** Its codes, their values and the grants go with it (cascade); the reveal log stays. */
export async function deleteBuilding(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    await deleteGuarded(trx, 'buildings', id, buildingRules.delete.toKysely(viewer), REFUSALS)
    return { txid: await currentTxid(trx) }
  })
}

/**
 * Inside a transaction: the building must exist (404 otherwise). No row lock on purpose: the
 * change-capture trigger takes its lock before a statement's row locks, and a row lock taken
 * earlier would invert that order and could deadlock with a concurrent building update. The
 * foreign key still refuses a child of a building deleted in between.
 */
export async function findBuilding(trx: Transaction<DB>, id: string): Promise<{ id: string; name: string }> {
  const building = await trx.selectFrom('buildings').select(['id', 'name']).where('id', '=', id).executeTakeFirst()
  if (!building) throw notFound(BUILDING_NOT_FOUND)
  return building
}
