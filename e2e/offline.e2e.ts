// Offline, end to end in real chromium against the real server process: the service worker
// opens the app with no network and the events and a meeting come from the local database; an
// event made and a task ticked offline wait in the outbox (the tick survives a reload, and
// signing out asks first), reach the server exactly once when the network returns, settle,
// and show in a second browser; signing out and in as someone else leaves no trace of the first.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordPageErrors, signIn, SIGN_IN_TITLE, waitForServiceWorkerControl } from './support/browser'
import { useAppInBrowser } from './support/harness'
import { ADMIN, EMPLOYEE } from './support/server'
import { addEvent, eventsHeading } from './support/events'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'
import { createMeetingWithTask, otherTasks } from './support/meetings'

const app = useAppInBrowser()
const open = async (): Promise<Page> => (await app.context()).newPage()

/** How many events with this title the server has, read through the real shape endpoint. */
async function serverCount(cookie: string, title: string): Promise<number> {
  const res = await fetch(`${app.server.url}/api/shapes/events?offset=-1`, { headers: { cookie } })
  expect(res.status).toBe(200)
  const messages = (await res.json()) as { value?: { title?: string } }[]
  return messages.filter((m) => m.value?.title === title).length
}

const SEEDED = 'Fredagsbar i kantinen'

async function waitChecked(page: Page, label: string, checked: boolean, timeout = 30_000) {
  await expect
    .poll(() => page.getByLabel(label, { exact: true }).isChecked().catch(() => null), { timeout, interval: 250 })
    .toBe(checked)
}

const isPending = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((box) => box.hasAttribute('data-pending'))

describe('offline', () => {
  it('reads offline, queues writes, delivers them once, and signs out without a trace', { timeout: 300_000 }, async () => {
    const adminCookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const page = await open()
    const errors = recordPageErrors(page)
    if (process.env.E2E_OFFLINE_DEBUG) page.on('console', (m) => console.log(`[page] ${m.type()} ${m.text()}`))
    await signIn(page, ADMIN.email, ADMIN.password)
    await page.goto('/events')
    await step(page, 'admin sees the synced events', () => page.getByText(SEEDED).waitFor({ timeout: 60_000 }), errors)
    await step(page, 'the service worker controls the page', () =>
      waitForServiceWorkerControl(page),
    )
    const adminId = await page.evaluate(() => JSON.parse(localStorage.getItem('intranet.last-user') ?? '{}').id)

    // Minutes with a task for the admin, read once online so the local copy has them.
    const suffix = Date.now().toString(36)
    const task = `Bestil stillads ${suffix}`
    const tick = `Afsluttet: ${task}`
    const { meetingId, taskId } = await createMeetingWithTask(app.server.url, adminCookie, {
      title: `Fredagsmøde ${suffix}`,
      task,
      responsibleId: adminId,
    })
    const meetingPath = `/meetings/${meetingId}`
    const tickPath = `/api/meetings/tasks/${taskId}`
    const serverStatus = async () => (await otherTasks(app.server.url, adminCookie)).find((t) => t.id === taskId)?.status
    const tickAnswers: number[] = []
    page.on('response', (res) => {
      if (res.request().method() === 'PATCH' && new URL(res.url()).pathname === tickPath) tickAnswers.push(res.status())
    })
    await page.goto(meetingPath)
    await step(page, 'the new minutes reach the local copy', () => page.getByText(task).waitFor({ timeout: 90_000 }), errors)
    await waitChecked(page, tick, false)
    await page.goto('/events')
    await page.getByText(SEEDED).waitFor()

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

    // A meeting from the local copy, and a tick that waits in the outbox and survives a reload.
    await page.goto(meetingPath)
    await step(page, 'offline the minutes open from the local copy', () => page.getByText(task).waitFor(), errors)
    await page.getByLabel(tick, { exact: true }).check()
    await step(page, 'the offline tick shows at once, as pending', async () => {
      await waitChecked(page, tick, true, 5_000)
      expect(await isPending(page, tick)).toBe(true)
      await page.getByTestId('pending-writes').getByText('2 ændringer venter').waitFor()
    }, errors)
    await page.reload()
    await step(page, 'the tick survives an offline reload', async () => {
      await page.getByText(task).waitFor()
      await waitChecked(page, tick, true, 10_000)
      expect(await isPending(page, tick)).toBe(true)
    }, errors)
    expect(await serverStatus()).toBe('Igangværende')

    // Signing out would delete the outbox: it asks first, and "Annuller" keeps everything.
    await page.getByRole('button', { name: /^Profilmenu for / }).first().click()
    await page.getByRole('menuitem', { name: 'Log ud' }).click()
    const warning = page.getByRole('alertdialog')
    await step(page, 'sign-out warns about the unsent writes', async () => {
      await warning.getByText('Der er ændringer, som ikke er sendt').waitFor()
      await warning
        .getByText('Du har 2 ændringer, der endnu ikke er sendt til serveren. Logger du ud nu, går de tabt.')
        .waitFor()
      await warning.getByRole('button', { name: 'Log ud alligevel' }).waitFor()
    }, errors)
    await warning.getByRole('button', { name: 'Annuller' }).click()
    await warning.waitFor({ state: 'detached' })
    await page.getByTestId('pending-writes').getByText('2 ændringer venter').waitFor()
    await waitChecked(page, tick, true, 5_000)

    await page.context().setOffline(false)
    await step(page, 'back online the outbox empties', () =>
      page.getByTestId('pending-writes').waitFor({ state: 'detached', timeout: 30_000 }),
    )
    await expect.poll(() => serverCount(adminCookie, title), { timeout: 20_000 }).toBe(1)
    await expect.poll(serverStatus, { timeout: 20_000 }).toBe('Afsluttet')
    await step(page, 'the tick settles when the synced row arrives, still ticked', async () => {
      await expect.poll(() => isPending(page, tick), { timeout: 30_000, interval: 250 }).toBe(false)
      expect(await page.getByLabel(tick, { exact: true }).isChecked()).toBe(true)
    }, errors)
    expect(tickAnswers).toEqual([200])
    await page.goto('/events')
    await page.getByText(SEEDED).waitFor()

    const other = await open()
    await signIn(other, EMPLOYEE.email, EMPLOYEE.password)
    await other.goto('/events')
    await step(other, 'a second browser sees it once', () => other.getByText(title).waitFor())
    expect(await other.getByText(title).count()).toBe(1)
    await other.goto(meetingPath)
    await step(other, 'a second browser sees the task ticked', async () => {
      await other.getByText(task).waitFor({ timeout: 90_000 })
      await waitChecked(other, tick, true)
    })
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
