// The one way to write the audit log. Call it with the transaction that makes the change, so
// an action and its entry commit together or not at all. Later features (SSO, SCIM, GDPR)
// add their own action names; the reader lists whatever is there.
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Context } from 'hono'
import type { DB } from '../../db/types'
import type { AppEnv } from '../../http/context'
import { profileNameSql } from '../../../sync/person-name'

/** Where a request came from: the address the server saw (proxy-aware) and the browser's user agent. */
export interface RequestOrigin {
  ip: string | null
  userAgent: string | null
}

export const NO_ORIGIN: RequestOrigin = { ip: null, userAgent: null }

export interface AuditEntry {
  /** Who did it; null for the system (e.g. a sign-in has no one else acting). */
  actorId: string | null
  /** For an actor that is not a person (a SCIM directory): the name to keep instead of a profile's. */
  actorName?: string
  /** Dotted, past tense: 'user.deactivated', 'post.approved', 'auth.new_device'. */
  action: string
  target?: { type: string; id: string; label?: string | null }
  /** Small facts worth keeping (old and new role, building name); never a secret. */
  details?: Record<string, unknown>
  origin?: RequestOrigin
}

export async function recordAudit(tx: Transaction<DB> | Kysely<DB>, entry: AuditEntry): Promise<void> {
  const origin = entry.origin ?? NO_ORIGIN
  // Names are copied at the time of the action: a deleted person's entries must still read.
  const nameOf = (id: string | null | undefined) =>
    id
      ? sql<string | null>`(select ${sql.raw(profileNameSql('profiles'))} from profiles where user_id = ${id})`
      : sql<null>`null`
  await tx
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      actor_name: entry.actorName ?? nameOf(entry.actorId),
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      target_label: entry.target?.label ?? (entry.target?.type === 'user' ? nameOf(entry.target.id) : null),
      details: JSON.stringify(entry.details ?? {}),
      ip: origin.ip?.slice(0, 100) ?? null,
      user_agent: origin.userAgent?.slice(0, 500) ?? null,
    })
    .execute()
}

/** The origin of a request, as the app's outer middleware read it (http/client-origin.ts). */
export function originOf(c: Context<AppEnv>): RequestOrigin {
  return { ip: c.get('clientIp') ?? null, userAgent: c.req.header('user-agent') ?? null }
}
