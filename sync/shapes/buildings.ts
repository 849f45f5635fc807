import { buildingTables } from '../schema/buildings'
import { buildingAccessRules, buildingCodeRules, buildingRevealRules, buildingRules } from '../permissions/buildings'
import { allColumns, type ShapeDef } from './types'

// No shape here can carry a code value: the synced tables do not have one (values live in a
// server-only table), and the leak test fetches every shape to prove it.
export const buildingShapes = {
  buildings: {
    table: buildingTables.buildings,
    localTable: 'buildings',
    columns: allColumns(buildingTables.buildings),
    where: buildingRules.read,
  },
  building_codes: {
    table: buildingTables.building_codes,
    localTable: 'building_codes',
    columns: allColumns(buildingTables.building_codes),
    where: buildingCodeRules.read,
  },
  building_access: {
    table: buildingTables.building_access,
    localTable: 'building_access',
    columns: allColumns(buildingTables.building_access),
    where: buildingAccessRules.read,
  },
  building_code_reveals: {
    table: buildingTables.building_code_reveals,
    localTable: 'building_code_reveals',
    columns: allColumns(buildingTables.building_code_reveals),
    where: buildingRevealRules.read,
  },
} satisfies Record<string, ShapeDef>
