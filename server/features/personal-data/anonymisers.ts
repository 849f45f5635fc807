// Erasure's anonymising steps, one per column whose rule is `anonymise` in coverage.ts: the row
// stays, and what in it names or locates the person is replaced by the tombstone's values.
import { randomUUID } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { DB } from '../../db/types'

/** What colleagues see in place of an erased person, beside "Tidligere medarbejder". */
export const ERASED_NAME = 'Slettet bruger'
/** better-auth's banReason for an erased account. */
export const ERASED_REASON = 'erased'

type Anonymiser = (trx: Transaction<DB>, userId: string, formerName: string | null) => Promise<number>

const count = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) => Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n)

/** One per column whose rule is `anonymise` in coverage.ts (a test holds the two together). */
export const ANONYMISERS: Record<string, Anonymiser> = {
  'user.id': async (trx, userId) =>
    count(
      await trx
        .updateTable('user')
        .set({
          name: ERASED_NAME,
          // Unique and never mailed (".invalid"); the address may be used for a new account.
          email: `${randomUUID()}@slettet.invalid`,
          emailVerified: false,
          image: null,
          username: null,
          displayUsername: null,
          banned: true,
          banReason: ERASED_REASON,
          banExpires: null,
          updatedAt: sql`now()` as never,
        })
        .where('id', '=', userId)
        .executeTakeFirst(),
    ),
  'profiles.user_id': async (trx, userId) =>
    count(
      await trx
        .updateTable('profiles')
        .set({
          full_name: ERASED_NAME,
          name: null,
          title: null,
          birthday: null,
          image: null,
          phone: null,
          address: null,
          city: null,
          postal_code: null,
          country: null,
          emergency_contact_name: null,
          emergency_contact_phone: null,
          certifications: sql`'[]'::jsonb` as never,
          notes: null,
          color: null,
          department_id: null,
          qr_code: sql`replace(gen_random_uuid()::text, '-', '')` as never,
          deactivated_at: sql`coalesce(deactivated_at, now())` as never,
          erased_at: sql`now()` as never,
        })
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),
  // Their own sign-ins' address and browser go; what they did stays, under the tombstone's name.
  'audit_log.actor_id': async (trx, userId) =>
    count(
      await trx
        .updateTable('audit_log')
        .set({
          actor_name: ERASED_NAME,
          target_label: sql`case when target_type = 'user' and target_id = ${userId} then ${ERASED_NAME} else target_label end` as never,
          ip: null,
          user_agent: null,
          // A new device's network is as telling as its address.
          details: sql`details - 'network'` as never,
        })
        .where('actor_id', '=', userId)
        .executeTakeFirst(),
    ),
  // Entries where they acted on themselves went with actor_id.
  'audit_log.target_id': async (trx, userId) =>
    count(
      await trx
        .updateTable('audit_log')
        .set({ target_label: ERASED_NAME })
        .where('target_type', '=', 'user')
        .where('target_id', '=', userId)
        .where('actor_id', 'is distinct from', userId)
        .executeTakeFirst(),
    ),
  'building_code_reveals.user_id': async (trx, userId) =>
    count(
      await trx
        .updateTable('building_code_reveals')
        .set({ user_name: ERASED_NAME })
        .where('user_id', '=', userId)
        .where('user_name', 'is distinct from', ERASED_NAME)
        .executeTakeFirst(),
    ),
  // Notices were written with the name in their text ("Frede kommenterede …").
  'notifications.actor_id': async (trx, userId, formerName) => {
    if (!formerName) return 0
    return count(
      await trx
        .updateTable('notifications')
        .set({
          title: sql`replace(title, ${formerName}, ${ERASED_NAME})` as never,
          body: sql`replace(body, ${formerName}, ${ERASED_NAME})` as never,
        })
        .where('actor_id', '=', userId)
        .where((eb) => eb.or([eb('title', 'like', sql<string>`'%' || ${formerName} || '%'`), eb('body', 'like', sql<string>`'%' || ${formerName} || '%'`)]))
        .executeTakeFirst(),
    )
  },
}

