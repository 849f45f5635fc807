// The SSO providers: those an administrator set up (table "ssoProvider") and those from
// SSO_PROVIDERS (read-only in the app). Nothing here returns a client secret; the admin view
// says only whether one is set.
import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { SsoProvider, SsoProviderView, SsoRole } from '../../../sync/inputs/sso'
import type { DB } from '../../db/types'
import type { SsoProviderTable } from './db-types'
import { badRequest, conflict, notFound } from '../../http/errors'
import { callbackUrl, pluginConfig, settingsOf, spEntityId, type ProviderSettings } from './provider-config'

export const PROVIDER_NOT_FOUND = 'Udbyderen blev ikke fundet'
export const DOMAIN_TAKEN = 'Der er allerede en udbyder for dette e-maildomæne'
export const ID_TAKEN = 'Der er allerede en udbyder med dette id'
export const FROM_ENVIRONMENT = 'Udbyderen er sat op med miljøvariablen SSO_PROVIDERS og kan ikke ændres her'

export interface SsoStore {
  db: Kysely<DB>
  appUrl: string
  /** Parsed SSO_PROVIDERS. */
  envProviders: readonly SsoProvider[]
}

type Row = Selectable<SsoProviderTable>

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stored JSON, read field by field into the typed view
const parse = (json: string | null): Record<string, any> | null => (json ? JSON.parse(json) : null)

function viewOfRow(row: Row, appUrl: string): SsoProviderView {
  const oidc = parse(row.oidcConfig)
  const saml = parse(row.samlConfig)
  const protocol = oidc ? 'oidc' : 'saml'
  return {
    providerId: row.providerId,
    name: row.name,
    protocol,
    domain: row.domain,
    issuer: row.issuer,
    clientId: oidc?.clientId ?? null,
    clientSecretSet: !!oidc?.clientSecret,
    entryPoint: saml?.entryPoint ?? null,
    certificateSet: !!saml?.cert,
    roleClaim: row.roleClaim,
    roleMap: row.roleMap as Record<string, SsoRole>,
    defaultRole: row.defaultRole as SsoRole,
    passwordSignIn: row.passwordSignIn,
    fromEnvironment: false,
    callbackUrl: callbackUrl(appUrl, row.providerId, protocol),
    metadataUrl: protocol === 'saml' ? spEntityId(appUrl, row.providerId) : null,
  }
}

function viewOfEnv(p: SsoProvider, appUrl: string): SsoProviderView {
  const s = settingsOf(p)
  return {
    providerId: p.providerId,
    name: p.name,
    protocol: p.protocol,
    domain: p.domain,
    issuer: p.issuer,
    clientId: p.clientId ?? null,
    clientSecretSet: !!p.clientSecret,
    entryPoint: p.entryPoint ?? null,
    certificateSet: !!p.certificate,
    roleClaim: s.roleClaim,
    roleMap: s.roleMap,
    defaultRole: s.defaultRole,
    passwordSignIn: s.passwordSignIn,
    fromEnvironment: true,
    callbackUrl: callbackUrl(appUrl, p.providerId, p.protocol),
    metadataUrl: p.protocol === 'saml' ? spEntityId(appUrl, p.providerId) : null,
  }
}

function settingsOfRow(row: Pick<Row, 'providerId' | 'name' | 'domain' | 'roleClaim' | 'roleMap' | 'defaultRole' | 'passwordSignIn'>): ProviderSettings {
  return {
    providerId: row.providerId,
    name: row.name,
    domain: row.domain,
    roleClaim: row.roleClaim,
    roleMap: row.roleMap as Record<string, SsoRole>,
    defaultRole: row.defaultRole as SsoRole,
    passwordSignIn: row.passwordSignIn,
  }
}

const settingsColumns = ['providerId', 'name', 'domain', 'roleClaim', 'roleMap', 'defaultRole', 'passwordSignIn'] as const

export async function listProviders(store: SsoStore): Promise<SsoProviderView[]> {
  const rows = await store.db.selectFrom('ssoProvider').selectAll().orderBy('name').execute()
  return [...store.envProviders.map((p) => viewOfEnv(p, store.appUrl)), ...rows.map((r) => viewOfRow(r, store.appUrl))]
}

export async function providerForEmail(store: SsoStore, email: string): Promise<ProviderSettings | null> {
  const domain = email.trim().toLowerCase().split('@')[1]
  if (!domain) return null
  const fromEnv = store.envProviders.find((p) => p.domain === domain)
  if (fromEnv) return settingsOf(fromEnv)
  const row = await store.db.selectFrom('ssoProvider').select(settingsColumns).where('domain', '=', domain).executeTakeFirst()
  return row ? settingsOfRow(row) : null
}

export async function providerSettings(store: SsoStore, providerId: string): Promise<ProviderSettings | null> {
  const fromEnv = store.envProviders.find((p) => p.providerId === providerId)
  if (fromEnv) return settingsOf(fromEnv)
  const row = await store.db.selectFrom('ssoProvider').select(settingsColumns).where('providerId', '=', providerId).executeTakeFirst()
  return row ? settingsOfRow(row) : null
}

/** Origins the server fetches from during sign-in (discovery, token, keys); better-auth refuses others. */
export async function providerOrigins(store: SsoStore): Promise<string[]> {
  const rows = await store.db.selectFrom('ssoProvider').select(['issuer', 'oidcConfig']).where('oidcConfig', 'is not', null).execute()
  const issuers = [...rows.map((r) => r.issuer), ...store.envProviders.filter((p) => p.protocol === 'oidc').map((p) => p.issuer)]
  return issuers.flatMap((issuer) => (URL.canParse(issuer) ? [new URL(issuer).origin] : []))
}

async function assertFree(store: SsoStore, p: SsoProvider, except?: string) {
  const clash = (field: 'providerId' | 'domain', value: string) =>
    store.envProviders.some((e) => e[field] === value && e.providerId !== except)
  if (clash('providerId', p.providerId)) throw conflict(ID_TAKEN)
  if (clash('domain', p.domain)) throw conflict(DOMAIN_TAKEN)
  const rows = await store.db
    .selectFrom('ssoProvider')
    .select(['providerId', 'domain'])
    .where((eb) => eb.or([eb('providerId', '=', p.providerId), eb('domain', '=', p.domain)]))
    .execute()
  for (const row of rows.filter((r) => r.providerId !== except)) throw conflict(row.providerId === p.providerId ? ID_TAKEN : DOMAIN_TAKEN)
}

const columnsOf = (p: SsoProvider, appUrl: string, kept?: { clientSecret?: string; certificate?: string }) => {
  const config = pluginConfig(p, appUrl, kept)
  return {
    providerId: p.providerId,
    issuer: config.issuer,
    domain: p.domain,
    // The administrator vouches for the domain; the plugin then links existing accounts of it.
    domainVerified: true,
    oidcConfig: config.oidcConfig ? JSON.stringify(config.oidcConfig) : null,
    samlConfig: config.samlConfig ? JSON.stringify(config.samlConfig) : null,
    name: p.name,
    roleClaim: p.roleClaim ?? null,
    roleMap: JSON.stringify(settingsOf(p).roleMap),
    defaultRole: p.defaultRole,
    passwordSignIn: p.passwordSignIn,
  }
}

export const SECRET_REQUIRED = 'Angiv klienthemmeligheden'
export const CERTIFICATE_REQUIRED = 'Angiv identitetsudbyderens certifikat'

export async function createProvider(store: SsoStore, p: SsoProvider, userId: string): Promise<SsoProviderView> {
  if (p.protocol === 'oidc' && !p.clientSecret) throw badRequest(SECRET_REQUIRED)
  if (p.protocol === 'saml' && !p.certificate) throw badRequest(CERTIFICATE_REQUIRED)
  await assertFree(store, p)
  const row = await store.db
    .insertInto('ssoProvider')
    .values({ id: randomUUID(), userId, ...columnsOf(p, store.appUrl) })
    .returningAll()
    .executeTakeFirstOrThrow()
  return viewOfRow(row, store.appUrl)
}

export async function updateProvider(store: SsoStore, providerId: string, p: SsoProvider): Promise<SsoProviderView> {
  if (store.envProviders.some((e) => e.providerId === providerId)) throw conflict(FROM_ENVIRONMENT)
  const current = await store.db.selectFrom('ssoProvider').selectAll().where('providerId', '=', providerId).executeTakeFirst()
  if (!current) throw notFound(PROVIDER_NOT_FOUND)
  const stored = { oidc: parse(current.oidcConfig), saml: parse(current.samlConfig) }
  const sameProtocol = (p.protocol === 'oidc') === !!stored.oidc
  const kept = sameProtocol ? { clientSecret: stored.oidc?.clientSecret, certificate: stored.saml?.cert } : {}
  if (p.protocol === 'oidc' && !p.clientSecret && !kept.clientSecret) throw badRequest(SECRET_REQUIRED)
  if (p.protocol === 'saml' && !p.certificate && !kept.certificate) throw badRequest(CERTIFICATE_REQUIRED)
  await assertFree(store, p, providerId)
  const row = await store.db
    .updateTable('ssoProvider')
    .set({ ...columnsOf(p, store.appUrl, kept), updatedAt: new Date().toISOString() })
    .where('providerId', '=', providerId)
    .returningAll()
    .executeTakeFirstOrThrow()
  return viewOfRow(row, store.appUrl)
}

export async function deleteProvider(store: SsoStore, providerId: string): Promise<void> {
  if (store.envProviders.some((e) => e.providerId === providerId)) throw conflict(FROM_ENVIRONMENT)
  const deleted = await store.db.deleteFrom('ssoProvider').where('providerId', '=', providerId).executeTakeFirst()
  if (!deleted.numDeletedRows) throw notFound(PROVIDER_NOT_FOUND)
}
