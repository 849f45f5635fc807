// SCIM provisioning set-up on the "Single sign-on" admin page: a directory (Entra ID, Okta)
// with its own bearer token, which of its groups give which role, and which place people in
// which of the firm's departments. Shared by the form and
// the API; the token itself is in the create answer only, once.
import { z } from 'zod'
import { requiredText } from './fields'
import { parseRoleMap, type SsoRole } from './sso'

const ROLE_LINE = /^(.+?)\s*=\s*(user|admin|administrator)$/
const DEPARTMENT_LINE = /^(.+?)\s*=\s*(.+)$/

export const SCIM_TEXTS = {
  nameRequired: 'Angiv et navn, fx "Entra ID" eller "Okta"',
  nameTooLong: 'Navnet er for langt',
  roleMapTooLong: 'Rolletildelingen er for lang',
  roleMapLine: 'Hver linje skal have formen "gruppenavn = user", "gruppenavn = admin" eller "gruppenavn = administrator"',
  departmentMapTooLong: 'Afdelingstildelingen er for lang',
  departmentMapLine: 'Hver linje skal have formen "gruppenavn = afdeling"',
  unknownDepartment: (name: string) => `Afdelingen "${name}" findes ikke. Opret den først under Brugeradministration → Afdelinger`,
  notFound: 'Forbindelsen blev ikke fundet',
  revoked: 'Forbindelsen er tilbagekaldt og kan ikke ændres',
} as const

/** A group's department: names, not ids, so a department made again under the same name still matches. */
export interface DepartmentMapping {
  group: string
  department: string
}

const lines = (text: string | undefined) => (text ?? '').split(/[\n;]/).map((l) => l.trim()).filter(Boolean)

/** In the administrator's order; a group named twice keeps its first line. */
export function parseDepartmentMap(text: string | undefined): DepartmentMapping[] {
  const map: DepartmentMapping[] = []
  for (const line of lines(text)) {
    const m = DEPARTMENT_LINE.exec(line)
    if (!m) continue
    const group = m[1].trim()
    if (!map.some((e) => e.group.toLowerCase() === group.toLowerCase())) map.push({ group, department: m[2].trim() })
  }
  return map
}

export const departmentMapText = (map: readonly DepartmentMapping[]) => map.map((e) => `${e.group} = ${e.department}`).join('\n')

export const scimDirectoryInput = z.object({
  name: requiredText(SCIM_TEXTS.nameRequired, 80, SCIM_TEXTS.nameTooLong),
  /** "group display name = role" per line, like SSO's role map. */
  roleMap: z
    .string()
    .max(4000, SCIM_TEXTS.roleMapTooLong)
    .optional()
    .refine((v) => (v ?? '').split(/[\n;]/).map((l) => l.trim()).filter(Boolean).every((l) => ROLE_LINE.test(l)), SCIM_TEXTS.roleMapLine)
    .transform((v) => parseRoleMap(v)),
  /** "group display name = department name" per line; the first line naming one of a person's groups wins. */
  departmentMap: z
    .string()
    .max(4000, SCIM_TEXTS.departmentMapTooLong)
    .optional()
    .refine((v) => lines(v).every((l) => DEPARTMENT_LINE.test(l)), SCIM_TEXTS.departmentMapLine)
    .transform((v) => parseDepartmentMap(v)),
})
export type ScimDirectoryInput = z.input<typeof scimDirectoryInput>
export type ScimDirectory = z.output<typeof scimDirectoryInput>

/** What the admin API answers about a directory: never the token or its hash. */
export interface ScimDirectoryView {
  id: string
  name: string
  roleMap: Record<string, SsoRole>
  departmentMap: DepartmentMapping[]
  createdAt: string
  revokedAt: string | null
  /** People the directory provisioned or adopted (and has not deleted). */
  userCount: number
}

/** POST /api/scim/directories: the new directory and its token, shown this once and never again. */
export interface ScimDirectoryCreated {
  directory: ScimDirectoryView
  token: string
}

/** PUT /api/scim/directories/:id and POST /api/scim/directories/:id/revoke. */
export interface ScimDirectorySaved {
  directory: ScimDirectoryView
}

export interface ScimDirectoryList {
  directories: ScimDirectoryView[]
  /** The tenant URL to give the directory: https://<host>/api/scim/v2 */
  baseUrl: string
}
