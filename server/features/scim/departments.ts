// Directories place people in the firm's departments: a group mapped to a department
// ("Tømrere Nord = Tømrerafdelingen", the first line naming one of the person's groups and an
// existing department wins),
// else the department Entra ID sends in the enterprise extension when the firm has one of that
// name. Names are matched case-blind and never create a department: the administrators keep
// the list the post form offers. Worked out again only where the directory has a say (a mapped
// group's membership, the person's department attribute, the administrator's map), so a
// directory without departments leaves people's departments alone.
import { sql, type Transaction } from 'kysely'
import type { DepartmentMapping } from '../../../sync/inputs/scim'
import type { DB } from '../../db/types'
import { recordAudit, type RequestOrigin } from '../audit/record'
import { directoryActor } from './actor'
import type { AuthenticatedDirectory } from './directories'

export const isDepartmentGroup = (dir: AuthenticatedDirectory, groupName: string) =>
  dir.departmentMap.some((e) => e.group.toLowerCase() === groupName.toLowerCase())

/** The mapped department names that match no department of the firm (for the administrator's form). */
export async function unknownDepartments(trx: Transaction<DB>, map: readonly DepartmentMapping[]): Promise<string[]> {
  if (map.length === 0) return []
  const known = await trx
    .selectFrom('departments')
    .select(sql<string>`lower(name)`.as('name'))
    .where(sql<string>`lower(name)`, 'in', map.map((e) => e.department.toLowerCase()))
    .execute()
  const names = new Set(known.map((d) => d.name))
  return map.map((e) => e.department).filter((d) => !names.has(d.toLowerCase()))
}

async function departmentNamed(trx: Transaction<DB>, name: string | null | undefined) {
  if (!name) return null
  return (await trx.selectFrom('departments').select(['id', 'name']).where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst()) ?? null
}

export async function recomputeDepartments(trx: Transaction<DB>, dir: AuthenticatedDirectory, userIds: Iterable<string>, origin: RequestOrigin) {
  for (const userId of new Set(userIds)) {
    const groups = await trx
      .selectFrom('scim_group_members as m')
      .innerJoin('scim_groups as g', 'g.id', 'm.group_id')
      .select(sql<string>`lower(g.display_name)`.as('name'))
      .where('m.user_id', '=', userId)
      .where('g.directory_id', '=', dir.id)
      .execute()
    const mine = new Set(groups.map((g) => g.name))
    let department: { id: string; name: string } | null = null
    for (const line of dir.departmentMap.filter((e) => mine.has(e.group.toLowerCase()))) {
      department ??= await departmentNamed(trx, line.department)
    }
    if (!department) {
      const link = await trx.selectFrom('scim_users').select('department').where('user_id', '=', userId).where('directory_id', '=', dir.id).executeTakeFirst()
      department = await departmentNamed(trx, link?.department)
    }
    const current = await trx
      .selectFrom('profiles as p')
      .leftJoin('departments as d', 'd.id', 'p.department_id')
      .select(['p.department_id', 'd.name'])
      .where('p.user_id', '=', userId)
      .executeTakeFirst()
    if (!current || current.department_id === (department?.id ?? null)) continue
    await trx.updateTable('profiles').set({ department_id: department?.id ?? null }).where('user_id', '=', userId).execute()
    const actor = directoryActor(dir)
    await recordAudit(trx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'user.department_changed',
      target: { type: 'user', id: userId },
      details: { from: current.name ?? null, to: department?.name ?? null },
      origin,
    })
  }
}
