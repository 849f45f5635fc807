// An administrator sets a new password for someone (above all a site crew member, who has no
// e-mail for a reset link). Hashed by better-auth's own hasher, written with the audit entry
// in one transaction, and every session of that person ends: a lost phone is out at once.
import type { Kysely } from 'kysely'
import { userAdminRules } from '../../../sync/permissions'
import type { Viewer } from '../../../sync/rules'
import type { Auth } from '../../auth/auth'
import type { DB } from '../../db/types'
import { currentTxid } from '../../db/txid'
import { notFound } from '../../http/errors'
import { recordAudit, type RequestOrigin } from '../audit/record'
import { USER_NOT_FOUND } from './store'

export async function setPassword(kysely: Kysely<DB>, auth: Auth, viewer: Viewer, userId: string, password: string, origin: RequestOrigin) {
  const hash = await (await auth.$context).password.hash(password)
  return kysely.transaction().execute(async (trx) => {
    // The same rule as every other user administration write; the row lock orders concurrent resets.
    const user = await trx
      .selectFrom('user')
      .select('id')
      .where('id', '=', userId)
      .where(userAdminRules.manage.toKysely(viewer))
      .forUpdate()
      .executeTakeFirst()
    if (!user) throw notFound(USER_NOT_FOUND)
    const updated = await trx
      .updateTable('account')
      .set({ password: hash, updatedAt: new Date().toISOString() })
      .where('userId', '=', userId)
      .where('providerId', '=', 'credential')
      .returning('id')
      .executeTakeFirst()
    if (!updated) {
      await trx
        .insertInto('account')
        .values({ id: crypto.randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash })
        .execute()
    }
    await trx.deleteFrom('session').where('userId', '=', userId).execute()
    await recordAudit(trx, { actorId: viewer.id, action: 'user.password_set', target: { type: 'user', id: userId }, origin })
    return { txid: await currentTxid(trx) }
  })
}
