// User administration writes, each in one transaction answering its txid. Roles live on
// better-auth's "user" row (the session reads it on every request, so rights follow at
// once); a trigger mirrors it into profiles, which is how the change reaches every browser.
import { sql, type Kysely, type Transaction } from 'kysely'
import { userAdminRules } from '../../../sync/permissions'
import type { Role, Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { deleteOr404 } from '../../db/guarded-writes'
import { forbidden, notFound } from '../../http/errors'
import { currentTxid } from '../../db/txid'
import { recordAudit, type RequestOrigin } from '../audit/record'
import type { AuditActor } from './deactivate'

export const USER_NOT_FOUND = 'Brugeren blev ikke fundet'
export const OWN_ROLE = 'Du kan ikke ændre din egen rolle'
export const OWN_ACCOUNT = 'Du kan ikke slette din egen bruger'

export async function setRole(kysely: Kysely<DB>, viewer: Viewer, userId: string, role: Role, origin?: RequestOrigin) {
  if (userId === viewer.id) throw forbidden(OWN_ROLE)
  return kysely.transaction().execute(async (trx) => {
    const user = await setRoleIn(trx, viewer, userId, role, origin)
    return { user, txid: await currentTxid(trx) }
  })
}

/** The role change itself, in the caller's transaction (the admin route's, or a SCIM group change's). */
export async function setRoleIn(trx: Transaction<DB>, viewer: Viewer, userId: string, role: Role, origin?: RequestOrigin, actor: AuditActor = { id: viewer.id }) {
  const before = await trx.selectFrom('user').select('role').where('id', '=', userId).executeTakeFirst()
  const user = await trx
    .updateTable('user')
    .set({ role, updatedAt: sql`now()` as never })
    .where('id', '=', userId)
    .where(userAdminRules.manage.toKysely(viewer))
    .returning(['id', 'role'])
    .executeTakeFirst()
  if (!user) throw notFound(USER_NOT_FOUND)
  // Sessions an ex-admin opened as someone else (impersonation) end with the admin role.
  if (role === 'user') await trx.deleteFrom('session').where('impersonatedBy', '=', userId).execute()
  if (before?.role !== role) {
    const details = { from: before?.role ?? 'user', to: role }
    await recordAudit(trx, { actorId: actor.id, actorName: actor.name, action: 'user.role_changed', target: { type: 'user', id: userId }, details, origin })
  }
  return { id: user.id, role: user.role as Role }
}

/** Deletes the account; sessions, profile and ratings go with it (on delete cascade). */
export async function deleteUser(kysely: Kysely<DB>, viewer: Viewer, userId: string, origin?: RequestOrigin) {
  if (userId === viewer.id) throw forbidden(OWN_ACCOUNT)
  return kysely.transaction().execute(async (trx) => {
    const profile = await trx.selectFrom('profiles').select('image').where('user_id', '=', userId).executeTakeFirst()
    // Written before the row goes, so the entry can still copy the person's name.
    if (profile) await recordAudit(trx, { actorId: viewer.id, action: 'user.deleted', target: { type: 'user', id: userId }, origin })
    // Unused invitation links must not outlive the account.
    await trx.deleteFrom('verification').where('value', '=', userId).where('identifier', 'like', 'reset-password:%').execute()
    await deleteOr404(trx, 'user', userId, userAdminRules.manage.toKysely(viewer), USER_NOT_FOUND)
    return { image: profile?.image ?? null, txid: await currentTxid(trx) }
  })
}

/** A fresh, unguessable QR code (a lost badge); the old code stops working at once. */
export async function renewQrCode(kysely: Kysely<DB>, viewer: Viewer, userId: string) {
  return kysely.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('profiles')
      .set({ qr_code: sql`replace(gen_random_uuid()::text, '-', '')` as never })
      .where('user_id', '=', userId)
      .where(userAdminRules.manage.toKysely(viewer))
      .returning('qr_code')
      .executeTakeFirst()
    if (!row) throw notFound(USER_NOT_FOUND)
    return { qr_code: row.qr_code, txid: await currentTxid(trx) }
  })
}
