// Vacation and projects live across browsers, against the real server process (embedded
// mode): an employee requests a vacation from the home-page widget, an admin approves it in
// one click, and the employee's open /vacation shows 'Godkendt' without a reload. Then a
// project update (and an image) added by one user moves the progress bar in another browser.
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { ADMIN, EMPLOYEE } from './support/server'

const EMPLOYEE_NAME = 'Mette Jensen'

// Each test's browsers stop syncing when it ends, so the next one starts on a quiet server.
const app = useAppInBrowser()

/**
 * Signed in on a phone-sized screen. The sync indicator lives in the sidebar, which such a
 * screen folds away, so the first sync is awaited at full width.
 */
async function openOnPhone(who: { email: string; password: string }, path: string) {
  const opened = await app.open(who)
  await opened.page.setViewportSize({ width: 360, height: 740 })
  await opened.page.goto(path)
  return opened
}

const markNoReload = (page: Page) => page.evaluate(() => ((window as any).__e2eNoReload = true))
const wasNotReloaded = (page: Page) => page.evaluate(() => (window as any).__e2eNoReload === true)
const isoIn = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

describe('vacation and projects, live', () => {
  it("an employee's vacation request, approved by an admin in one click, shows 'Godkendt' on the employee's open page", { timeout: 300_000 }, async () => {
    const employee = await app.open(EMPLOYEE, '/')
    const widget = employee.page.getByRole('region', { name: 'Ferieplan' })
    await step(
      employee.page,
      'employee requests a vacation from the home-page widget',
      async () => {
        await widget.getByRole('button', { name: 'Tilføj ferie' }).click()
        const dialog = employee.page.getByRole('dialog')
        await dialog.getByLabel('Startdato').fill(isoIn(30))
        await dialog.getByLabel('Slutdato').fill(isoIn(29))
        await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
        await dialog.getByText('Slutdatoen kan ikke være før startdatoen').waitFor()
        await dialog.getByLabel('Slutdato').fill(isoIn(41))
        await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
        await dialog.waitFor({ state: 'hidden', timeout: 20_000 })
        await widget.getByText('Afventer godkendelse').first().waitFor()
      },
      employee.errors,
    )
    await widget.getByRole('link', { name: 'Se alle ferier' }).click()
    const mine = employee.page.getByRole('list', { name: 'Kommende ferier' }).getByRole('listitem').filter({ hasText: EMPLOYEE_NAME })
    await step(employee.page, 'employee sees the request on /vacation', async () => {
      await employee.page.getByRole('heading', { name: 'Ferieplan' }).waitFor()
      await mine.getByText('Afventer godkendelse').waitFor()
    }, employee.errors)
    // Employees can request vacation from the full page too, not only from the home page's card.
    await employee.page.getByRole('button', { name: 'Anmod om ferie' }).waitFor()
    expect(await employee.page.getByRole('button', { name: 'Tilføj ferie' }).count()).toBe(0)
    await markNoReload(employee.page)

    const admin = await app.open(ADMIN, '/vacation')
    const pending = admin.page.getByTestId('vacation-pending-count')
    await step(
      admin.page,
      'admin approves in one click',
      async () => {
        await pending.getByText('1 ferie afventer godkendelse').waitFor({ timeout: 30_000 })
        await admin.page.getByRole('button', { name: new RegExp(`^Godkend ferie for ${EMPLOYEE_NAME}`) }).click()
        await pending.getByText('0 ferier afventer godkendelse').waitFor({ timeout: 30_000 })
      },
      admin.errors,
    )

    await step(employee.page, "'Godkendt' appears on the employee's open page", () => mine.getByText('Godkendt').waitFor({ timeout: 30_000 }), employee.errors)
    expect(await wasNotReloaded(employee.page)).toBe(true)
    expect(await mine.getByText('Afventer godkendelse').count()).toBe(0)
  })

  it('a project update moves the progress bar in another open browser, and an uploaded image appears there too', { timeout: 300_000 }, async () => {
    const admin = await app.open(ADMIN, '/projects')
    const name = `Skolebyggeri ${Date.now().toString(36)}`
    await step(
      admin.page,
      'admin creates a project and opens it',
      async () => {
        await admin.page.getByRole('button', { name: 'Nyt projekt' }).click()
        const dialog = admin.page.getByRole('dialog')
        await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
        await dialog.getByText('Projektnavn er påkrævet').waitFor()
        await dialog.getByLabel('Projektnavn').fill(name)
        await dialog.getByLabel('Status').selectOption({ label: 'I gang' })
        await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
        await dialog.waitFor({ state: 'hidden', timeout: 20_000 })
        await admin.page.getByRole('link', { name, exact: true }).click()
        await admin.page.getByRole('heading', { name: 'Fremskridt' }).waitFor()
      },
      admin.errors,
    )
    const projectPath = new URL(admin.page.url()).pathname

    // The employee watches on a phone-sized screen.
    const employee = await openOnPhone(EMPLOYEE, projectPath)
    const bar = employee.page.getByRole('progressbar', { name: 'Projektets fremskridt' })
    await step(employee.page, 'employee opens the project at 0%', async () => {
      await bar.waitFor()
      expect(await bar.getAttribute('aria-valuenow')).toBe('0')
    }, employee.errors)
    expect(await employee.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await employee.page.getByRole('button', { name: 'Tilføj opdatering' }).count()).toBe(0)
    await markNoReload(employee.page)

    await step(
      admin.page,
      'admin adds an update at 45%',
      async () => {
        await admin.page.getByRole('button', { name: 'Tilføj opdatering' }).click()
        const dialog = admin.page.getByRole('dialog')
        await dialog.getByLabel('Titel').fill('Fundament støbt')
        await dialog.getByLabel('Beskrivelse').fill('Støbningen gik efter planen.')
        const plus = dialog.getByRole('button', { name: 'Fremskridt plus 5' })
        for (let i = 0; i < 9; i++) await plus.click()
        expect(await dialog.getByLabel('Fremskridt (%)').inputValue()).toBe('45')
        await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
        await dialog.waitFor({ state: 'hidden', timeout: 20_000 })
      },
      admin.errors,
    )

    await step(employee.page, "the employee's progress bar moves to 45% without a reload", async () => {
      await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000, interval: 250 }).toBe('45')
      await employee.page.getByText('Fundament støbt').waitFor()
    }, employee.errors)

    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2563eb' } }).png().toBuffer()
    await step(
      admin.page,
      'admin uploads two images with one caption',
      async () => {
        await admin.page.getByRole('button', { name: 'Upload billeder' }).click()
        const dialog = admin.page.getByRole('dialog')
        await dialog.getByLabel('Billeder').setInputFiles([
          { name: 'facade.png', mimeType: 'image/png', buffer: png },
          { name: 'tag.png', mimeType: 'image/png', buffer: png },
        ])
        await dialog.getByLabel('Billedtekst').fill('Uge 12')
        await dialog.getByRole('button', { name: 'Upload 2 billeder' }).click()
        await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
      },
      admin.errors,
    )
    await step(employee.page, 'the thumbnails appear for the employee and open in a preview', async () => {
      const thumbs = employee.page.getByRole('button', { name: 'Vis billede: Uge 12' })
      await expect.poll(() => thumbs.count(), { timeout: 30_000, interval: 250 }).toBe(2)
      await expect.poll(() => thumbs.first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
      await thumbs.first().click()
      await employee.page.getByRole('dialog').getByText(/Uploadet af/).waitFor()
      expect(await employee.page.getByRole('button', { name: 'Slet billede' }).count()).toBe(0)
    }, employee.errors)
    expect(await wasNotReloaded(employee.page)).toBe(true)
  })
})
