// The auth secret signs session cookies and tokens. Without BETTER_AUTH_SECRET it is generated
// once and kept in the database, so every replica (and every restart) signs with the same key.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/types'

const SECRET_NAME = 'better_auth_secret'

export async function ensureAuthSecret(kysely: Kysely<DB>, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv
  // Insert-if-absent, then read: two replicas starting together end up with the same value.
  await kysely
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await kysely.selectFrom('app_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow()
  return row.value
}
