// Single sign-on through better-auth's SSO plugin (@better-auth/sso): OIDC and SAML 2.0, the
// protocol work (state + PKCE, ID-token and XML-signature checks, audience, timestamps, replay,
// InResponseTo) is the plugin's. The app adds what an intranet needs on top: providers from the
// admin page or SSO_PROVIDERS, the role a claim maps to on first sign-in, and a profile like
// every colleague's (the "user" insert trigger makes it; the short name is filled here).
import { sso } from '@better-auth/sso'
import type { SsoProvider } from '../../sync/inputs/sso'
import type { Database } from '../db/connect'
import { mappedRole, pluginConfig, ROLE_VALUES_FIELD } from '../features/sso/provider-config'
import { providerSettings, type SsoStore } from '../features/sso/store'
import { recordAuditEvent } from '../features/sso/audit-hook'

/**
 * The ID token's claims. The plugin has verified it (signature, issuer, audience) before this
 * runs, and reads names from the userinfo answer when the provider has one — but Entra ID puts
 * `groups` and `roles` in the ID token only, so the role claim is looked for in both.
 */
function idTokenClaims(idToken: string | undefined): Record<string, unknown> {
  try {
    return idToken ? JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')) : {}
  } catch {
    return {}
  }
}

export interface SsoPluginOptions {
  db: Database
  appUrl: string
  envProviders: readonly SsoProvider[]
  log: (line: string) => void
}

export function createSsoPlugin({ db, appUrl, envProviders, log }: SsoPluginOptions) {
  const store: SsoStore = { db: db.kysely, appUrl, envProviders }
  return sso({
    defaultSSO: envProviders.map((p) => ({ providerId: p.providerId, domain: p.domain, ...pluginConfig(p, appUrl) })) as never,
    // The administrator vouches for each domain; with this on, the plugin links a person's
    // existing (password) account of that domain instead of refusing a second one.
    domainVerification: { enabled: true },
    // Nobody registers providers through the plugin's own endpoints (routes.ts closes them).
    providersLimit: 0,
    saml: { enableInResponseToValidation: true, allowIdpInitiated: false, requireTimestamps: true },
    async provisionUser({ user, userInfo, token, provider }) {
      const settings = await providerSettings(store, provider.providerId)
      const values = [userInfo[ROLE_VALUES_FIELD], settings?.roleClaim ? idTokenClaims(token?.idToken)[settings.roleClaim] : undefined].flat()
      const role = settings ? mappedRole(settings, values.filter((v) => v != null)) : 'user'
      await db.kysely.transaction().execute(async (trx) => {
        await trx.updateTable('user').set({ role }).where('id', '=', user.id).execute()
        const shortName = String(user.name ?? '').trim().split(/\s+/)[0] || null
        await trx.updateTable('profiles').set({ name: shortName }).where('user_id', '=', user.id).where('name', 'is', null).execute()
        await recordAuditEvent(trx, { action: 'sso.user_provisioned', actorId: user.id, target: user.id, details: { providerId: provider.providerId, role } })
      })
      log(`[sso] ${user.email} signed in for the first time through ${provider.providerId} and got the role ${role}`)
    },
  })
}
