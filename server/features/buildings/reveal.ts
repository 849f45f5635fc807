// Revealing a code: the only path by which a code value leaves the server. In one
// transaction it checks that the viewer may see codes in the building (admins always, others
// with an active grant), writes an append-only audit row (who, when, building, code type;
// never the value), and returns the value. If the audit row cannot be written, nothing is
// revealed.
import type { Kysely } from 'kysely'
import type { RevealedCode } from '../../../sync/inputs/buildings'
import { isAdminRole, type Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { findBuilding } from './building-store'
import { CODE_NOT_FOUND, NO_BUILDING_ACCESS } from './messages'
import { currentTxid } from '../../db/txid'
import { recordAudit, type RequestOrigin } from '../audit/record'

export async function revealCode(kysely: Kysely<DB>, viewer: Viewer, buildingId: string, codeId: string, origin?: RequestOrigin): Promise<RevealedCode> {
  const admin = isAdminRole(viewer.role)
  return kysely.transaction().execute(async (trx) => {
    // No row locks before the audit insert: the capture trigger's lock must come first (see
    // findBuilding). A revoke racing this request is ordered after it, which is what it is.
    const building = await findBuilding(trx, buildingId)
    if (!admin) {
      // Checked before the code is even looked up: without access, every code id is alike.
      const grant = await trx
        .selectFrom('building_access')
        .select('id')
        .where('building_id', '=', buildingId)
        .where('user_id', '=', viewer.id)
        .where('is_active', '=', true)
        .executeTakeFirst()
      if (!grant) throw forbidden(NO_BUILDING_ACCESS)
    }
    let query = trx
      .selectFrom('building_codes as c')
      .innerJoin('building_code_values as v', 'v.code_id', 'c.id')
      .select(['c.id', 'c.code_type', 'v.code_value'])
      .where('c.id', '=', codeId)
      .where('c.building_id', '=', buildingId)
    // Inactive codes are not shown to users, so they cannot be revealed by them either.
    if (!admin) query = query.where('c.is_active', '=', true)
    const code = await query.executeTakeFirst()
    if (!code) throw notFound(CODE_NOT_FOUND)
    const person = await trx
      .selectFrom('profiles')
      .select(['full_name', 'name', 'email'])
      .where('user_id', '=', viewer.id)
      .executeTakeFirst()
    const log = await trx
      .insertInto('building_code_reveals')
      .values({
        building_id: building.id,
        building_name: building.name,
        code_id: code.id,
        code_type: code.code_type,
        user_id: viewer.id,
        user_name: person?.full_name || person?.name || person?.email || null,
      })
      .returning('revealed_at')
      .executeTakeFirstOrThrow()
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'building_code.revealed',
      target: { type: 'building', id: building.id, label: building.name },
      details: { code_type: code.code_type },
      origin,
    })
    return {
      code_id: code.id,
      code_type: code.code_type,
      code_value: code.code_value,
      revealed_at: new Date(log.revealed_at).toISOString(),
      txid: await currentTxid(trx),
    }
  })
}
