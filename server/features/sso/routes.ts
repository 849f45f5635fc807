// /api/sso — single sign-on set-up. `GET /lookup?email=` is public: the sign-in page asks which
// provider (if any) a typed address belongs to, and gets its button name and nothing else.
// Everything under /providers is for administrators only (checked here, on the server); the
// answers never carry a client secret, and a certificate only as "set".
import { Hono } from 'hono'
import { ssoProviderInput, type SsoLookup, type SsoProviderDeleted, type SsoProviderList, type SsoProviderSaved } from '../../../sync/inputs/sso'
import { requireAdmin, requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import { limitBody, type FeatureDeps } from '../../http/feature-app'
import { readJsonObject } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { recordAuditEvent } from './audit-hook'
import { originOf } from '../audit/record'
import { createProvider, deleteProvider, listProviders, providerForEmail, updateProvider, type SsoStore } from './store'
import type { SsoProvider } from '../../../sync/inputs/sso'

export interface SsoRoutesDeps extends FeatureDeps {
  appUrl: string
  envProviders: readonly SsoProvider[]
}

export function createSsoRoutes(deps: SsoRoutesDeps): Hono<AppEnv> {
  const store: SsoStore = { db: deps.db.kysely, appUrl: deps.appUrl, envProviders: deps.envProviders }
  const app = new Hono<AppEnv>()

  app.get('/lookup', async (c) => {
    const email = (c.req.query('email') ?? '').slice(0, 320)
    const settings = email.includes('@') ? await providerForEmail(store, email) : null
    const answer: SsoLookup = {
      provider: settings ? { providerId: settings.providerId, name: settings.name, passwordSignIn: settings.passwordSignIn } : null,
    }
    return c.json(answer)
  })

  const admin = new Hono<AppEnv>()
  admin.use('*', requireViewer(deps.getViewer), requireAdmin)
  admin.use('*', limitBody(64 * 1024))

  admin.get('/', async (c) => c.json({ providers: await listProviders(store) } satisfies SsoProviderList))

  admin.post('/', async (c) => {
    const input = parseInput(ssoProviderInput, await readJsonObject(c))
    const provider = await createProvider(store, input, c.get('viewer').id)
    await recordAuditEvent(store.db, { action: 'sso.provider_created', actorId: c.get('viewer').id, origin: originOf(c), target: provider.providerId })
    return c.json({ provider } satisfies SsoProviderSaved, 201)
  })

  admin.put('/:providerId', async (c) => {
    const input = parseInput(ssoProviderInput, await readJsonObject(c))
    const provider = await updateProvider(store, c.req.param('providerId'), input)
    await recordAuditEvent(store.db, { action: 'sso.provider_updated', actorId: c.get('viewer').id, origin: originOf(c), target: provider.providerId })
    return c.json({ provider } satisfies SsoProviderSaved)
  })

  admin.delete('/:providerId', async (c) => {
    const providerId = c.req.param('providerId')
    await deleteProvider(store, providerId)
    await recordAuditEvent(store.db, { action: 'sso.provider_deleted', actorId: c.get('viewer').id, origin: originOf(c), target: providerId })
    return c.json({ ok: true } satisfies SsoProviderDeleted)
  })

  app.route('/providers', admin)
  return app
}
