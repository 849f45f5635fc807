// People, end to end in a real browser against the real server process (embedded mode):
// user administration, the own profile updating the sidebar live, a demotion reaching an
// open admin page without a reload, the public QR page signed out, and the partner directory.
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { recordPageErrors, signIn } from './support/browser'
import { useAppInBrowser } from './support/harness'
import { ADMIN, EMPLOYEE } from './support/server'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'

const app = useAppInBrowser()

async function open(options: { width?: number } = {}): Promise<{ page: Page; errors: string[] }> {
  const ctx = await app.context(options)
  const page = await ctx.newPage()
  return { page, errors: recordPageErrors(page) }
}

const unique = () => Date.now().toString(36)
/** The first render after sign-in waits for the initial sync, slow on a busy machine. */
const FIRST_LOAD = { timeout: 90_000 }
const markNoReload = (page: Page) => page.evaluate(() => ((window as any).__e2eNoReload = true))
const notReloaded = (page: Page) => page.evaluate(() => (window as any).__e2eNoReload === true)

async function apiPost(cookie: string, path: string, json: unknown, method = 'POST') {
  const res = await fetch(`${app.server.url}${path}`, {
    method,
    headers: { cookie, origin: app.server.url, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  return { status: res.status, body: await res.json() }
}

describe('people', { timeout: 300_000 }, () => {
  it('an admin creates a user in /users; the new user signs in and sees the intranet', async () => {
    const { page: admin, errors } = await open()
    await signIn(admin, ADMIN.email, ADMIN.password)
    await admin.goto('/users')
    const email = `ny.${unique()}@demo.dk`
    await step(admin, 'admin creates a user', async () => {
      await admin.getByRole('heading', { name: 'Brugeradministration' }).waitFor()
      await admin.getByRole('button', { name: 'Opret bruger' }).click()
      const dialog = admin.getByRole('dialog')
      await dialog.getByLabel('E-mail', { exact: true }).fill(email)
      await dialog.getByLabel('Adgangskode', { exact: true }).fill('12345')
      await dialog.getByLabel('Navn', { exact: true }).fill('Nikolaj')
      await dialog.getByLabel('Fulde navn', { exact: true }).fill('Nikolaj Ny Nielsen')
      await dialog.getByRole('button', { name: 'Opret bruger' }).click()
      await dialog.getByText('Adgangskoden skal mindst bestå af 6 tegn').waitFor()
      await dialog.getByLabel('Adgangskode', { exact: true }).fill('byggeplads7')
      await dialog.getByRole('button', { name: 'Opret bruger' }).click()
      await dialog.waitFor({ state: 'hidden', timeout: 20_000 })
      await admin.getByText(`Brugeren er oprettet. E-mail: ${email}`).waitFor()
      await admin.locator(`tr[data-user-email="${email}"]`).getByText('Nikolaj Ny Nielsen').waitFor(FIRST_LOAD)
    }, errors)

    const { page: newcomer, errors: newErrors } = await open()
    await step(newcomer, 'the new user signs in and sees the intranet', async () => {
      await signIn(newcomer, email, 'byggeplads7')
      await newcomer.getByRole('link', { name: 'Forside' }).first().waitFor()
      await newcomer.getByRole('button', { name: 'Profilmenu for Nikolaj Ny Nielsen' }).first().waitFor(FIRST_LOAD)
      await newcomer.goto('/users')
      await newcomer.getByText('Access denied').waitFor()
    }, newErrors)
  })

  it('an employee edits their own profile and photo; profile menu and birthday widget update live, here and for others', async () => {
    const { page: admin } = await open()
    await signIn(admin, ADMIN.email, ADMIN.password)
    await admin.goto('/events')
    await markNoReload(admin)

    const { page, errors } = await open()
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
    await page.goto('/profile')
    const newName = `Mette Redigeret ${unique()}`
    // "In two days" as the page counts it: the browser's calendar (Europe/Copenhagen), not the test
    // process's, which differ for an hour or two around midnight.
    const birthday = await page.evaluate(() => {
      const now = new Date()
      const inTwoDays = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2)
      return `1986-${String(inTwoDays.getMonth() + 1).padStart(2, '0')}-${String(inTwoDays.getDate()).padStart(2, '0')}`
    })
    await step(page, 'edit and save the profile', async () => {
      await page.getByRole('button', { name: 'Edit Profile' }).click(FIRST_LOAD)
      await page.getByText('Vises i fødselsdag listen').waitFor()
      await page.getByLabel('Full Name', { exact: true }).fill(newName)
      await page.getByLabel('Fødselsdag', { exact: true }).fill(birthday)
      await page.getByLabel('Emergency Contact Name', { exact: true }).fill('Thomas Jensen')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.getByText('Profile updated successfully!').waitFor({ timeout: 20_000 })
      await page.getByRole('heading', { name: newName }).waitFor()
    }, errors)

    await step(page, 'sidebar follows: profile menu and birthday widget', async () => {
      await page.getByRole('button', { name: `Profilmenu for ${newName}` }).first().waitFor()
      const birthdays = page.getByRole('list', { name: 'Kommende fødselsdage' }).first()
      await birthdays.getByRole('listitem').filter({ hasText: newName }).getByText('2 dage').waitFor()
    }, errors)

    await step(page, 'upload a profile photo (resized on the server)', async () => {
      const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#2266aa' } }).png().toBuffer()
      await page.locator('input[type="file"]').setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer: png })
      await page.locator('img[alt^="Profilbillede af"]').waitFor({ timeout: 20_000 })
      expect(await page.locator('img[alt^="Profilbillede af"]').getAttribute('src')).toMatch(/\.512\.webp$/)
    }, errors)

    await step(admin, "the admin's open page shows the new name in the birthday widget, without reload", async () => {
      await admin.getByRole('list', { name: 'Kommende fødselsdage' }).first().getByText(newName).waitFor(FIRST_LOAD)
    })
    expect(await notReloaded(admin)).toBe(true)
  })

  it("an admin demotes another admin, whose open admin page turns to 'Access denied' without a reload", async () => {
    const adminCookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const email = `vice.${unique()}@demo.dk`
    const created = await apiPost(adminCookie, '/api/users', { email, password: 'vicechef1', name: 'Vice', full_name: 'Vibeke Vicechef', role: 'admin' })
    expect(created.status).toBe(201)

    const { page: vice, errors } = await open()
    await signIn(vice, email, 'vicechef1')
    await vice.goto('/users')
    await step(vice, 'the second admin sees user administration', () => vice.locator('tbody tr').first().waitFor(FIRST_LOAD), errors)
    await markNoReload(vice)

    const { page: admin, errors: adminErrors } = await open()
    await signIn(admin, ADMIN.email, ADMIN.password)
    await admin.goto('/users')
    await step(admin, 'the first admin demotes her', async () => {
      await admin.getByRole('button', { name: 'Degrader Vibeke Vicechef til bruger' }).click(FIRST_LOAD)
      await admin.getByText('Rollen blev opdateret til: Medlem').waitFor({ timeout: 20_000 })
    }, adminErrors)

    await step(vice, "her open page turns to 'Access denied'", async () => {
      await vice.getByText('Access denied').waitFor({ timeout: 30_000 })
      await expect.poll(() => vice.getByRole('link', { name: 'Brugeradministration' }).count()).toBe(0)
    }, errors)
    expect(await notReloaded(vice)).toBe(true)
    const res = await vice.request.post(`${app.server.url}/api/users`, { data: { email: 'x@y.dk', password: 'abcdef', name: 'x', full_name: 'x' } })
    expect(res.status()).toBe(403)
  })

  it('the public QR page works signed out, with bad and good codes', async () => {
    const cookie = await signInApi(app.server.url, EMPLOYEE.email, EMPLOYEE.password)
    const shape = await (await fetch(`${app.server.url}/api/shapes/my_profile?offset=-1`, { headers: { cookie } })).json()
    const qr = (shape as { value?: { qr_code: string } }[]).find((m) => m.value)!.value!.qr_code

    const { page, errors } = await open({ width: 360 })
    for (const [query, message] of [
      ['', 'Ingen profil-QR-kode angivet'],
      ['?qr=abc', 'Ugyldigt QR-kodeformat'],
      ['?qr=ingen-saadan-kode', 'Profil blev ikke fundet'],
    ]) {
      await page.goto(`/qr${query}`)
      await step(page, `QR page ${query || '(no code)'}`, async () => {
        await page.getByRole('heading', { name: 'Fejl' }).waitFor()
        await page.getByText(message).waitFor()
        await page.getByRole('link', { name: 'Tilbage til forsiden' }).waitFor()
      }, errors)
    }
    await page.goto(`/qr?qr=${qr}`)
    await step(page, 'a good code shows the badge profile without signing in', async () => {
      await page.getByRole('heading', { level: 1 }).filter({ hasText: /Mette/ }).waitFor()
      await page.getByText('Nødkontakt').waitFor()
      await page.getByText('Thomas Jensen').waitFor()
      expect(await page.getByText('Log ind på din konto').count()).toBe(0)
      expect(await page.getByText('mette.jensen@demo.dk').count()).toBe(0)
    }, errors)
    // No horizontal scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  it('a partner is added with a bare web address, rated, and tops the list', async () => {
    const { page, errors } = await open()
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
    await page.goto('/employees/categories/Samarbejdspartnere')
    const name = `Partner ${unique()}`
    await step(page, 'add a partner', async () => {
      await page.getByRole('heading', { name: 'Kategorier' }).waitFor(FIRST_LOAD)
      await page.getByRole('button', { name: 'Tilføj person' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
      await dialog.getByText('Navn er påkrævet').waitFor()
      await dialog.getByLabel('Navn', { exact: true }).fill(name)
      await dialog.getByLabel('Firma', { exact: true }).fill('Stillads & Co')
      await dialog.getByLabel('Hjemmeside', { exact: true }).fill('stillads-co.dk')
      await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
      await dialog.waitFor({ state: 'hidden', timeout: 20_000 })
    }, errors)
    await step(page, 'rate it and see it in the top list', async () => {
      await page.getByRole('button', { name: `Vurder ${name}` }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Gem vurdering' }).click()
      await dialog.getByText('Vurderingen er gemt').waitFor({ timeout: 20_000 })
      await dialog.getByText('(dig)').waitFor()
      await page.keyboard.press('Escape')
      const top = page.getByRole('region', { name: 'Bedst vurderede' })
      await top.getByText(name).waitFor()
      await top.getByText(name).click()
      await page.getByRole('dialog').getByRole('link', { name: 'stillads-co.dk' }).waitFor()
      expect(await page.getByRole('dialog').getByRole('link', { name: 'stillads-co.dk' }).getAttribute('href')).toBe('https://stillads-co.dk')
    }, errors)
  })
})
