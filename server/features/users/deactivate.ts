// Deactivating a leaver instead of deleting them: their posts, comments and minutes stay (and
// read "Tidligere medarbejder"), but access ends at once. better-auth's "banned" refuses the
// sign-in and every session check; the sessions themselves are deleted, with a hash of each
// token kept so the leaver's browser is told why at its next request (auth/deactivated.ts)
// and wipes its local copy. Calendar feed addresses and unused invitation links go too.
import { sql, type Kysely, type Transaction } from 'kysely'
import { userAdminRules } from '../../../sync/permissions'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { currentTxid } from '../../db/txid'
import { forbidden, notFound } from '../../http/errors'
import { recordAudit, type RequestOrigin } from '../audit/record'
import { USER_NOT_FOUND } from './store'

export const OWN_DEACTIVATION = 'Du kan ikke deaktivere din egen bruger'
/** better-auth's banReason for a deactivation (other reasons may come later). */
export const DEACTIVATED_REASON = 'deactivated'

/**
 * Sets or lifts the ban (refused by admins' rule, 404) and the profile's synced marker.
 * True when the marker changed: deactivating twice is one deactivation, logged once.
 */
async function setDeactivated(trx: Transaction<DB>, viewer: Viewer, userId: string, deactivated: boolean): Promise<boolean> {
  const user = await trx
    .updateTable('user')
    .set({ banned: deactivated, banReason: deactivated ? DEACTIVATED_REASON : null, banExpires: null, updatedAt: sql`now()` as never })
    .where('id', '=', userId)
    .where(userAdminRules.manage.toKysely(viewer))
    .returning('id')
    .executeTakeFirst()
  if (!user) throw notFound(USER_NOT_FOUND)
  const changed = await trx
    .updateTable('profiles')
    .set({ deactivated_at: deactivated ? (sql`now()` as never) : null })
    .where('user_id', '=', userId)
    .where('deactivated_at', deactivated ? 'is' : 'is not', null)
    .returning('user_id')
    .executeTakeFirst()
  return Boolean(changed)
}

/**
 * Keeps the hashes of the person's sessions before they go: a browser still signed in is told at
 * its next request that the account is gone (not just signed out), and wipes its local copy.
 */
export async function rememberRevokedSessions(trx: Transaction<DB>, userId: string) {
  await trx
    .insertInto('revoked_sessions')
    .columns(['token_hash', 'user_id'])
    .expression((eb) =>
      eb.selectFrom('session').select([sql<string>`encode(sha256(convert_to(token, 'UTF8')), 'hex')`.as('token_hash'), 'userId']).where('userId', '=', userId),
    )
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute()
}

/** Who the audit log names: the viewer by default, or a SCIM directory acting as an admin. */
export interface AuditActor {
  id: string
  name?: string
}

/** The deactivation itself, in the caller's transaction (the admin route's, or a SCIM request's). */
export async function deactivateIn(trx: Transaction<DB>, viewer: Viewer, userId: string, origin: RequestOrigin, actor: AuditActor = { id: viewer.id }) {
  if (userId === viewer.id) throw forbidden(OWN_DEACTIVATION)
  const changed = await setDeactivated(trx, viewer, userId, true)
  await rememberRevokedSessions(trx, userId)
  await trx.deleteFrom('session').where('userId', '=', userId).execute()
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute()
  await trx.deleteFrom('verification').where('value', '=', userId).where('identifier', 'like', 'reset-password:%').execute()
  if (changed) await recordAudit(trx, { actorId: actor.id, actorName: actor.name, action: 'user.deactivated', target: { type: 'user', id: userId }, origin })
  return changed
}

/** Access comes back with a new sign-in; old sessions stay gone. */
export async function reactivateIn(trx: Transaction<DB>, viewer: Viewer, userId: string, origin: RequestOrigin, actor: AuditActor = { id: viewer.id }) {
  const changed = await setDeactivated(trx, viewer, userId, false)
  await trx.deleteFrom('revoked_sessions').where('user_id', '=', userId).execute()
  if (changed) await recordAudit(trx, { actorId: actor.id, actorName: actor.name, action: 'user.reactivated', target: { type: 'user', id: userId }, origin })
  return changed
}

export async function deactivateUser(kysely: Kysely<DB>, viewer: Viewer, userId: string, origin: RequestOrigin) {
  if (userId === viewer.id) throw forbidden(OWN_DEACTIVATION)
  return kysely.transaction().execute(async (trx) => {
    await deactivateIn(trx, viewer, userId, origin)
    return { deactivated: true, txid: await currentTxid(trx) }
  })
}

export async function reactivateUser(kysely: Kysely<DB>, viewer: Viewer, userId: string, origin: RequestOrigin) {
  return kysely.transaction().execute(async (trx) => {
    await reactivateIn(trx, viewer, userId, origin)
    return { deactivated: false, txid: await currentTxid(trx) }
  })
}
