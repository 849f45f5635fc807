// Buildings, codes (never values), grants and the reveal log, straight from the local tables
// that sync keeps current — a grant made by an admin shows up here without a reload.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'
import {
  buildingAccessQuery,
  buildingCodesQuery,
  buildingsQuery,
  grantablePeopleQuery,
  myGrantsQuery,
  revealLogQuery,
} from './building-queries'

export type { AccessRow, BuildingRow, CodeRow } from './building-queries'

export const useBuildings = () => useLiveQuery(buildingsQuery())?.rows

export const useBuildingCodes = (buildingId: string) => useLiveQuery(buildingCodesQuery(buildingId))?.rows

/** The buildings this user may reveal codes in (their own active grants). */
export function useMyGrantedBuildings(userId: string): ReadonlySet<string> {
  const rows = useLiveQuery(myGrantsQuery(userId))?.rows
  return useMemo(() => new Set((rows ?? []).map((r) => r.building_id)), [rows])
}

export const useBuildingAccess = (buildingId: string) => useLiveQuery(buildingAccessQuery(buildingId))?.rows

/** People who could be given access: everyone without an active grant to this building. */
export const useGrantablePeople = (buildingId: string) => useLiveQuery(grantablePeopleQuery(buildingId))?.rows

export const useRevealLog = (buildingId: string, limit = 20) => useLiveQuery(revealLogQuery(buildingId, limit))?.rows
