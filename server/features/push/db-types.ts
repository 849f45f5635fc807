// Kysely's view of migrations/0120_push_subscriptions.sql, merged into DB.
import type { Generated } from 'kysely'

export interface PushTables {
  push_subscriptions: {
    id: Generated<string>
    user_id: string
    session_id: string
    endpoint: string
    p256dh: string
    auth: string
    device_label: string
    created_at: Generated<string>
  }
  push_outbox: { notification_id: string; queued_at: Generated<string> }
}
