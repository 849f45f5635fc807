import type { Generated, JSONColumnType } from 'kysely'

/** migrations/0140_sso_providers.sql: better-auth SSO plugin columns plus the app's own. */
export interface SsoProviderTable {
  id: string
  providerId: string
  issuer: string
  domain: string
  domainVerified: Generated<boolean>
  /** JSON the plugin reads, client secret included: never leaves the server. */
  oidcConfig: string | null
  /** JSON the plugin reads, IdP certificate included. */
  samlConfig: string | null
  userId: string | null
  organizationId: string | null
  name: string
  roleClaim: string | null
  roleMap: JSONColumnType<Record<string, string>, string, string>
  defaultRole: Generated<string>
  passwordSignIn: Generated<boolean>
  createdAt: Generated<string>
  updatedAt: Generated<string>
}

export interface SsoTables {
  ssoProvider: SsoProviderTable
}
