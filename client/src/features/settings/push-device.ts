// This browser and Web Push: whether it can, whether it is on (the browser's own subscription
// checked against the server by its endpoint), turning it on and off. Every call goes straight
// to the server, never through the outbox: a subscription is no use until the server has it.
import { apiRequest } from '@/lib/api'
import type {
  PushDevice,
  PushDeviceCheck,
  PushDeviceRemoved,
  PushDevices,
  PushPublicKey,
  PushSubscriptionSaved,
} from '../../../../sync/inputs/push'

export type { PushDevice }

export const PUSH_TEXTS = {
  unsupported: 'Denne browser kan ikke modtage push-notifikationer. Brug en nyere udgave af Chrome, Edge, Firefox eller Safari.',
  iosInstall:
    'På iPhone og iPad kan intranettet kun sende push-notifikationer, når det er føjet til hjemmeskærmen: tryk på Del og derefter »Føj til hjemmeskærm«, åbn intranettet derfra, og slå push til her.',
  denied:
    'Din browser har blokeret notifikationer fra intranettet. Tillad notifikationer for denne side i browserens indstillinger (ved adresselinjen eller under Indstillinger → Notifikationer), og prøv igen.',
  dismissed: 'Du gav ikke browseren lov til at vise notifikationer. Prøv igen, og vælg »Tillad«.',
  noWorker: 'Intranettet er ikke færdigt med at installere sig i browseren. Genindlæs siden, og prøv igen.',
  failed: 'Push kunne ikke slås til i denne browser. Prøv igen senere.',
}

export type PushSupport = 'supported' | 'unsupported' | 'ios-install'

export function pushSupport(): PushSupport {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  if (supported) return 'supported'
  // Safari on iOS offers push only to an app added to the home screen.
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  const standalone = (navigator as { standalone?: boolean }).standalone === true
  return ios && !standalone ? 'ios-install' : 'unsupported'
}

export const notificationsDenied = () => 'Notification' in window && Notification.permission === 'denied'

/** The service worker's registration, if it is there within a few seconds (never in `vite dev`). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(PUSH_TEXTS.noWorker)), 10_000))
  return Promise.race([ready, late])
}

async function browserSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null
  return (await registration()).pushManager.getSubscription()
}

/** This browser's subscription as the server knows it: null when off here (or someone else's). */
export async function thisDevice(): Promise<PushDevice | null> {
  const subscription = await browserSubscription()
  if (!subscription) return null
  const { device } = await apiRequest<PushDeviceCheck>('POST', '/api/push/subscriptions/check', { endpoint: subscription.endpoint }, { direct: true })
  return device
}

export const listDevices = () => apiRequest<PushDevices>('GET', '/api/push/subscriptions').then((r) => r.devices)

export const removeDevice = (id: string) => apiRequest<PushDeviceRemoved>('DELETE', `/api/push/subscriptions/${id}`, undefined, { direct: true })

const toBase64url = (key: ArrayBuffer | null) =>
  key ? btoa(String.fromCharCode(...new Uint8Array(key))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : ''

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

export async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') throw new Error(PUSH_TEXTS.denied)
  if (permission !== 'granted') throw new Error(PUSH_TEXTS.dismissed)
  const { publicKey } = await apiRequest<PushPublicKey>('GET', '/api/push/public-key')
  const { pushManager } = await registration()
  let subscription = await pushManager.getSubscription()
  // Made for another server key (the keys were replaced): the push service would refuse ours.
  if (subscription && toBase64url(subscription.options.applicationServerKey) !== publicKey) {
    await subscription.unsubscribe()
    subscription = null
  }
  try {
    subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64url(publicKey) })
  } catch (err) {
    throw new Error(notificationsDenied() ? PUSH_TEXTS.denied : PUSH_TEXTS.failed, { cause: err })
  }
  await apiRequest<PushSubscriptionSaved>('POST', '/api/push/subscriptions', subscription.toJSON(), { direct: true })
}

export async function turnOff(): Promise<void> {
  const device = await thisDevice()
  if (device) await removeDevice(device.id)
  await (await browserSubscription())?.unsubscribe()
}

/** At sign-out: the server drops this device's subscription with the session; the browser's goes too. */
export async function forgetPushSubscription(): Promise<void> {
  if (pushSupport() !== 'supported' || !navigator.serviceWorker.controller) return
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription()
  await subscription?.unsubscribe()
}
