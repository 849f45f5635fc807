// Single sign-on's entries in the audit log (features/audit/record.ts): provider changes by an
// administrator, and each account an identity provider created at a first sign-in.
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../db/types'
import { recordAudit, type RequestOrigin } from '../audit/record'

export interface SsoAuditEvent {
  action: 'sso.provider_created' | 'sso.provider_updated' | 'sso.provider_deleted' | 'sso.user_provisioned'
  /** Who did it: the administrator, or the person signing in. */
  actorId: string
  target: string
  details?: Record<string, unknown>
  origin?: RequestOrigin
}

export async function recordAuditEvent(db: Kysely<DB> | Transaction<DB>, event: SsoAuditEvent): Promise<void> {
  await recordAudit(db, {
    actorId: event.actorId,
    action: event.action,
    target: { type: event.action === 'sso.user_provisioned' ? 'user' : 'sso_provider', id: event.target },
    details: event.details,
    origin: event.origin,
  })
}
