// Kysely's view of the central schema (migrations/*.sql is the source of truth).
import type { WithDefaults } from './with-defaults'
import type { Generated } from 'kysely'
import type { Event, Profile } from '../../sync/schema'
import type { MeetingTables } from '../features/meetings/db-types'
import type { VacationTables } from '../features/vacations/db-types'
import type { ProjectTables } from '../features/projects/db-types'
import type { NewsPostTables } from '../features/posts/db-types'
import type { BuildingTables } from '../features/buildings/db-types'
import type { HandbookTables } from '../features/handbooks/db-types'
import type { ContactCategoryTable, PeopleTables } from '../features/directory/db-types'
import type { TranscriptionTables } from '../features/transcriptions/db-types'
import type { NotificationTables } from '../features/notifications/db-types'
import type { PushTables } from '../features/push/db-types'
import type { AuditTables } from '../features/audit/db-types'
import type { SsoTables } from '../features/sso/db-types'
import type { ScimTables } from '../features/scim/db-types'

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
  username: string | null
  displayUsername: string | null
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

export interface AccountTable {
  id: string
  accountId: string
  providerId: string
  userId: string
  accessToken: string | null
  refreshToken: string | null
  idToken: string | null
  accessTokenExpiresAt: string | null
  refreshTokenExpiresAt: string | null
  scope: string | null
  password: string | null
  createdAt: Generated<string>
  updatedAt: Generated<string>
}

export interface VerificationTable {
  id: string
  identifier: string
  value: string
  expiresAt: string
  createdAt: Generated<string>
  updatedAt: Generated<string>
}

export interface RateLimitTable {
  id: string
  key: string
  count: number
  lastRequest: string
}

export interface ContactTable {
  id: Generated<string>
  full_name: string
  email: string | null
  phone: string | null
  role: string | null
  company: string | null
  company_url: string | null
  address: string | null
  city: string | null
  postal_code: string | null
  country: string | null
  notes: string | null
  color: Generated<string | null>
  category: string | null
  created_by: string | null
  created_at: Generated<string>
}

export interface DB extends MeetingTables, VacationTables, ProjectTables, NewsPostTables, BuildingTables, HandbookTables, PeopleTables, TranscriptionTables, NotificationTables, PushTables, AuditTables, SsoTables, ScimTables {
  user: UserTable
  session: SessionTable
  account: AccountTable
  verification: VerificationTable
  rateLimit: RateLimitTable
  /** Server-generated values shared by all replicas (auth secret, one-time claims). */
  app_secrets: { name: string; value: string; created_at: Generated<string> }
  contacts: ContactTable
  contact_categories: ContactCategoryTable
  profiles: WithDefaults<Profile, 'role' | 'certifications' | 'qr_code' | 'created_at' | 'birthday_day'>
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
