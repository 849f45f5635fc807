// SCIM Groups of one directory. Membership changes of a group in the role or department map
// work out the affected people's roles (roles.ts) or departments (departments.ts) again in the
// same transaction.
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../db/types'
import { isUuid } from '../../http/validate'
import type { RequestOrigin } from '../audit/record'
import type { AuthenticatedDirectory } from './directories'
import { scimBadRequest, scimConflict, scimNotFound } from './errors'
import type { EqFilter } from './filter'
import type { GroupAttributes, StoredGroup } from './group-schema'
import { isDepartmentGroup, recomputeDepartments } from './departments'
import { mappedRole, recomputeRoles } from './roles'
import { usersInScope } from './users-store'

export const GROUP_ATTRS = ['displayName', 'externalId', 'id'] as const

export const SCIM_GROUP_TEXTS = {
  notFound: 'Gruppen blev ikke fundet',
  nameTaken: 'Der findes allerede en gruppe med dette navn i denne forbindelse',
  unknownMember: (id: string) => `Medlemmet findes ikke: ${id}`,
} as const

type Db = Kysely<DB> | Transaction<DB>

const selectGroups = (db: Db, dir: AuthenticatedDirectory) =>
  db.selectFrom('scim_groups as g').select(['g.id', 'g.display_name', 'g.external_id', 'g.created_at', 'g.updated_at']).where('g.directory_id', '=', dir.id)

async function membersOf(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, { id: string; display: string }[]>()
  const rows = await db
    .selectFrom('scim_group_members as m')
    .innerJoin('profiles as p', 'p.user_id', 'm.user_id')
    .select(['m.group_id', 'm.user_id', sql<string>`coalesce(nullif(p.full_name, ''), p.email)`.as('display')])
    .where('m.group_id', 'in', groupIds)
    .orderBy('p.full_name')
    .execute()
  const map = new Map<string, { id: string; display: string }[]>()
  for (const r of rows) map.set(r.group_id, [...(map.get(r.group_id) ?? []), { id: r.user_id, display: r.display }])
  return map
}

type GroupRow = { id: string; display_name: string; external_id: string | null; created_at: string; updated_at: string }

const stored = (r: GroupRow, members: { id: string; display: string }[] | null): StoredGroup => ({
  id: r.id,
  displayName: r.display_name,
  externalId: r.external_id,
  members,
  created: r.created_at,
  lastModified: r.updated_at,
})

export async function findGroup(db: Db, dir: AuthenticatedDirectory, id: string, withMembers = true): Promise<StoredGroup> {
  const row = isUuid(id) ? await selectGroups(db, dir).where('g.id', '=', id).executeTakeFirst() : undefined
  if (!row) throw scimNotFound(SCIM_GROUP_TEXTS.notFound)
  return stored(row, withMembers ? ((await membersOf(db, [row.id])).get(row.id) ?? []) : null)
}

export async function listGroups(
  kysely: Kysely<DB>,
  dir: AuthenticatedDirectory,
  filter: EqFilter<(typeof GROUP_ATTRS)[number]> | null,
  offset: number,
  limit: number,
  withMembers: boolean,
) {
  let q = selectGroups(kysely, dir)
  if (filter?.attr === 'displayName') q = q.where(sql<string>`lower(g.display_name)`, '=', filter.value.toLowerCase())
  else if (filter?.attr === 'externalId') q = q.where('g.external_id', '=', filter.value)
  else if (filter?.attr === 'id') q = isUuid(filter.value) ? q.where('g.id', '=', filter.value) : q.where(sql<boolean>`false`)
  const total = await q.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  const rows = limit === 0 ? [] : await q.orderBy('g.display_name').offset(offset).limit(limit).execute()
  const members = withMembers ? await membersOf(kysely, rows.map((r) => r.id)) : null
  return { found: rows.map((r) => stored(r, members ? (members.get(r.id) ?? []) : null)), total: Number(total.n) }
}

async function assertNameFree(trx: Transaction<DB>, dir: AuthenticatedDirectory, name: string, self?: string) {
  const clash = await selectGroups(trx, dir)
    .where(sql<string>`lower(g.display_name)`, '=', name.toLowerCase())
    .$if(self !== undefined, (q) => q.where('g.id', '<>', self!))
    .executeTakeFirst()
  if (clash) throw scimConflict(SCIM_GROUP_TEXTS.nameTaken)
}

async function assertMembers(trx: Transaction<DB>, dir: AuthenticatedDirectory, ids: string[]) {
  const known = await usersInScope(trx, dir, ids)
  const unknown = ids.find((id) => !known.has(id))
  if (unknown) throw scimBadRequest(SCIM_GROUP_TEXTS.unknownMember(unknown))
}

/** Sets the group's members to exactly `ids`; answers whose membership changed. */
async function setMembers(trx: Transaction<DB>, groupId: string, ids: string[]): Promise<string[]> {
  const before = (await trx.selectFrom('scim_group_members').select('user_id').where('group_id', '=', groupId).execute()).map((r) => r.user_id)
  const wanted = new Set(ids)
  const gone = before.filter((id) => !wanted.has(id))
  const added = ids.filter((id) => !before.includes(id))
  if (gone.length > 0) await trx.deleteFrom('scim_group_members').where('group_id', '=', groupId).where('user_id', 'in', gone).execute()
  if (added.length > 0) await trx.insertInto('scim_group_members').values(added.map((user_id) => ({ group_id: groupId, user_id }))).execute()
  return [...gone, ...added]
}

export async function createGroup(kysely: Kysely<DB>, dir: AuthenticatedDirectory, attrs: GroupAttributes, origin: RequestOrigin): Promise<StoredGroup> {
  return kysely.transaction().execute(async (trx) => {
    await assertNameFree(trx, dir, attrs.displayName)
    await assertMembers(trx, dir, attrs.memberIds)
    const { id } = await trx
      .insertInto('scim_groups')
      .values({ directory_id: dir.id, display_name: attrs.displayName, external_id: attrs.externalId })
      .returning('id')
      .executeTakeFirstOrThrow()
    const changed = await setMembers(trx, id, attrs.memberIds)
    if (mappedRole(dir, attrs.displayName)) await recomputeRoles(trx, dir, changed, origin)
    if (isDepartmentGroup(dir, attrs.displayName)) await recomputeDepartments(trx, dir, changed, origin)
    return findGroup(trx, dir, id)
  })
}

/** PUT, and PATCH once applied to the group as JSON: the group becomes exactly `attrs`. */
export async function replaceGroup(kysely: Kysely<DB>, dir: AuthenticatedDirectory, id: string, attrs: GroupAttributes, origin: RequestOrigin): Promise<StoredGroup> {
  return kysely.transaction().execute(async (trx) => {
    const before = await findGroup(trx, dir, id, false)
    await assertNameFree(trx, dir, attrs.displayName, id)
    await assertMembers(trx, dir, attrs.memberIds)
    await trx
      .updateTable('scim_groups')
      .set({ display_name: attrs.displayName, external_id: attrs.externalId, updated_at: sql`now()` as never })
      .where('id', '=', id)
      .execute()
    const changed = await setMembers(trx, id, attrs.memberIds)
    const renamed = before.displayName.toLowerCase() !== attrs.displayName.toLowerCase()
    const affected = renamed ? [...attrs.memberIds, ...changed] : changed
    if (mappedRole(dir, before.displayName) || mappedRole(dir, attrs.displayName)) await recomputeRoles(trx, dir, affected, origin)
    if (isDepartmentGroup(dir, before.displayName) || isDepartmentGroup(dir, attrs.displayName)) await recomputeDepartments(trx, dir, affected, origin)
    return findGroup(trx, dir, id)
  })
}

export async function deleteGroup(kysely: Kysely<DB>, dir: AuthenticatedDirectory, id: string, origin: RequestOrigin): Promise<void> {
  await kysely.transaction().execute(async (trx) => {
    const group = await findGroup(trx, dir, id, false)
    const members = (await trx.selectFrom('scim_group_members').select('user_id').where('group_id', '=', id).execute()).map((r) => r.user_id)
    await trx.deleteFrom('scim_groups').where('id', '=', id).execute()
    if (mappedRole(dir, group.displayName)) await recomputeRoles(trx, dir, members, origin)
    if (isDepartmentGroup(dir, group.displayName)) await recomputeDepartments(trx, dir, members, origin)
  })
}
