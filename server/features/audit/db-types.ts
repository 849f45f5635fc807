import type { Generated } from 'kysely'
import type { AuditRow } from '../../../sync/inputs/audit'
import type { WithDefaults } from '../../db/with-defaults'

export interface AuditTables {
  /** The row the API answers with (sync/inputs/audit.ts); `details` is written as JSON text. */
  audit_log: WithDefaults<Omit<AuditRow, 'details'>, 'id' | 'created_at'> & { details: Generated<unknown> }
  revoked_sessions: { token_hash: string; user_id: string; revoked_at: Generated<string> }
  known_devices: { user_id: string; user_agent: string; network: string; first_seen: Generated<string> }
}
