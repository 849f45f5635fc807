import type { BuildingAccess, BuildingCode, BuildingCodeReveal } from '../schema/buildings'
import { admins, allOf, anyOf, flagged, ownedBy, signedIn, type Rule } from '../rules'
import type { ResourceRules } from './types'

/** Everyone sees the list of buildings; only admins add, edit and delete them. */
export const buildingRules: ResourceRules<unknown> = {
  read: signedIn,
  create: admins,
  update: admins,
  delete: admins,
}

/**
 * Code rows (type, description, validity; never the value): active ones for everyone, shown
 * as dots; inactive ones only for the admins who manage them.
 */
export const buildingCodeRules: ResourceRules<BuildingCode> = {
  read: anyOf(admins, flagged<BuildingCode>('is_active')),
  create: admins,
  update: admins,
  delete: admins,
}

/**
 * Active grants: admins see everyone's; a user sees only their own (which buildings they may
 * reveal codes in), never who else has access. Revoked rows leave the shape.
 */
export const buildingAccessRules = {
  read: allOf(flagged<BuildingAccess>('is_active'), anyOf(admins, ownedBy<BuildingAccess>('user_id'))),
  grant: admins as Rule<BuildingAccess>,
  revoke: admins as Rule<BuildingAccess>,
}

/** The reveal log is for admins only, and nobody changes it. */
export const buildingRevealRules = {
  read: admins as Rule<BuildingCodeReveal>,
}

/**
 * May this viewer reveal codes in this building? Admins always; others with an active grant.
 * (The server decides this with a query; the browser mirrors it from its synced grants.)
 */
export const canRevealIn = (viewerIsAdmin: boolean, activeGrantBuildingIds: ReadonlySet<string>, buildingId: string) =>
  viewerIsAdmin || activeGrantBuildingIds.has(buildingId)
