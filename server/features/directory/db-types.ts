// Kysely's view of the people/directory tables added in migrations/0030_people_directory.sql.
import type { WithDefaults } from '../../db/with-defaults'
import type { Generated } from 'kysely'
import type { ContactRating } from '../../../sync/schema/directory'

export interface ContactCategoryTable {
  id: Generated<string>
  name: string
  description: string | null
  created_by: string | null
  created_at: Generated<string>
}

export interface PeopleTables {
  contact_ratings: WithDefaults<ContactRating, 'id' | 'created_at' | 'updated_at'>
  /** Counters of the public QR endpoint (never synced). */
  public_rate_limits: { key: string; window_start: string; count: number }
}
