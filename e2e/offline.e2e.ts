// Offline, end to end in real chromium against the real server process: the service worker
// opens the app with no network and the events come from the local database; an event made
// offline waits in the outbox, reaches the server exactly once when the network returns and
// shows in a second browser; signing out and in as someone else leaves no trace of the first.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, recordPageErrors, signIn, SIGN_IN_TITLE } from './support/browser'
import { ADMIN, EMPLOYEE, startServer, type RunningServer } from './support/server'
import { addEvent, eventsHeading } from './support/events'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'

let browser: Browser
let server: RunningServer
const contexts: BrowserContext[] = []

beforeAll(async () => {
  ;[browser, server] = await Promise.all([launchBrowser(), startServer()])
})
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

async function open(): Promise<Page> {
  const ctx = await newContext(browser, server.url)
  contexts.push(ctx)
  return ctx.newPage()
}

/** How many events with this title the server has, read through the real shape endpoint. */
async function serverCount(cookie: string, title: string): Promise<number> {
  const res = await fetch(`${server.url}/api/shapes/events?offset=-1`, { headers: { cookie } })
  expect(res.status).toBe(200)
  const messages = (await res.json()) as { value?: { title?: string } }[]
  return messages.filter((m) => m.value?.title === title).length
}

const SEEDED = 'Fredagsbar i kantinen'

describe('offline', () => {
  it('reads offline, queues a write, delivers it once, and signs out without a trace', async () => {
    const adminCookie = await signInApi(server.url, ADMIN.email, ADMIN.password)
    const page = await open()
    const errors = recordPageErrors(page)
    if (process.env.E2E_OFFLINE_DEBUG) page.on('console', (m) => console.log(`[page] ${m.type()} ${m.text()}`))
    await signIn(page, ADMIN.email, ADMIN.password)
    await page.goto('/events')
    await step(page, 'admin sees the synced events', () => page.getByText(SEEDED).waitFor({ timeout: 60_000 }), errors)
    await step(page, 'the service worker controls the page', () =>
      page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 }),
    )
    const adminId = await page.evaluate(() => JSON.parse(localStorage.getItem('intranet.last-user') ?? '{}').id)

    await page.context().setOffline(true)
    const reload = await page.reload()
    expect(reload?.fromServiceWorker()).toBe(true)
    await step(page, 'offline reload still shows the events', async () => {
      await eventsHeading(page).waitFor()
      await page.getByText(SEEDED).waitFor()
      await page.getByTestId('offline-banner').getByText('Du er offline').waitFor()
    }, errors)

    // Uploads cannot be queued: a file picker says so instead of opening.
    let choosers = 0
    page.on('filechooser', () => choosers++)
    await page.evaluate(() => {
      const input = Object.assign(document.createElement('input'), { type: 'file', id: 'e2e-file' })
      input.setAttribute('aria-label', 'Testfil')
      document.body.append(input)
    })
    await page.locator('#e2e-file').click()
    await page.getByText('Du er offline – filer kan ikke uploades nu').waitFor()
    expect(choosers).toBe(0)
    await page.evaluate(() => document.getElementById('e2e-file')?.remove())

    const title = `Offline arrangement ${Date.now().toString(36)}`
    await addEvent(page, { title, location: 'Skurvognen' })
    await step(page, 'the offline event shows as pending', async () => {
      await page.getByText(title).waitFor()
      await page.getByText('Venter på at blive sendt').waitFor()
      await page.getByTestId('pending-writes').getByText('1 ændring venter').waitFor()
    }, errors)
    expect(await serverCount(adminCookie, title)).toBe(0)

    await page.context().setOffline(false)
    await step(page, 'back online the outbox empties', () =>
      page.getByTestId('pending-writes').waitFor({ state: 'detached', timeout: 30_000 }),
    )
    await expect.poll(() => serverCount(adminCookie, title), { timeout: 20_000 }).toBe(1)

    const other = await open()
    await signIn(other, EMPLOYEE.email, EMPLOYEE.password)
    await other.goto('/events')
    await step(other, 'a second browser sees it once', () => other.getByText(title).waitFor())
    expect(await other.getByText(title).count()).toBe(1)
    await page.getByText('Venter på at blive sendt').waitFor({ state: 'detached' })
    expect(await page.getByText(title).count()).toBe(1)
    expect(await serverCount(adminCookie, title)).toBe(1)

    // Sign out, and in as someone else on the same browser.
    await page.getByRole('button', { name: /^Profilmenu for / }).first().click()
    await page.getByRole('menuitem', { name: 'Log ud' }).click()
    await page.getByText(SIGN_IN_TITLE).waitFor({ timeout: 30_000 })
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
    await page.goto('/events')
    await page.getByText(SEEDED).waitFor()
    const trace = await page.evaluate(async () => ({
      user: JSON.parse(localStorage.getItem('intranet.last-user') ?? '{}').id as string,
      databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
      caches: await caches.keys(),
    }))
    expect(trace.user).not.toBe(adminId)
    expect(trace.databases.some((name) => name.includes(adminId))).toBe(false)
    expect(trace.databases.some((name) => name.includes(trace.user))).toBe(true)
    expect(trace.caches).not.toContain('intranet-files')
  })
})
