// SCIM provisioning set-up on the "Single sign-on" admin page: a directory (Entra ID, Okta)
// with its own bearer token, and which of its groups give which role. Shared by the form and
// the API; the token itself is in the create answer only, once.
import { z } from 'zod'
import { parseRoleMap, type SsoRole } from './sso'

const ROLE_LINE = /^(.+?)\s*=\s*(user|admin|administrator)$/

export const SCIM_TEXTS = {
  nameRequired: 'Angiv et navn, fx "Entra ID" eller "Okta"',
  nameTooLong: 'Navnet er for langt',
  roleMapTooLong: 'Rolletildelingen er for lang',
  roleMapLine: 'Hver linje skal have formen "gruppenavn = user", "gruppenavn = admin" eller "gruppenavn = administrator"',
  notFound: 'Forbindelsen blev ikke fundet',
  revoked: 'Forbindelsen er tilbagekaldt og kan ikke ændres',
} as const

export const scimDirectoryInput = z.object({
  name: z.string({ error: SCIM_TEXTS.nameRequired }).trim().min(1, SCIM_TEXTS.nameRequired).max(80, SCIM_TEXTS.nameTooLong),
  /** "group display name = role" per line, like SSO's role map. */
  roleMap: z
    .string()
    .max(4000, SCIM_TEXTS.roleMapTooLong)
    .optional()
    .refine((v) => (v ?? '').split(/[\n;]/).map((l) => l.trim()).filter(Boolean).every((l) => ROLE_LINE.test(l)), SCIM_TEXTS.roleMapLine)
    .transform((v) => parseRoleMap(v)),
})
export type ScimDirectoryInput = z.input<typeof scimDirectoryInput>
export type ScimDirectory = z.output<typeof scimDirectoryInput>

/** What the admin API answers about a directory: never the token or its hash. */
export interface ScimDirectoryView {
  id: string
  name: string
  roleMap: Record<string, SsoRole>
  createdAt: string
  revokedAt: string | null
  /** People the directory provisioned or adopted (and has not deleted). */
  userCount: number
}

export interface ScimDirectoryList {
  directories: ScimDirectoryView[]
  /** The tenant URL to give the directory: https://<host>/api/scim/v2 */
  baseUrl: string
}
