// The secret behind a person's calendar feed. The token is the only credential the feed route
// takes (calendar apps cannot sign in), so it is long and random, and regenerating it or
// revoking it makes every old address stop working at once.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/types'

export const newToken = () => randomBytes(32).toString('base64url')

export async function feedToken(kysely: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await kysely.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst()
  return row?.token ?? null
}

export async function regenerateFeed(kysely: Kysely<DB>, userId: string): Promise<string> {
  const token = newToken()
  await kysely
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: new Date().toISOString() }))
    .execute()
  return token
}

export async function revokeFeed(kysely: Kysely<DB>, userId: string): Promise<void> {
  await kysely.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute()
}

/** The owner of a token, if the token is current and its owner may still sign in. */
export async function feedOwner(kysely: Kysely<DB>, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const row = await kysely
    .selectFrom('calendar_feeds')
    .innerJoin('user', 'user.id', 'calendar_feeds.user_id')
    .select('user.id')
    .where('calendar_feeds.token', '=', token)
    .where((eb) => eb.or([eb('user.banned', 'is', null), eb('user.banned', '=', false)]))
    .executeTakeFirst()
  return row?.id ?? null
}
