// /api/push — Web Push for the signed-in person: the public key a browser subscribes with,
// and their own subscriptions (this browser's, checked by its endpoint; their devices).
// Pushes themselves are sent by sender.ts when a notification is made.
import { Hono } from 'hono'
import { PUSH_TEXTS, pushEndpointInput, pushSubscriptionInput, type PushDeviceCheck, type PushDeviceRemoved, type PushDevices, type PushPublicKey, type PushSubscriptionSaved } from '../../../sync/inputs/push'
import { sessionToken } from '../../auth/session-viewer'
import type { AppEnv } from '../../http/context'
import { signedInApp, type FeatureDeps } from '../../http/feature-app'
import { readJsonObject, unauthorized } from '../../http/errors'
import { idOr404, parseInput } from '../../http/validate'
import { deviceLabel } from './device-label'
import { deleteOwn, findOwnByEndpoint, listOwn, saveSubscription } from './store'
import type { VapidDetails } from './vapid'

export interface PushRoutesDeps extends FeatureDeps {
  /** The key pair, read or made once (vapid.ts); only its public half ever leaves the server. */
  vapid: () => Promise<VapidDetails>
  production: boolean
}

export function createPushRoutes({ db, getViewer, vapid, production }: PushRoutesDeps): Hono<AppEnv> {
  const app = signedInApp(getViewer, 4 * 1024)

  app.get('/public-key', async (c) => c.json({ publicKey: (await vapid()).publicKey } satisfies PushPublicKey))

  app.get('/subscriptions', async (c) => c.json({ devices: await listOwn(db.kysely, c.get('viewer')) } satisfies PushDevices))

  app.post('/subscriptions', async (c) => {
    const input = parseInput(pushSubscriptionInput, await readJsonObject(c))
    const token = sessionToken(c.req.header('cookie') ?? null)
    if (!token) throw unauthorized(PUSH_TEXTS.noSession)
    const saved = await saveSubscription(db.kysely, c.get('viewer'), {
      input,
      sessionToken: token,
      deviceLabel: deviceLabel(c.req.header('user-agent')),
      production,
    })
    return c.json(saved satisfies PushSubscriptionSaved, 201)
  })

  // A POST, not a GET with the endpoint in the query: it is a capability, kept out of logs.
  app.post('/subscriptions/check', async (c) => {
    const { endpoint } = parseInput(pushEndpointInput, await readJsonObject(c))
    const own = await findOwnByEndpoint(db.kysely, c.get('viewer'), endpoint)
    return c.json({ subscribed: own !== null, device: own } satisfies PushDeviceCheck)
  })

  app.delete('/subscriptions/:id', async (c) => {
    const id = idOr404(c.req.param('id'), PUSH_TEXTS.notFound)
    await deleteOwn(db.kysely, c.get('viewer'), id)
    return c.json({ deleted: true } satisfies PushDeviceRemoved)
  })

  return app
}
