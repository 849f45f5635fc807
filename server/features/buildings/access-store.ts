// Granting and revoking access to a building's codes (admins only). Revoking keeps the row as
// history (is_active false, revoked_at set); only active grants are shown and synced.
import { sql, type Kysely } from 'kysely'
import type { WrittenAccess } from '../../../sync/inputs/buildings'
import { buildingAccessRules } from '../../../sync/permissions/buildings'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { conflict, forbidden, notFound } from '../../http/errors'
import { findBuilding } from './building-store'
import { ACCESS_NOT_FOUND, ALREADY_HAS_ACCESS, BUILDINGS_ADMIN_ONLY, USER_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'
import { notifyBuildingAccess } from '../notifications/causes'

export async function grantAccess(kysely: Kysely<DB>, viewer: Viewer, buildingId: string, userId: string): Promise<WrittenAccess> {
  if (!buildingAccessRules.grant.test(viewer)) throw forbidden(BUILDINGS_ADMIN_ONLY)
  return kysely.transaction().execute(async (trx) => {
    const building = await findBuilding(trx, buildingId)
    const user = await trx.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst()
    if (!user) throw notFound(USER_NOT_FOUND)
    const existing = await trx
      .selectFrom('building_access')
      .select('id')
      .where('building_id', '=', buildingId)
      .where('user_id', '=', userId)
      .where('is_active', '=', true)
      .executeTakeFirst()
    if (existing) throw conflict(ALREADY_HAS_ACCESS)
    // A concurrent grant that slips past the check hits the partial unique index (409).
    const access = await trx
      .insertInto('building_access')
      .values({ building_id: buildingId, user_id: userId, granted_by: viewer.id })
      .returningAll()
      .executeTakeFirstOrThrow()
    await notifyBuildingAccess(trx, viewer, access.user_id, building.name, true)
    return { access, txid: await currentTxid(trx) }
  })
}

export async function revokeAccess(kysely: Kysely<DB>, viewer: Viewer, buildingId: string, accessId: string): Promise<WrittenAccess> {
  if (buildingAccessRules.revoke.constant(viewer) === false) throw forbidden(BUILDINGS_ADMIN_ONLY)
  return kysely.transaction().execute(async (trx) => {
    const access = await trx
      .updateTable('building_access')
      .set({ is_active: false, revoked_at: sql<string>`now()` })
      .where('id', '=', accessId)
      .where('building_id', '=', buildingId)
      .where('is_active', '=', true)
      .where(buildingAccessRules.revoke.toKysely(viewer))
      .returningAll()
      .executeTakeFirst()
    if (!access) throw notFound(ACCESS_NOT_FOUND)
    const building = await findBuilding(trx, buildingId)
    await notifyBuildingAccess(trx, viewer, access.user_id, building.name, false)
    return { access, txid: await currentTxid(trx) }
  })
}
