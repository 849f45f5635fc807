// Kysely's view of the central schema (migrations/*.sql is the source of truth).
import type { Generated } from 'kysely'
import type { Event, Profile } from '../../sync/schema'

type WithDefaults<Row, K extends keyof Row> = { [P in keyof Row]: P extends K ? Generated<Row[P]> : Row[P] }

export interface UserTable {
  id: string
  name: string
  email: string
  emailVerified: Generated<boolean>
  image: string | null
  createdAt: Generated<string>
  updatedAt: Generated<string>
  role: Generated<string | null>
  banned: Generated<boolean | null>
  banReason: string | null
  banExpires: string | null
}

export interface SessionTable {
  id: string
  expiresAt: string
  token: string
  createdAt: Generated<string>
  updatedAt: Generated<string>
  ipAddress: string | null
  userAgent: string | null
  userId: string
  impersonatedBy: string | null
}

export interface DB {
  user: UserTable
  session: SessionTable
  profiles: WithDefaults<Profile, 'role' | 'certifications' | 'qr_code' | 'created_at'>
  events: WithDefaults<Event, 'id' | 'created_at'>
  sync_changes: {
    lsn: string
    op_position: number
    txid: string
    relation: string
    operation: 'insert' | 'update' | 'delete'
    new_row: unknown
    old_row: unknown
    committed_at: Generated<string>
  }
}
