// An erased person is a tombstone: nothing may give it a role, a password or access again.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/types'
import { conflict } from '../../http/errors'

export const ERASED_USER = 'Brugeren er slettet og kan ikke ændres'

export async function refuseErased(kysely: Kysely<DB>, userId: string): Promise<void> {
  const row = await kysely.selectFrom('profiles').select('erased_at').where('user_id', '=', userId).executeTakeFirst()
  if (row?.erased_at) throw conflict(ERASED_USER)
}
