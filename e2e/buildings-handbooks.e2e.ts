// Building access and handbooks, end to end in a real browser against the real server process
// (embedded mode): an admin's grant reaches the employee's open page without a reload, the
// reveal shows the code, copies it and lands in the admin's log, a revoke hides it again; a
// handbook PDF is uploaded with a progress bar, found by its page text, and downloaded.
import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { makeTestPdf } from '../server/features/documents/make-test-pdf'
import { recordPageErrors, signIn } from './support/browser'
import { useAppInBrowser } from './support/harness'
import { step } from './support/diagnostics'
import { ADMIN, EMPLOYEE } from './support/server'

const app = useAppInBrowser()

async function open(options: { width?: number; height?: number } = {}): Promise<{ page: Page; errors: string[]; ctx: BrowserContext }> {
  const ctx = await app.context(options)
  const page = await ctx.newPage()
  return { page, errors: recordPageErrors(page), ctx }
}

const unique = () => Date.now().toString(36)
/** The first render after sign-in waits for the initial sync, slow on a busy machine. */
const FIRST_LOAD = { timeout: 90_000 }
const LIVE = { timeout: 30_000 }
/** Writes wait for the server; on a loaded machine the first ones after sign-in are slow. */
const SAVED = { state: 'hidden' as const, timeout: 60_000 }
/** Desktop only (the indicator sits in the sidebar): the first full sync is done. */
const synced = (page: Page) => page.getByText('Synkroniseret', { exact: true }).first().waitFor(FIRST_LOAD)

describe('building access', { timeout: 300_000 }, () => {
  it("an admin's grant shows the reveal button on the employee's open page; reveal, copy, log, revoke", async () => {
    const u = unique()
    const buildingName = `E2E Lager ${u}`
    const codeValue = `E2E-4711-${u}`
    const { page: admin, errors: adminErrors } = await open()
    await signIn(admin, ADMIN.email, ADMIN.password)
    await admin.goto('/building-access')

    await step(admin, 'admin adds a building and a code', async () => {
      await admin.getByRole('heading', { name: 'Bygningsadgang' }).waitFor(FIRST_LOAD)
      await synced(admin)
      await admin.getByRole('button', { name: 'Tilføj bygning' }).click()
      const dialog = admin.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Gem' }).click()
      await dialog.getByText('Bygningens navn er påkrævet').waitFor()
      await dialog.getByLabel('Navn', { exact: true }).fill(buildingName)
      await dialog.getByLabel('Adresse', { exact: true }).fill('Industrivej 4, 2750 Ballerup')
      await dialog.getByRole('button', { name: 'Gem' }).click()
      await dialog.waitFor(SAVED)
      await admin.getByRole('heading', { name: buildingName }).waitFor(LIVE)
      await admin.getByRole('button', { name: 'Tilføj kode' }).click()
      await dialog.getByLabel('Kodetype', { exact: true }).fill('Hoveddør')
      await dialog.getByLabel('Kode', { exact: true }).fill(codeValue)
      await dialog.getByRole('button', { name: 'Gem' }).click()
      await dialog.waitFor(SAVED)
      await admin.getByLabel('Hoveddør: skjult kode').waitFor(LIVE)
    }, adminErrors)

    const { page: employee, errors: employeeErrors, ctx } = await open({ width: 360, height: 740 })
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url })
    await signIn(employee, EMPLOYEE.email, EMPLOYEE.password)
    await employee.goto('/building-access')
    await step(employee, 'employee opens the building without access', async () => {
      await employee.getByRole('button', { name: new RegExp(buildingName) }).click(FIRST_LOAD)
      await employee.getByText('Du har ikke adgang til koderne i denne bygning', { exact: false }).waitFor(LIVE)
      await employee.getByLabel('Hoveddør: skjult kode').waitFor()
      expect(await employee.getByRole('button', { name: 'Vis kode: Hoveddør' }).count()).toBe(0)
      expect(await employee.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await employee.evaluate(() => ((window as any).__e2eNoReload = true))
    }, employeeErrors)

    await step(admin, 'admin grants access to Mette Jensen', async () => {
      await admin.getByRole('button', { name: 'Giv adgang' }).click()
      await admin.getByText('Vælg en bruger', { exact: true }).last().waitFor()
      await admin.getByLabel('Bruger', { exact: true }).selectOption({ label: 'Mette Jensen' })
      await admin.getByRole('button', { name: 'Giv adgang' }).click()
      await admin.getByRole('button', { name: 'Tilbagekald adgang for Mette Jensen' }).waitFor(LIVE)
    }, adminErrors)

    await step(employee, 'the reveal button appears live; reveal and copy', async () => {
      const reveal = employee.getByRole('button', { name: 'Vis kode: Hoveddør' })
      await reveal.waitFor(LIVE)
      expect(await employee.evaluate(() => (window as any).__e2eNoReload)).toBe(true)
      expect(await employee.locator('body').innerText()).not.toContain(codeValue)
      await reveal.click()
      await employee.getByText(codeValue, { exact: true }).waitFor()
      await employee.getByRole('button', { name: 'Kopiér kode: Hoveddør' }).click()
      await employee.getByText('Kopieret!').waitFor()
      expect(await employee.evaluate(() => navigator.clipboard.readText())).toBe(codeValue)
      // The feedback lasts 2 seconds.
      await employee.getByText('Kopieret!').waitFor({ state: 'hidden', timeout: 5_000 })
    }, employeeErrors)

    await step(admin, 'the reveal appears in the admin log', async () => {
      await admin.getByRole('list', { name: 'Seneste visninger af koder' }).getByText('Mette Jensen').waitFor(LIVE)
    }, adminErrors)

    await step(admin, 'admin revokes; the employee loses the code live', async () => {
      await admin.getByRole('button', { name: 'Tilbagekald adgang for Mette Jensen' }).click()
      await admin.getByRole('dialog').getByRole('button', { name: 'Tilbagekald' }).click()
      await admin.getByRole('button', { name: 'Tilbagekald adgang for Mette Jensen' }).waitFor({ state: 'hidden', ...LIVE })
      await employee.getByText('Du har ikke adgang til koderne i denne bygning', { exact: false }).waitFor(LIVE)
      expect(await employee.getByText(codeValue, { exact: true }).count()).toBe(0)
    }, employeeErrors)
  })
})

describe('handbooks', { timeout: 300_000 }, () => {
  it('an admin creates a category, uploads a PDF with progress, finds it by page text and downloads it', async () => {
    const u = unique()
    const categoryName = `E2E Sikkerhed ${u}`
    const pdf = makeTestPdf(['Brug altid sikkerhedssko', 'Stilladser kontrolleres hver mandag'])
    const { page: admin, errors } = await open()
    await signIn(admin, ADMIN.email, ADMIN.password)
    await admin.goto('/handbooks')

    await step(admin, 'admin creates a category', async () => {
      await admin.getByRole('heading', { name: 'Håndbøger' }).waitFor(FIRST_LOAD)
      await synced(admin)
      await admin.getByRole('button', { name: 'Opret kategori' }).click()
      const dialog = admin.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Opret' }).click()
      await dialog.getByText('Angiv et kategorinavn').waitFor()
      await dialog.getByLabel('Navn', { exact: true }).fill(categoryName)
      await dialog.getByRole('button', { name: 'Opret' }).click()
      await dialog.waitFor(SAVED)
      await admin.getByRole('link', { name: new RegExp(categoryName) }).click(LIVE)
      await admin.getByRole('heading', { name: categoryName }).waitFor(LIVE)
    }, errors)

    await step(admin, 'admin uploads a PDF and sees the progress bar', async () => {
      // Hold the answer a moment so the progress bar can be seen.
      await admin.route('**/api/handbooks', async (route) => {
        await new Promise((r) => setTimeout(r, 1_000))
        await route.continue()
      })
      await admin.getByRole('button', { name: 'Upload fil' }).click()
      const dialog = admin.getByRole('dialog')
      await dialog.getByLabel('Fil', { exact: true }).setInputFiles({ name: 'Sikkerhedsmanual.pdf', mimeType: 'application/pdf', buffer: pdf })
      expect(await dialog.getByLabel('Navn', { exact: true }).inputValue()).toBe('Sikkerhedsmanual')
      await dialog.getByRole('button', { name: 'Upload' }).click()
      await dialog.getByRole('progressbar', { name: 'Upload-fremskridt' }).waitFor({ timeout: 5_000 })
      await dialog.waitFor(SAVED)
      await admin.unroute('**/api/handbooks')
      await admin.getByText('Sikkerhedsmanual', { exact: true }).waitFor(LIVE)
      // Without a search nothing claims a page match.
      expect(await admin.getByText(/Fundet på/).count()).toBe(0)
    }, errors)

    await step(admin, 'search finds the file by its page text, with the page', async () => {
      await admin.getByLabel('Søg i filer').fill('mandag')
      await admin.getByText('Fundet på side 2').waitFor(LIVE)
      await admin.getByLabel('Søg i filer').fill('ikke-i-filen')
      await admin.getByText('Ingen filer matcher søgningen').waitFor()
      await admin.getByLabel('Søg i filer').fill('')
    }, errors)

    await step(admin, 'the file downloads under its own name with its bytes', async () => {
      const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Hent Sikkerhedsmanual' }).click()])
      expect(download.suggestedFilename()).toBe('Sikkerhedsmanual.pdf')
      const saved = await download.path()
      expect((await readFile(saved!)).equals(pdf)).toBe(true)
    }, errors)

    const { page: employee, errors: employeeErrors } = await open()
    await signIn(employee, EMPLOYEE.email, EMPLOYEE.password)
    await employee.goto(`/handbooks/${encodeURIComponent(categoryName)}`)
    await step(employee, 'an employee sees the file but cannot delete it', async () => {
      await employee.getByText('Sikkerhedsmanual', { exact: true }).waitFor(FIRST_LOAD)
      expect(await employee.getByRole('button', { name: 'Slet Sikkerhedsmanual' }).count()).toBe(0)
      await employee.getByRole('link', { name: 'Tilbage' }).click()
      await employee.getByRole('heading', { name: 'Håndbøger' }).waitFor()
    }, employeeErrors)

    await step(admin, 'the category cannot be deleted while it has files; the file can, then the category', async () => {
      await admin.getByRole('link', { name: 'Tilbage' }).click()
      await admin.getByRole('button', { name: `Slet kategorien ${categoryName}` }).click()
      const dialog = admin.getByRole('dialog')
      await dialog.getByText('indeholder filer og kan ikke slettes', { exact: false }).waitFor()
      expect(await dialog.getByRole('button', { name: 'Slet' }).isDisabled()).toBe(true)
      await dialog.getByRole('button', { name: 'Annuller' }).click()
      await admin.getByRole('link', { name: new RegExp(categoryName) }).click()
      await admin.getByRole('button', { name: 'Slet Sikkerhedsmanual' }).click()
      await dialog.getByRole('button', { name: 'Slet' }).click()
      await admin.getByText('Ingen filer endnu').waitFor(LIVE)
      await admin.getByRole('link', { name: 'Tilbage' }).click()
      await admin.getByRole('button', { name: `Slet kategorien ${categoryName}` }).click()
      await dialog.getByRole('button', { name: 'Slet' }).click()
      await admin.getByRole('link', { name: new RegExp(categoryName) }).waitFor({ state: 'hidden', ...LIVE })
    }, errors)
  })
})
