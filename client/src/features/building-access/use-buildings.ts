// Buildings, codes (never values), grants and the reveal log, straight from the local tables
// that sync keeps current — a grant made by an admin shows up here without a reload.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'

export interface BuildingRow {
  id: string
  name: string
  address: string | null
  description: string | null
  active_codes: number
}

export interface CodeRow {
  id: string
  building_id: string
  code_type: string
  description: string | null
  /** 'YYYY-MM-DD' or null. */
  valid_until: string | null
  is_active: boolean
}

export interface AccessRow {
  id: string
  user_id: string
  user_name: string
  granted_at: Date
}

export interface RevealRow {
  id: string
  user_name: string
  code_type: string
  revealed_at: Date
}

export interface PersonRow {
  user_id: string
  name: string
}

const NAME = (a: string) => `coalesce(nullif(trim(${a}.full_name), ''), nullif(trim(${a}.name), ''), ${a}.email, 'Ukendt bruger')`

export function useBuildings(): BuildingRow[] | undefined {
  return useLiveQuery<BuildingRow>(
    `select b.id, b.name, b.address, b.description,
            (select count(*) from building_codes c where c.building_id = b.id and c.is_active)::int as active_codes
       from buildings b order by lower(b.name), b.id`,
    [],
  )?.rows
}

export function useBuildingCodes(buildingId: string): CodeRow[] | undefined {
  return useLiveQuery<CodeRow>(
    `select id, building_id, code_type, description, valid_until::text as valid_until, is_active
       from building_codes where building_id = $1 order by is_active desc, lower(code_type), id`,
    [buildingId],
  )?.rows
}

/** The buildings this user may reveal codes in (their own active grants; synced only to them). */
export function useMyGrantedBuildings(userId: string): ReadonlySet<string> {
  const rows = useLiveQuery<{ building_id: string }>(
    `select building_id from building_access where user_id = $1 and is_active`,
    [userId],
  )?.rows
  return useMemo(() => new Set((rows ?? []).map((r) => r.building_id)), [rows])
}

export function useBuildingAccess(buildingId: string): AccessRow[] | undefined {
  return useLiveQuery<AccessRow>(
    `select a.id, a.user_id, ${NAME('p')} as user_name, a.granted_at
       from building_access a left join profiles p on p.user_id = a.user_id
      where a.building_id = $1 and a.is_active order by lower(${NAME('p')}), a.id`,
    [buildingId],
  )?.rows
}

/** People who could be given access: everyone without an active grant to this building. */
export function useGrantablePeople(buildingId: string): PersonRow[] | undefined {
  return useLiveQuery<PersonRow>(
    `select p.user_id, ${NAME('p')} as name from profiles p
      where not exists (select 1 from building_access a where a.building_id = $1 and a.user_id = p.user_id and a.is_active)
      order by lower(${NAME('p')}), p.user_id`,
    [buildingId],
  )?.rows
}

export function useRevealLog(buildingId: string, limit = 20): RevealRow[] | undefined {
  return useLiveQuery<RevealRow>(
    `select r.id, coalesce(${NAME('p')}, r.user_name) as user_name, r.code_type, r.revealed_at
       from building_code_reveals r left join profiles p on p.user_id = r.user_id
      where r.building_id = $1 order by r.revealed_at desc, r.id limit $2`,
    [buildingId, limit],
  )?.rows
}
