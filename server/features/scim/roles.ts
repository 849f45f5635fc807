// Groups give roles through the directory's role map ("IT-afdelingen = admin"): a person's
// role is the highest their mapped groups give, or "user" when none does. Worked out again only
// for people whose mapped groups changed (membership, a rename, or the administrator's change of
// the map), so a role set by hand stays until the directory says otherwise. The change itself
// goes through the admins' path (users/store.ts setRoleIn).
import { sql, type Transaction } from 'kysely'
import type { Role } from '../../../sync/rules'
import type { DB } from '../../db/types'
import type { RequestOrigin } from '../audit/record'
import { setRoleIn } from '../users/store'
import { directoryActor, directoryViewer } from './actor'
import type { AuthenticatedDirectory } from './directories'

const RANK: Record<Role, number> = { user: 0, admin: 1, administrator: 2 }

export function mappedRole(dir: AuthenticatedDirectory, groupName: string): Role | undefined {
  const entry = Object.entries(dir.roleMap).find(([name]) => name.toLowerCase() === groupName.toLowerCase())
  return entry?.[1]
}

export async function recomputeRoles(trx: Transaction<DB>, dir: AuthenticatedDirectory, userIds: Iterable<string>, origin: RequestOrigin) {
  for (const userId of new Set(userIds)) {
    const groups = await trx
      .selectFrom('scim_group_members as m')
      .innerJoin('scim_groups as g', 'g.id', 'm.group_id')
      .select('g.display_name')
      .where('m.user_id', '=', userId)
      .where('g.directory_id', '=', dir.id)
      .execute()
    const role = groups
      .map((g) => mappedRole(dir, g.display_name))
      .reduce<Role>((best, r) => (r && RANK[r] > RANK[best] ? r : best), 'user')
    const current = await trx.selectFrom('user').select(sql<string>`coalesce(role, 'user')`.as('role')).where('id', '=', userId).executeTakeFirst()
    if (current && current.role !== role) await setRoleIn(trx, directoryViewer(dir), userId, role, origin, directoryActor(dir))
  }
}
