// Building access. There is deliberately no code value here: values live in a
// server-only table that is never tracked or synced (migrations/0060_buildings.sql).
import { authored, c, entity, type RowOf } from './columns'

export const buildings = entity('buildings', {
  name: c.text(),
  address: c.text().orNull(),
  description: c.text().orNull(),
  ...authored,
})
export type Building = RowOf<typeof buildings>

export const buildingCodes = entity('building_codes', {
  building_id: c.uuid(),
  code_type: c.text(),
  description: c.text().orNull(),
  /** 'YYYY-MM-DD' or null: no end date. */
  valid_until: c.date().orNull(),
  is_active: c.bool(),
  created_at: c.timestamptz(),
})
export type BuildingCode = RowOf<typeof buildingCodes>

export const buildingAccess = entity('building_access', {
  building_id: c.uuid(),
  user_id: c.text(),
  granted_by: c.text().orNull(),
  granted_at: c.timestamptz(),
  is_active: c.bool(),
  revoked_at: c.timestamptz().orNull(),
})
export type BuildingAccess = RowOf<typeof buildingAccess>

/** The append-only reveal log: who saw which code type, when. Never the value. */
export const buildingCodeReveals = entity('building_code_reveals', {
  building_id: c.uuid(),
  building_name: c.text(),
  code_id: c.uuid(),
  code_type: c.text(),
  user_id: c.text(),
  user_name: c.text().orNull(),
  action: c.text(),
  revealed_at: c.timestamptz(),
})
export type BuildingCodeReveal = RowOf<typeof buildingCodeReveals>

export const buildingTables = {
  buildings,
  building_codes: buildingCodes,
  building_access: buildingAccess,
  building_code_reveals: buildingCodeReveals,
} as const
