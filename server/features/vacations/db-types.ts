// Kysely's view of migrations/0050_vacations.sql, merged into DB.
import type { Generated } from 'kysely'
import type { Vacation } from '../../../sync/schema/vacations'

type WithDefaults<Row, K extends keyof Row> = { [P in keyof Row]: P extends K ? Generated<Row[P]> : Row[P] }

export interface VacationTables {
  vacations: WithDefaults<Vacation, 'id' | 'status' | 'created_at' | 'updated_at'>
}
