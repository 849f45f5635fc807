// Inputs of /api/push: a browser's PushSubscription as PushSubscription.toJSON() gives it.
import { z } from 'zod'

/** Base64url, as the browser encodes the subscription's keys. */
const base64url = (what: string, max: number) =>
  z.string({ error: `Ugyldig ${what}` }).regex(/^[A-Za-z0-9_-]+={0,2}$/, `Ugyldig ${what}`).max(max, `Ugyldig ${what}`)

const endpoint = z
  .string({ error: 'Ugyldig adresse til push-tjenesten' })
  .max(1000, 'Adressen til push-tjenesten er for lang')
  .pipe(z.url({ protocol: /^https?$/, error: 'Ugyldig adresse til push-tjenesten' }))

export const pushSubscriptionInput = z.object({
  endpoint,
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes → 87 characters) and a 16-byte secret (22).
      p256dh: base64url('krypteringsnøgle', 100),
      auth: base64url('godkendelsesnøgle', 40),
    },
    { error: 'Abonnementet mangler sine nøgler' },
  ),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>

/** "Is this browser's subscription mine and on?": the browser's own endpoint, nobody else's. */
export const pushEndpointInput = z.object({ endpoint })

export const PUSH_TEXTS = {
  notFound: 'Enheden blev ikke fundet',
  badEndpoint: 'Adressen til push-tjenesten kan ikke bruges',
  noSession: 'Du skal være logget ind',
}

// The answers of /api/push, as the routes send them and push-device.ts reads them.

/** GET /api/push/public-key: the server's VAPID key, for PushManager.subscribe. */
export interface PushPublicKey {
  publicKey: string
}

/** A subscribed browser, without its endpoint and keys: a name and a date is all a person needs. */
export interface PushDevice {
  id: string
  device_label: string
  created_at: string
}

/** GET /api/push/subscriptions: the viewer's devices, newest first. */
export interface PushDevices {
  devices: PushDevice[]
}

/** POST /api/push/subscriptions. */
export interface PushSubscriptionSaved {
  id: string
}

/** POST /api/push/subscriptions/check: this browser's subscription, if it is the viewer's. */
export interface PushDeviceCheck {
  subscribed: boolean
  device: PushDevice | null
}

/** DELETE /api/push/subscriptions/:id. */
export interface PushDeviceRemoved {
  deleted: true
}
