// Statistics and instant search in a real browser against the real server (embedded mode):
// an admin sees /analytics figures that match the database; the sidebar search finds a seeded
// colleague and a new event (Danish stemming) from the local database, keyboard only.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordPageErrors, signIn } from './support/browser'
import { useAppInBrowser } from './support/harness'
import { ADMIN, EMPLOYEE } from './support/server'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'

const app = useAppInBrowser()
const FIRST_LOAD = { timeout: 90_000 }

async function open(): Promise<{ page: Page; errors: string[] }> {
  const ctx = await app.context()
  const page = await ctx.newPage()
  return { page, errors: recordPageErrors(page) }
}

async function api(cookie: string, method: string, path: string, json?: unknown) {
  const res = await fetch(`${app.server.url}${path}`, {
    method,
    headers: { cookie, origin: app.server.url, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: res.status, body: await res.json() }
}

describe('statistics and search', { timeout: 300_000 }, () => {
  it('an admin sees the statistics; an employee is refused by the API and the page', async () => {
    const adminCookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const stats = await api(adminCookie, 'GET', '/api/analytics')
    expect(stats.status).toBe(200)
    expect(stats.body.totals.users).toBeGreaterThan(1)
    const employeeCookie = await signInApi(app.server.url, EMPLOYEE.email, EMPLOYEE.password)
    expect((await api(employeeCookie, 'GET', '/api/analytics')).status).toBe(403)

    const { page, errors } = await open()
    await signIn(page, ADMIN.email, ADMIN.password)
    await page.goto('/analytics')
    await step(page, 'the count cards show the server figures', async () => {
      await page.getByRole('heading', { name: 'Statistik', level: 1 }).waitFor(FIRST_LOAD)
      const fmt = new Intl.NumberFormat('da-DK')
      for (const [label, value] of [
        ['Brugere', stats.body.totals.users],
        ['Opslag', stats.body.totals.posts],
        ['Arrangementer', stats.body.totals.events],
      ] as const) {
        await page.locator(`[data-stat="${label}"]`).first().filter({ hasText: fmt.format(value) }).waitFor()
      }
      expect(Number(await page.locator('[data-stat="Aktive i dag"]').textContent())).toBeGreaterThanOrEqual(1)
      await page.getByRole('heading', { name: 'Brugeraktivitet' }).waitFor()
      // The charts' code loads with the page (analytics-page.tsx): both are there, the first drawn.
      await page.getByRole('img', { name: 'Søjlediagram over indhold fordelt på type' }).locator('svg.recharts-surface').waitFor()
      await page.getByRole('heading', { name: 'Mest aktive brugere', level: 2 }).waitFor()
      await page.getByRole('rowheader', { name: /Mette/ }).first().waitFor()
    }, errors)

    const { page: other } = await open()
    await signIn(other, EMPLOYEE.email, EMPLOYEE.password)
    await other.goto('/analytics')
    await other.getByRole('heading', { name: 'Access denied' }).waitFor(FIRST_LOAD)
  })

  it('the sidebar search finds a colleague and an event; arrows and Enter open it', async () => {
    const adminCookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const title = `Rejsegilde på husene ${Date.now().toString(36)}`
    expect((await api(adminCookie, 'POST', '/api/events', { title, date: '2031-05-01T12:00', location: 'Egebjerg' })).status).toBe(201)

    const { page, errors } = await open()
    await signIn(page, ADMIN.email, ADMIN.password)
    const search = page.getByRole('combobox', { name: 'Søg' }).first()
    await step(page, 'a colleague is found by part of the name and opened with Enter', async () => {
      // The birthday widget reads the same local profiles table: the first sync has landed.
      await page.getByText('Mette Jensen').first().waitFor(FIRST_LOAD)
      await search.click()
      await search.pressSequentially('Mette Jen')
      const option = page.getByRole('option', { name: /Mette Jensen/ }).first()
      await option.waitFor(FIRST_LOAD)
      await page.getByRole('group', { name: 'Medarbejdere' }).waitFor()
      await search.press('Enter')
      await page.waitForURL(/\/profile\/[^/]+$/)
    }, errors)

    await step(page, 'an event is found by another form of its words (Danish stemming)', async () => {
      await search.click()
      await search.fill('')
      await search.pressSequentially('rejsegildet huset')
      const option = page.getByRole('option', { name: new RegExp(title) })
      await option.waitFor(FIRST_LOAD)
      await page.getByRole('group', { name: 'Arrangementer' }).waitFor()
      // Arrow keys move the selection; Enter opens the selected hit.
      for (let i = 0; i < 20 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await search.press('ArrowDown')
      expect(await option.getAttribute('aria-selected')).toBe('true')
      await search.press('Enter')
      await page.waitForURL(/\/events$/)
      await page.getByText(title).first().waitFor()
      expect(await search.inputValue()).toBe('')
    }, errors)

    await step(page, 'Escape clears the box and closes the list', async () => {
      await search.click()
      await search.pressSequentially('mette')
      await page.getByRole('option').first().waitFor()
      await search.press('Escape')
      expect(await search.inputValue()).toBe('')
      expect(await page.getByRole('option').count()).toBe(0)
    }, errors)
  })
})
