// Kysely's view of migrations/0050_vacations.sql, merged into DB.
import type { WithDefaults } from '../../db/with-defaults'
import type { Vacation } from '../../../sync/schema/vacations'

export interface VacationTables {
  vacations: WithDefaults<Vacation, 'id' | 'status' | 'created_at' | 'updated_at'>
}
