// Erasure (GDPR article 17), by an administrator, in one transaction: the person's own rows go
// (settings, devices, sessions, sign-in, vacations, private transcriptions), shared records stay
// (posts, comments, news, minutes) pointing at the profile, which becomes the anonymous tombstone
// "Slettet bruger", and copies of the name in logs and notices are replaced. The account can
// never sign in again. Their picture and waiting audio leave storage once the transaction has
// committed, so a rollback never loses a file. Every change is to synced rows, so each browser's
// local copy follows: rows deleted, the profile updated in place. Past row versions stay in the
// change log until its retention prunes them (a week): browsers catching up diff each update's
// old and new version, so rewriting them would leave the old values in those browsers instead.
import { sql, type Kysely, type Transaction } from 'kysely'
import type { ErasureLine, ErasureOutcome } from '../../../sync/inputs/people'
import { userAdminRules } from '../../../sync/permissions'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { currentTxid } from '../../db/txid'
import { conflict, forbidden, notFound } from '../../http/errors'
import type { Storage } from '../../storage'
import { recordAudit, type RequestOrigin } from '../audit/record'
import { rememberRevokedSessions } from '../users/deactivate'
import { OWN_ACCOUNT, USER_NOT_FOUND } from '../users/store'
import { ANONYMISERS, ERASED_NAME } from './anonymisers'
import { PERSONAL_DATA } from './coverage'
import { privateFileKeys } from './files'

export const ALREADY_ERASED = 'Brugeren er allerede slettet'

export type { ErasureLine }

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1)

async function countShared(trx: Transaction<DB>, table: string, columns: string[], userId: string): Promise<number> {
  const matches = columns.map((column) => sql<boolean>`${sql.ref(column)} = ${userId}`)
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)} where ${sql.join(matches, sql` or `)}`.execute(trx)
  return Number(rows[0].n)
}

export async function eraseUser(kysely: Kysely<DB>, storage: Storage, viewer: Viewer, userId: string, origin: RequestOrigin): Promise<ErasureOutcome> {
  if (userId === viewer.id) throw forbidden(OWN_ACCOUNT)
  const { lines, files, txid } = await kysely.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('user')
      .innerJoin('profiles', 'profiles.user_id', 'user.id')
      .select(['user.name', 'profiles.full_name', 'profiles.erased_at'])
      .where('user.id', '=', userId)
      .where(userAdminRules.manage.toKysely(viewer))
      .forUpdate()
      .executeTakeFirst()
    if (!person) throw notFound(USER_NOT_FOUND)
    if (person.erased_at) throw conflict(ALREADY_ERASED)
    const formerName = person.full_name?.trim() || person.name?.trim() || null
    const files = await privateFileKeys(trx, userId)

    await rememberRevokedSessions(trx, userId)
    await trx.deleteFrom('verification').where('value', '=', userId).execute()

    const tally = new Map<string, { count: number; text: (n: number) => string }>()
    const add = (table: string, label: string, deleted: boolean, n: number) => {
      const kind = `${table}.${deleted ? 'deleted' : 'anonymised'}`
      const line = tally.get(kind) ?? { count: 0, text: (c: number) => `${capitalised(label)}: ${c} ${deleted ? 'slettet' : 'anonymiseret'}` }
      line.count += n
      tally.set(kind, line)
    }
    const tables = Object.entries(PERSONAL_DATA)
    for (const [table, spec] of tables) {
      for (const [column, use] of Object.entries(spec.columns)) {
        if (use.erase !== 'delete') continue
        const { rows } = await sql<{ n: string }>`
          with gone as (delete from ${sql.table(table)} where ${sql.ref(column)} = ${userId} returning 1)
          select count(*)::text as n from gone`.execute(trx)
        if (!spec.quiet) add(table, spec.label, true, Number(rows[0].n))
      }
    }
    // Counted after the deletes: a vacation both hers and made by her went with the first pass.
    for (const [table, spec] of tables) {
      const columns = Object.entries(spec.columns)
      const kept = columns.filter(([, use]) => use.erase === 'keep' && use.export === true).map(([column]) => column)
      if (kept.length > 0 && !spec.quiet) add(table, spec.label, false, await countShared(trx, table, kept, userId))
      for (const [column, use] of columns) {
        if (use.erase !== 'anonymise') continue
        const anonymise = ANONYMISERS[`${table}.${column}`]
        if (!anonymise) throw new Error(`no anonymiser for ${table}.${column}`)
        add(table, spec.label, false, await anonymise(trx, userId, formerName))
      }
    }
    const lines: ErasureLine[] = [...tally.entries()]
      .filter(([, line]) => line.count > 0)
      .map(([kind, line]) => ({ kind, count: line.count, text: line.text(line.count) }))
    // Counts only: the entry must not keep what was erased.
    const details = { erased: Object.fromEntries(lines.map((l) => [l.kind, l.count])), files: files.length }
    await recordAudit(trx, { actorId: viewer.id, action: 'user.erased', target: { type: 'user', id: userId, label: ERASED_NAME }, details, origin })
    return { lines, files, txid: await currentTxid(trx) }
  })

  let removed = 0
  for (const key of files) {
    if ((await storage.size(key).catch(() => null)) === null) continue
    try {
      await storage.remove(key)
      removed++
    } catch (err) {
      // The rows are gone already; an unreachable bucket must not undo them or hide the rest.
      console.error(`[erase] ${key} could not be removed: ${(err as Error).message}`)
    }
  }
  if (removed > 0) lines.push({ kind: 'files.deleted', count: removed, text: `Filer: ${removed} slettet` })
  return { erased: true, outcome: lines, txid }
}
