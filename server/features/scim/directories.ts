// SCIM directories and their bearer tokens. A token is `<directory id>.<secret>`: the id finds
// the row, and the secret's SHA-256 is compared with the stored hash in constant time. The
// secret is shown to the administrator once and never stored; a revoked directory's token is
// refused from its next request on.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { SCIM_TEXTS, type DepartmentMapping, type ScimDirectory, type ScimDirectoryCreated, type ScimDirectoryView } from '../../../sync/inputs/scim'
import type { SsoRole } from '../../../sync/inputs/sso'
import type { DB } from '../../db/types'
import { badRequest, conflict, notFound } from '../../http/errors'
import { isUuid } from '../../http/validate'
import { recordAudit, type RequestOrigin } from '../audit/record'
import { recomputeDepartments, unknownDepartments } from './departments'
import { recomputeRoles } from './roles'

/** The directory a request is authenticated as. */
export interface AuthenticatedDirectory {
  id: string
  name: string
  roleMap: Record<string, SsoRole>
  departmentMap: DepartmentMapping[]
}

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex')

export async function directoryForToken(kysely: Kysely<DB>, token: string): Promise<AuthenticatedDirectory | null> {
  const dot = token.indexOf('.')
  const id = token.slice(0, dot)
  const secret = token.slice(dot + 1)
  if (dot < 0 || !isUuid(id) || secret.length < 20 || secret.length > 200) return null
  const row = await kysely
    .selectFrom('scim_directories')
    .select(['id', 'name', 'role_map', 'department_map', 'token_hash'])
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (!row) return null
  const presented = Buffer.from(hashOf(secret), 'hex')
  const stored = Buffer.from(row.token_hash, 'hex')
  if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return null
  return { id: row.id, name: row.name, roleMap: row.role_map as Record<string, SsoRole>, departmentMap: row.department_map }
}

const viewColumns = (kysely: Kysely<DB>) =>
  kysely
    .selectFrom('scim_directories as d')
    .select((eb) => [
      'd.id',
      'd.name',
      'd.role_map',
      'd.department_map',
      sql<string>`to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('created_at'),
      sql<string | null>`to_char(d.revoked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('revoked_at'),
      eb.selectFrom('scim_users as u').select(sql<number>`count(*)::int`.as('n')).whereRef('u.directory_id', '=', 'd.id').where('u.deleted_at', 'is', null).as('user_count'),
    ])

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewColumns>['executeTakeFirstOrThrow']>>

const viewOf = (r: ViewRow): ScimDirectoryView => ({
  id: r.id,
  name: r.name,
  roleMap: r.role_map as Record<string, SsoRole>,
  departmentMap: r.department_map,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
  userCount: Number(r.user_count ?? 0),
})

export async function listDirectories(kysely: Kysely<DB>): Promise<ScimDirectoryView[]> {
  const rows = await viewColumns(kysely).orderBy(sql`d.revoked_at is not null`).orderBy('d.name').execute()
  return rows.map(viewOf)
}

/** Lower-cased names of the groups whose role the new map gives differently. */
function changedGroupNames(before: Record<string, string>, after: Record<string, string>): string[] {
  const lower = (map: Record<string, string>) => new Map(Object.entries(map).map(([k, v]) => [k.toLowerCase(), v]))
  const [a, b] = [lower(before), lower(after)]
  return [...new Set([...a.keys(), ...b.keys()])].filter((name) => a.get(name) !== b.get(name))
}

/** Lower-cased names of the groups whose department the new map gives differently, or whose line moved. */
function changedDepartmentGroups(before: readonly DepartmentMapping[], after: readonly DepartmentMapping[]): string[] {
  const at = (map: readonly DepartmentMapping[]) => new Map(map.map((e, i) => [e.group.toLowerCase(), `${i}:${e.department.toLowerCase()}`]))
  const [a, b] = [at(before), at(after)]
  return [...new Set([...a.keys(), ...b.keys()])].filter((name) => a.get(name) !== b.get(name))
}

async function assertDepartmentsExist(trx: Parameters<typeof unknownDepartments>[0], map: readonly DepartmentMapping[]) {
  const [unknown] = await unknownDepartments(trx, map)
  if (unknown) throw badRequest(SCIM_TEXTS.unknownDepartment(unknown))
}

async function membersOfGroups(trx: Parameters<typeof unknownDepartments>[0], directoryId: string, lowerNames: string[]) {
  if (lowerNames.length === 0) return []
  const rows = await trx
    .selectFrom('scim_group_members as m')
    .innerJoin('scim_groups as g', 'g.id', 'm.group_id')
    .select('m.user_id')
    .where('g.directory_id', '=', directoryId)
    .where(sql<string>`lower(g.display_name)`, 'in', lowerNames)
    .execute()
  return rows.map((r) => r.user_id)
}

interface AdminAct {
  actorId: string
  origin: RequestOrigin
}

export async function createDirectory(kysely: Kysely<DB>, input: ScimDirectory, act: AdminAct): Promise<ScimDirectoryCreated> {
  const secret = randomBytes(32).toString('base64url')
  return kysely.transaction().execute(async (trx) => {
    await assertDepartmentsExist(trx, input.departmentMap)
    const { id } = await trx
      .insertInto('scim_directories')
      .values({
        name: input.name,
        token_hash: hashOf(secret),
        role_map: JSON.stringify(input.roleMap),
        department_map: JSON.stringify(input.departmentMap),
        created_by: act.actorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(trx, { actorId: act.actorId, action: 'scim.directory_created', target: { type: 'scim_directory', id, label: input.name }, origin: act.origin })
    const directory = viewOf(await viewColumns(trx).where('d.id', '=', id).executeTakeFirstOrThrow())
    return { directory, token: `${id}.${secret}` }
  })
}

export async function updateDirectory(kysely: Kysely<DB>, id: string, input: ScimDirectory, act: AdminAct): Promise<ScimDirectoryView> {
  if (!isUuid(id)) throw notFound(SCIM_TEXTS.notFound)
  return kysely.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('scim_directories').select(['revoked_at', 'role_map', 'department_map']).where('id', '=', id).forUpdate().executeTakeFirst()
    if (!current) throw notFound(SCIM_TEXTS.notFound)
    if (current.revoked_at) throw conflict(SCIM_TEXTS.revoked)
    await assertDepartmentsExist(trx, input.departmentMap)
    await trx
      .updateTable('scim_directories')
      .set({ name: input.name, role_map: JSON.stringify(input.roleMap), department_map: JSON.stringify(input.departmentMap) })
      .where('id', '=', id)
      .execute()
    const details = { roleMap: input.roleMap, departmentMap: input.departmentMap }
    await recordAudit(trx, { actorId: act.actorId, action: 'scim.directory_updated', target: { type: 'scim_directory', id, label: input.name }, details, origin: act.origin })
    // A changed line applies now to the members of that group, not at the directory's next change.
    const dir: AuthenticatedDirectory = { id, name: input.name, roleMap: input.roleMap, departmentMap: input.departmentMap }
    const changed = changedGroupNames(current.role_map as Record<string, string>, input.roleMap)
    if (changed.length > 0) await recomputeRoles(trx, dir, await membersOfGroups(trx, id, changed), act.origin)
    const moved = changedDepartmentGroups(current.department_map, input.departmentMap)
    if (moved.length > 0) await recomputeDepartments(trx, dir, await membersOfGroups(trx, id, moved), act.origin)
    return viewOf(await viewColumns(trx).where('d.id', '=', id).executeTakeFirstOrThrow())
  })
}

/** Revoking twice is one revocation, logged once. */
export async function revokeDirectory(kysely: Kysely<DB>, id: string, act: AdminAct): Promise<ScimDirectoryView> {
  if (!isUuid(id)) throw notFound(SCIM_TEXTS.notFound)
  return kysely.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('scim_directories').select('name').where('id', '=', id).executeTakeFirst()
    if (!exists) throw notFound(SCIM_TEXTS.notFound)
    const revoked = await trx
      .updateTable('scim_directories')
      .set({ revoked_at: sql`now()` as never })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning('name')
      .executeTakeFirst()
    if (revoked) {
      await recordAudit(trx, { actorId: act.actorId, action: 'scim.directory_revoked', target: { type: 'scim_directory', id, label: revoked.name }, origin: act.origin })
    }
    return viewOf(await viewColumns(trx).where('d.id', '=', id).executeTakeFirstOrThrow())
  })
}
