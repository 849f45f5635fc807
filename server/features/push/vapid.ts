// The VAPID key pair that signs every push (RFC 8292). Without VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY it is generated once and kept in the database like the auth secret
// (server/auth/secret.ts), so every replica and restart signs with the same key: a new key
// would silently break every browser's subscription, which is bound to the public key.
import type { Kysely } from 'kysely'
import webpush from 'web-push'
import { ensureStoredSecret } from '../../auth/secret'
import type { DB } from '../../db/types'
import type { Env } from '../../env'

const KEYS_NAME = 'vapid_keys'

export interface VapidDetails {
  subject: string
  publicKey: string
  privateKey: string
}

export type VapidEnv = Pick<Env, 'APP_URL' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>

/** An https address of the app, else a mailto at its host: push services accept nothing else. */
export function vapidSubject(env: Pick<Env, 'APP_URL' | 'VAPID_SUBJECT'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT
  const url = new URL(env.APP_URL)
  return url.protocol === 'https:' ? url.origin : `mailto:no-reply@${url.hostname}`
}

export async function ensureVapidDetails(kysely: Kysely<DB>, env: VapidEnv): Promise<VapidDetails> {
  const subject = vapidSubject(env)
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
  const stored = await ensureStoredSecret(kysely, KEYS_NAME, () => JSON.stringify(webpush.generateVAPIDKeys()))
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string }
  return { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }
}
