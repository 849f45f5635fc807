// One provider as the app describes it (sync/inputs/sso.ts) → the configuration better-auth's SSO
// plugin reads (its "ssoProvider" row or a `defaultSSO` entry), and the URLs to hand the
// identity provider. Kept in one place so the admin page and SSO_PROVIDERS behave alike.
import { parseRoleMap, type SsoProvider, type SsoRole } from '../../../sync/inputs/sso'

/** The claim (OIDC) or attribute (SAML) named by roleClaim reaches provisionUser under this key. */
export const ROLE_VALUES_FIELD = 'ssoRoleValues'

export interface ProviderSettings {
  providerId: string
  name: string
  domain: string
  roleClaim: string | null
  roleMap: Record<string, SsoRole>
  defaultRole: SsoRole
  passwordSignIn: boolean
}

const authBase = (appUrl: string) => `${appUrl}/api/auth`

export const callbackUrl = (appUrl: string, providerId: string, protocol: 'oidc' | 'saml') =>
  protocol === 'oidc' ? `${authBase(appUrl)}/sso/callback/${providerId}` : `${authBase(appUrl)}/sso/saml2/sp/acs/${providerId}`

/** The service provider's entity ID, also the audience assertions must be issued for. */
export const spEntityId = (appUrl: string, providerId: string) =>
  `${authBase(appUrl)}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`

/** PEM with headers, whatever the admin pasted (PEM, or the bare base64 many IdPs show). */
export function normalizeCertificate(text: string): string {
  if (text.includes('-----BEGIN')) return text.trim()
  const body = text.replace(/\s+/g, '')
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`
}

export interface PluginConfig {
  issuer: string
  oidcConfig?: Record<string, unknown>
  samlConfig?: Record<string, unknown>
}

/** `secret`/`certificate`: the stored ones when the admin left the field empty on an update. */
export function pluginConfig(p: SsoProvider, appUrl: string, kept: { clientSecret?: string; certificate?: string } = {}): PluginConfig {
  const extraFields = p.roleClaim ? { [ROLE_VALUES_FIELD]: p.roleClaim } : undefined
  if (p.protocol === 'oidc') {
    const issuer = p.issuer.replace(/\/+$/, '')
    return {
      issuer,
      oidcConfig: {
        issuer,
        clientId: p.clientId,
        clientSecret: p.clientSecret ?? kept.clientSecret,
        discoveryEndpoint: `${issuer}/.well-known/openid-configuration`,
        pkce: true,
        scopes: ['openid', 'email', 'profile'],
        mapping: { email: 'email', name: 'name', ...(extraFields ? { extraFields } : {}) },
      },
    }
  }
  const certificate = p.certificate ? normalizeCertificate(p.certificate) : kept.certificate
  return {
    issuer: p.issuer,
    samlConfig: {
      issuer: spEntityId(appUrl, p.providerId),
      entryPoint: p.entryPoint,
      cert: certificate,
      callbackUrl: '/',
      wantAssertionsSigned: true,
      idpMetadata: { entityID: p.issuer, cert: certificate },
      mapping: { email: 'email', name: 'displayName', firstName: 'givenName', lastName: 'surname', ...(extraFields ? { extraFields } : {}) },
    },
  }
}

export function settingsOf(p: SsoProvider): ProviderSettings {
  return {
    providerId: p.providerId,
    name: p.name,
    domain: p.domain,
    roleClaim: p.roleClaim ?? null,
    roleMap: parseRoleMap(p.roleMap),
    defaultRole: p.defaultRole,
    passwordSignIn: p.passwordSignIn,
  }
}

const RANK: Record<SsoRole, number> = { user: 0, admin: 1, administrator: 2 }

/**
 * The highest role any of the person's claim values maps to (groups arrive in no promised
 * order, so "first match" would flip between sign-ins); none mapped → the default role.
 */
export function mappedRole(settings: Pick<ProviderSettings, 'roleMap' | 'defaultRole'>, values: unknown): SsoRole {
  const list = Array.isArray(values) ? values : values == null ? [] : [values]
  const roles = list.map((value) => settings.roleMap[String(value)]).filter((role): role is SsoRole => !!role)
  if (!roles.length) return settings.defaultRole
  return roles.reduce((best, role) => (RANK[role] > RANK[best] ? role : best))
}
