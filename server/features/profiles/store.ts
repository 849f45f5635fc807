// Own-profile writes. The rule from sync/permissions is part of the where clause, so the
// statement itself can only touch the viewer's own row.
import type { Kysely } from 'kysely'
import type { Profile } from '../../../sync/schema'
import { profileRules } from '../../../sync/permissions'
import type { ProfilePatch, WrittenProfile } from '../../../sync/inputs/people'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { notFound } from '../../http/errors'
import { currentTxid } from '../../db/txid'

export const PROFILE_NOT_FOUND = 'Profilen blev ikke fundet'

type Changes = Omit<ProfilePatch, 'certifications'> & { certifications?: string }

export async function updateOwnProfile(kysely: Kysely<DB>, viewer: Viewer, patch: ProfilePatch): Promise<WrittenProfile> {
  const { certifications, ...rest } = patch
  // jsonb goes over the wire as JSON text (node-postgres would send an array as a PG array).
  const changes: Changes = { ...rest, ...(certifications ? { certifications: JSON.stringify(certifications) } : {}) }
  return kysely.transaction().execute(async (trx) => {
    const profile = await trx
      .updateTable('profiles')
      .set(changes as never)
      .where('user_id', '=', viewer.id)
      .where(profileRules.update.toKysely(viewer))
      .returningAll()
      .executeTakeFirst()
    if (!profile) throw notFound(PROFILE_NOT_FOUND)
    return { profile: profile as Profile, txid: await currentTxid(trx) }
  })
}

/** Sets (or clears) the own profile image; returns the previous URL so its file can go. */
export async function setOwnImage(
  kysely: Kysely<DB>,
  viewer: Viewer,
  image: string | null,
): Promise<{ image: string | null; previous: string | null; txid: string }> {
  return kysely.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('profiles')
      .select('image')
      .where('user_id', '=', viewer.id)
      .forUpdate()
      .executeTakeFirst()
    const row = await trx
      .updateTable('profiles')
      .set({ image })
      .where('user_id', '=', viewer.id)
      .where(profileRules.update.toKysely(viewer))
      .returning('image')
      .executeTakeFirst()
    if (!before || !row) throw notFound(PROFILE_NOT_FOUND)
    return { image: row.image, previous: before.image, txid: await currentTxid(trx) }
  })
}
