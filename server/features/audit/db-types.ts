import type { Generated } from 'kysely'

export interface AuditTables {
  audit_log: {
    id: Generated<string>
    created_at: Generated<string>
    actor_id: string | null
    actor_name: string | null
    action: string
    target_type: string | null
    target_id: string | null
    target_label: string | null
    details: Generated<unknown>
    ip: string | null
    user_agent: string | null
  }
  revoked_sessions: { token_hash: string; user_id: string; revoked_at: Generated<string> }
  known_devices: { user_id: string; user_agent: string; network: string; first_seen: Generated<string> }
}
