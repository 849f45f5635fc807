// SCIM Users on the intranet's own accounts. A directory sees the people it provisioned or
// adopted, and — so Entra ID and Okta can match people who already had an account — anyone
// active whom no directory has claimed yet; its first write to such a person adopts them.
// People of another directory, and those it deleted, are "not found".
// Every change is one transaction: the account, the profile, the link, the audit entries, and
// deactivation or reactivation through the admins' own path (users/deactivate.ts).
import { randomBytes } from 'node:crypto'
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely'
import type { DB } from '../../db/types'
import { recordAudit, type RequestOrigin } from '../audit/record'
import { deactivateIn, reactivateIn } from '../users/deactivate'
import { directoryActor, directoryViewer } from './actor'
import type { AuthenticatedDirectory } from './directories'
import { scimConflict, scimNotFound } from './errors'
import type { EqFilter } from './filter'
import { recomputeDepartments } from './departments'
import { mappedRole, recomputeRoles } from './roles'
import type { StoredUser, UserAttributes } from './user-schema'

export const USER_ATTRS = ['userName', 'externalId', 'id', 'emails.value'] as const

export const SCIM_USER_TEXTS = {
  notFound: 'Brugeren blev ikke fundet',
  userNameTaken: 'userName er allerede i brug i denne forbindelse',
  emailTaken: 'Der findes allerede en bruger med denne e-mailadresse',
} as const

// The queries below alias "user" u, profiles p and scim_users s (left joined).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the aliases u, p and s are joined per query; Kysely cannot name that database
type Eb = ExpressionBuilder<any, any>

const owned = (eb: Eb, dirId: string) => eb.and([eb('s.directory_id', '=', dirId), eb('s.deleted_at', 'is', null)])
const unclaimed = (eb: Eb) => eb.and([eb('s.user_id', 'is', null), eb(sql<boolean>`coalesce(u.banned, false)`, '=', false)])
const inScope = (eb: Eb, dirId: string): Expression<SqlBool> => eb.or([owned(eb, dirId), unclaimed(eb)])

function selectUsers(db: Kysely<DB> | Transaction<DB>) {
  return db
    .selectFrom('user as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('scim_users as s', 's.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      sql<string>`coalesce(s.user_name, u.email)`.as('user_name'),
      's.external_id',
      's.given_name',
      's.family_name',
      's.department',
      sql<string>`coalesce(nullif(p.full_name, ''), u.name)`.as('full_name'),
      'p.title',
      'p.phone',
      sql<boolean>`p.deactivated_at is null`.as('active'),
      sql<string>`coalesce(s.created_at, u."createdAt")`.as('created'),
      sql<string>`greatest(u."updatedAt", s.updated_at)`.as('last_modified'),
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>

const stored = (r: Row): StoredUser => ({
  id: r.id,
  userName: r.user_name,
  externalId: r.external_id,
  givenName: r.given_name,
  familyName: r.family_name,
  fullName: r.full_name,
  email: r.email,
  title: r.title,
  phone: r.phone,
  department: r.department,
  active: Boolean(r.active),
  created: r.created,
  lastModified: r.last_modified,
})

export async function findUser(db: Kysely<DB> | Transaction<DB>, dir: AuthenticatedDirectory, id: string): Promise<StoredUser> {
  const row = await selectUsers(db).where('u.id', '=', id).where((eb) => inScope(eb, dir.id)).executeTakeFirst()
  if (!row) throw scimNotFound(SCIM_USER_TEXTS.notFound)
  return stored(row)
}

/** Without a filter: the directory's own people. A filter also finds unclaimed accounts to match. */
export async function listUsers(kysely: Kysely<DB>, dir: AuthenticatedDirectory, filter: EqFilter<(typeof USER_ATTRS)[number]> | null, offset: number, limit: number) {
  let q = selectUsers(kysely)
  if (!filter) q = q.where((eb) => owned(eb, dir.id))
  else {
    q = q.where((eb) => inScope(eb, dir.id))
    if (filter.attr === 'userName') q = q.where(sql<string>`lower(coalesce(s.user_name, u.email))`, '=', filter.value.toLowerCase())
    else if (filter.attr === 'externalId') q = q.where('s.external_id', '=', filter.value)
    else if (filter.attr === 'emails.value') q = q.where(sql<string>`lower(u.email)`, '=', filter.value.toLowerCase())
    else q = q.where('u.id', '=', filter.value)
  }
  const total = await q.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  const rows = limit === 0 ? [] : await q.orderBy('u.createdAt').orderBy('u.id').offset(offset).limit(limit).execute()
  return { found: rows.map(stored), total: Number(total.n) }
}

async function assertFree(trx: Transaction<DB>, dir: AuthenticatedDirectory, attrs: UserAttributes, self: string | null) {
  const sameName = await trx
    .selectFrom('scim_users')
    .select('user_id')
    .where('directory_id', '=', dir.id)
    .where(sql<string>`lower(user_name)`, '=', attrs.userName.toLowerCase())
    .$if(self !== null, (q) => q.where('user_id', '<>', self!))
    .executeTakeFirst()
  if (sameName) throw scimConflict(SCIM_USER_TEXTS.userNameTaken)
  const sameEmail = await trx
    .selectFrom('user')
    .select('id')
    .where(sql<string>`lower(email)`, '=', attrs.email)
    .$if(self !== null, (q) => q.where('id', '<>', self!))
    .executeTakeFirst()
  if (sameEmail) throw scimConflict(SCIM_USER_TEXTS.emailTaken)
}

/** Writes what the directory says about a person, and links them to it. */
async function writeAttributes(trx: Transaction<DB>, dir: AuthenticatedDirectory, userId: string, attrs: UserAttributes, origin: RequestOrigin) {
  const before = await trx.selectFrom('scim_users').select('department').where('user_id', '=', userId).where('directory_id', '=', dir.id).executeTakeFirst()
  await trx.updateTable('user').set({ name: attrs.fullName, email: attrs.email, updatedAt: sql`now()` as never }).where('id', '=', userId).execute()
  await trx
    .updateTable('profiles')
    .set({ full_name: attrs.fullName, name: attrs.givenName ?? attrs.fullName.split(' ')[0], title: attrs.title, phone: attrs.phone })
    .where('user_id', '=', userId)
    .execute()
  const link = {
    user_name: attrs.userName,
    external_id: attrs.externalId,
    given_name: attrs.givenName,
    family_name: attrs.familyName,
    department: attrs.department,
    deleted_at: null,
    updated_at: sql`now()` as never,
  }
  const adopted = await trx
    .insertInto('scim_users')
    .values({ user_id: userId, directory_id: dir.id, ...link })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(link).where('scim_users.directory_id', '=', dir.id))
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .executeTakeFirst()
  if (!adopted) throw scimNotFound(SCIM_USER_TEXTS.notFound)
  if (dir.departmentMap.length > 0 || attrs.department || before?.department) await recomputeDepartments(trx, dir, [userId], origin)
  const actor = directoryActor(dir)
  if (attrs.active) await reactivateIn(trx, directoryViewer(dir), userId, origin, actor)
  else await deactivateIn(trx, directoryViewer(dir), userId, origin, actor)
  return adopted.inserted
}

const newUserId = () => randomBytes(16).toString('hex')

/** A userName the directory deleted before comes back as the same person, reactivated. */
export async function createUser(kysely: Kysely<DB>, dir: AuthenticatedDirectory, attrs: UserAttributes, origin: RequestOrigin): Promise<StoredUser> {
  return kysely.transaction().execute(async (trx) => {
    const actor = directoryActor(dir)
    const deleted = await trx
      .selectFrom('scim_users')
      .select('user_id')
      .where('directory_id', '=', dir.id)
      .where(sql<string>`lower(user_name)`, '=', attrs.userName.toLowerCase())
      .where('deleted_at', 'is not', null)
      .executeTakeFirst()
    await assertFree(trx, dir, attrs, deleted?.user_id ?? null)
    const id = deleted?.user_id ?? newUserId()
    if (!deleted) {
      await trx
        .insertInto('user')
        .values({ id, name: attrs.fullName, email: attrs.email, emailVerified: true, role: 'user', createdAt: sql`now()` as never, updatedAt: sql`now()` as never })
        .execute()
    }
    // Before the attributes: a person created inactive reads "provisioned", then "deactivated".
    const details = { userName: attrs.userName, ...(deleted ? { again: true } : {}) }
    const target = { type: 'user', id, label: attrs.fullName }
    await recordAudit(trx, { actorId: actor.id, actorName: actor.name, action: 'scim.user_provisioned', target, details, origin })
    await writeAttributes(trx, dir, id, attrs, origin)
    return findUser(trx, dir, id)
  })
}

export async function replaceUser(kysely: Kysely<DB>, dir: AuthenticatedDirectory, id: string, attrs: UserAttributes, origin: RequestOrigin): Promise<StoredUser> {
  return kysely.transaction().execute(async (trx) => {
    await findUser(trx, dir, id)
    await assertFree(trx, dir, attrs, id)
    if (await writeAttributes(trx, dir, id, attrs, origin)) {
      const actor = directoryActor(dir)
      await recordAudit(trx, { actorId: actor.id, actorName: actor.name, action: 'scim.user_adopted', target: { type: 'user', id }, details: { userName: attrs.userName }, origin })
    }
    return findUser(trx, dir, id)
  })
}

/**
 * A SCIM delete deactivates and lets go: the person's posts and minutes stay (as for any
 * leaver), group roles end, and the id answers 404 from now on. Erasing the account is an
 * administrator's separate decision under Medarbejdere.
 */
export async function deleteUser(kysely: Kysely<DB>, dir: AuthenticatedDirectory, id: string, origin: RequestOrigin): Promise<void> {
  await kysely.transaction().execute(async (trx) => {
    const user = await findUser(trx, dir, id)
    const actor = directoryActor(dir)
    await deactivateIn(trx, directoryViewer(dir), id, origin, actor)
    await trx
      .insertInto('scim_users')
      .values({ user_id: id, directory_id: dir.id, user_name: user.userName, deleted_at: sql`now()` as never })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ deleted_at: sql`now()` as never, updated_at: sql`now()` as never }))
      .execute()
    const groups = await trx
      .selectFrom('scim_group_members as m')
      .innerJoin('scim_groups as g', 'g.id', 'm.group_id')
      .select(['g.id', 'g.display_name'])
      .where('m.user_id', '=', id)
      .where('g.directory_id', '=', dir.id)
      .execute()
    if (groups.length > 0) {
      await trx.deleteFrom('scim_group_members').where('user_id', '=', id).where('group_id', 'in', groups.map((g) => g.id)).execute()
      if (groups.some((g) => mappedRole(dir, g.display_name))) await recomputeRoles(trx, dir, [id], origin)
    }
    await recordAudit(trx, { actorId: actor.id, actorName: actor.name, action: 'scim.user_deleted', target: { type: 'user', id }, details: { userName: user.userName }, origin })
  })
}

/** Which of these ids are people the directory may name (as group members). */
export async function usersInScope(trx: Transaction<DB>, dir: AuthenticatedDirectory, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await trx
    .selectFrom('user as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('scim_users as s', 's.user_id', 'u.id')
    .select('u.id')
    .where('u.id', 'in', ids)
    .where((eb) => inScope(eb, dir.id))
    .execute()
  return new Set(rows.map((r) => r.id))
}
