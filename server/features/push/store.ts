// A person's own push subscriptions: add this browser's, ask about it, list and remove their
// devices. Every statement is guarded by ownership; nobody reads or removes another person's.
import { sql, type Kysely } from 'kysely'
import { pushSubscriptionRules } from '../../../sync/permissions/push'
import { PUSH_TEXTS, type PushSubscriptionInput } from '../../../sync/inputs/push'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { deleteOr404 } from '../../db/guarded-writes'
import { badRequest, unauthorized } from '../../http/errors'

/** ISO 8601, which every browser's Date reads (PostgreSQL's own text form is not). */
const createdAt = sql<string>`to_json(created_at) #>> '{}'`.as('created_at')

/** More than this and the oldest device stops receiving. */
export const MAX_DEVICES = 10

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Push services are https; plain http only to this machine and only outside production (a
 * push service run by a developer or a test). Anything else would let a user make the server
 * post to addresses of its own network.
 */
export function acceptsEndpoint(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint)
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  return !production && url.protocol === 'http:' && LOOPBACK.has(url.hostname)
}

export interface NewSubscription {
  input: PushSubscriptionInput
  /** The session token of the request: the subscription ends with that session (sign-out). */
  sessionToken: string
  deviceLabel: string
  production: boolean
}

/**
 * One row per browser (its endpoint): subscribing again, or as someone else after a sign-out
 * and sign-in on the same browser, takes the row over for this person and session.
 */
export async function saveSubscription(kysely: Kysely<DB>, viewer: Viewer, s: NewSubscription): Promise<{ id: string }> {
  if (!acceptsEndpoint(s.input.endpoint, s.production)) throw badRequest(PUSH_TEXTS.badEndpoint)
  return kysely.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('session')
      .select('id')
      .where('token', '=', s.sessionToken)
      .where('userId', '=', viewer.id)
      .executeTakeFirst()
    if (!session) throw unauthorized(PUSH_TEXTS.noSession)
    const values = {
      user_id: viewer.id,
      session_id: session.id,
      p256dh: s.input.keys.p256dh,
      auth: s.input.keys.auth,
      device_label: s.deviceLabel,
    }
    const saved = await trx
      .insertInto('push_subscriptions')
      .values({ endpoint: s.input.endpoint, ...values })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...values, created_at: sql<string>`now()` }))
      .returning('id')
      .executeTakeFirstOrThrow()
    // Each notice goes to every device: a few phones and computers, not an unbounded fan-out.
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', viewer.id)
      .where('id', 'not in', (eb) =>
        eb.selectFrom('push_subscriptions').select('id').where('user_id', '=', viewer.id).orderBy('created_at', 'desc').orderBy('id').limit(MAX_DEVICES),
      )
      .execute()
    return saved
  })
}

/** Whether this browser's endpoint is one of the viewer's subscriptions (never anyone else's). */
export async function findOwnByEndpoint(kysely: Kysely<DB>, viewer: Viewer, endpoint: string) {
  return (
    (await kysely
      .selectFrom('push_subscriptions')
      .select(['id', 'device_label', createdAt])
      .where('endpoint', '=', endpoint)
      .where(pushSubscriptionRules.read.toKysely(viewer))
      .executeTakeFirst()) ?? null
  )
}

/** The viewer's devices, without their endpoints and keys: a name and a date is all a person needs. */
export async function listOwn(kysely: Kysely<DB>, viewer: Viewer) {
  return kysely
    .selectFrom('push_subscriptions')
    .select(['id', 'device_label', createdAt])
    .where(pushSubscriptionRules.read.toKysely(viewer))
    .orderBy('created_at', 'desc')
    .execute()
}

export async function deleteOwn(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<void> {
  // Someone else's is "not found" too: whether an id exists is nobody else's business.
  await deleteOr404(kysely, 'push_subscriptions', id, pushSubscriptionRules.delete.toKysely(viewer), PUSH_TEXTS.notFound)
}
