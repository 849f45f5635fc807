// Secrets the app makes for itself and keeps in the database (app_secrets), so every replica
// (and every restart) uses the same value: the auth secret here, the VAPID keys of Web Push
// (features/push/vapid.ts).
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/types'

const SECRET_NAME = 'better_auth_secret'

/** The stored value of `name`, made with `generate` by whichever process asks first. */
export async function ensureStoredSecret(kysely: Kysely<DB>, name: string, generate: () => string): Promise<string> {
  // Insert-if-absent, then read: two replicas starting together end up with the same value.
  await kysely
    .insertInto('app_secrets')
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await kysely.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}

/** Signs session cookies and tokens; BETTER_AUTH_SECRET when set. */
export async function ensureAuthSecret(kysely: Kysely<DB>, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv
  return ensureStoredSecret(kysely, SECRET_NAME, () => randomBytes(48).toString('base64url'))
}
