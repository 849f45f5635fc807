// Web Push in chromium against the real server: with notifications allowed (Browser.grantPermissions)
// a push delivered to the app's service worker over DevTools (ServiceWorker.deliverPushMessage,
// as the push service would hand it to the browser) is shown as a notification with the
// notice's text; its click takes the open tab of the app to the notice's link. Refused
// notifications are explained in /settings, in Danish. (The server's side — encryption, VAPID,
// who gets what — is server/features/push/push.suite.ts, against a local push service.)
import { AxeBuilder } from '@axe-core/playwright'
import type { CDPSession, Page, Worker } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { waitForServiceWorkerControl } from './support/browser'
import { useAppInBrowser } from './support/harness'
import { allOnScreen, PHONE } from './support/layout'
import { EMPLOYEE } from './support/server'

const app = useAppInBrowser()

interface Shown {
  title: string
  body: string
  tag: string
  url: string | undefined
}

/** The app's service worker registration id, as DevTools names it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${origin}/` && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

async function appWorker(page: Page): Promise<Worker> {
  const find = () => page.context().serviceWorkers().find((w) => w.url().endsWith('/sw.js'))
  return find() ?? (await page.context().waitForEvent('serviceworker', { predicate: (w) => w.url().endsWith('/sw.js') }))
}

const shownBy = (sw: Worker) =>
  sw.evaluate(async () =>
    (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
    })),
  ) as Promise<Shown[]>

describe('web push in chromium', () => {
  it('a pushed notice is shown by the service worker and its click takes the open tab to the thing itself', async () => {
    const origin = app.server.url
    const { page, errors } = await app.open(EMPLOYEE, '/settings')
    await waitForServiceWorkerControl(page)
    const cdp = await page.context().newCDPSession(page)
    const { targetInfo } = await cdp.send('Target.getTargetInfo')
    const browserCdp = await app.browser.newBrowserCDPSession()
    await browserCdp.send('Browser.grantPermissions', { origin, permissions: ['notifications'], browserContextId: targetInfo.browserContextId })
    expect(await page.evaluate(() => Notification.permission)).toBe('granted')

    // Allowed, not yet subscribed: the settings offer to turn push on here.
    await page.reload()
    await expect.poll(() => page.getByText('Push er slået fra på denne enhed.').isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('button', { name: 'Slå push til' }).isVisible()).toBe(true)
    // On a phone, by keyboard and screen reader too: the card fits 360 px and passes axe (WCAG 2.2 AA).
    await page.setViewportSize(PHONE)
    await allOnScreen(page.locator('#push button, #push p'))
    const { violations } = await new AxeBuilder({ page }).include('#push').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    await page.getByRole('button', { name: 'Slå push til' }).focus()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Slå push til')

    const id = await registrationId(cdp, origin)
    const payload = { title: 'Din ferie er godkendt', body: '2. marts 2031', url: '/vacation#ferie-e2e', tag: 'notice-e2e' }
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) })

    const sw = await appWorker(page)
    await expect.poll(() => shownBy(sw)).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: `${origin}/vacation#ferie-e2e` }])

    // The click handler's work, run in the worker as a click would run it.
    await sw.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope & { openFromNotification(n: Notification): Promise<unknown> }
      const [notification] = await scope.registration.getNotifications()
      await scope.openFromNotification(notification)
    })
    await page.waitForURL(`${origin}/vacation#ferie-e2e`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/ferie/i)
    expect(await shownBy(sw)).toEqual([])
    expect(app.browser.contexts().flatMap((c) => c.pages()).filter((p) => p.url().startsWith(origin))).toHaveLength(1)

    // Notifications refused in the browser: /settings says why push cannot be turned on, and how to fix it.
    await browserCdp.send('Browser.setPermission', {
      origin,
      permission: { name: 'notifications' },
      setting: 'denied',
      browserContextId: targetInfo.browserContextId,
    })
    await page.goto('/settings')
    await expect.poll(() => page.getByText('Din browser har blokeret notifikationer fra intranettet.', { exact: false }).isVisible()).toBe(true)
    expect(errors).toEqual([])
  })
})
