// Kysely's view of the building tables (migrations/0060_buildings.sql), merged into DB.
import type { WithDefaults } from '../../db/with-defaults'
import type { Building, BuildingAccess, BuildingCode, BuildingCodeReveal } from '../../../sync/schema/buildings'

export interface BuildingTables {
  buildings: WithDefaults<Building, 'id' | 'created_at'>
  building_codes: WithDefaults<BuildingCode, 'id' | 'created_at' | 'is_active'>
  /** Server-only: never tracked, never synced. */
  building_code_values: { code_id: string; code_value: string }
  building_access: WithDefaults<BuildingAccess, 'id' | 'granted_at' | 'is_active' | 'revoked_at'>
  building_code_reveals: WithDefaults<BuildingCodeReveal, 'id' | 'action' | 'revealed_at'>
}
