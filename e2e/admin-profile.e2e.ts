// The profile area never shows a wrong role while the app loads
// ('Medlem' for a Projektleder), and admins can create departments, which the post form then
// offers. Real chromium against the real server.
import { describe, expect, it } from 'vitest'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { signInApi } from './support/api'
import { newContext, recordPageErrors, signIn } from './support/browser'
import { ADMIN, EMPLOYEE } from './support/server'

const app = useAppInBrowser()

const openAs = (who: { email: string; password: string }, at: string) => app.open(who, at)

describe('profile and departments', () => {
  it('after a reload the profile area shows the job title, never a guessed role', async () => {
    const { page, errors } = await openAs(EMPLOYEE, '/')
    // Every text the role line ever shows, recorded from the first moment of the next load.
    await page.addInitScript(() => {
      const seen: string[] = ((window as any).__roleTexts = [])
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="profile-role"]')) {
          const text = (el.textContent ?? '').trim()
          if (text && seen.at(-1) !== text) seen.push(text)
        }
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.reload()
    await step(page, 'the job title shows', () => page.getByTestId('profile-role').getByText('Projektleder').waitFor({ timeout: 60_000 }), errors)
    const seen = (await page.evaluate(() => (window as any).__roleTexts)) as string[]
    expect(seen.filter((t) => t !== 'Indlæser rolle')).toEqual(['Projektleder'])
  })

  it('an admin creates a department, and the post form offers it', async () => {
    const { page, errors } = await openAs(ADMIN, '/users')
    const name = `Tømrerne ${Date.now().toString(36)}`
    const card = page.getByRole('region', { name: 'Afdelinger' })
    await step(page, 'an empty name is refused in Danish', async () => {
      await card.getByRole('button', { name: 'Opret afdeling' }).click()
      await card.getByText('Indtast et navn på afdelingen').waitFor()
    }, errors)
    await card.getByLabel('Ny afdeling').fill(name)
    await card.getByRole('button', { name: 'Opret afdeling' }).click()
    await step(page, 'the department is listed and the field cleared', async () => {
      await card.getByRole('list', { name: 'Afdelinger' }).getByText(name).waitFor()
      await expect.poll(() => card.getByLabel('Ny afdeling').inputValue()).toBe('')
    }, errors)
    await page.goto('/posts')
    await page.getByRole('button', { name: 'Opret et opslag' }).click()
    const dialog = page.getByRole('dialog', { name: 'Opret et opslag' })
    await step(page, 'the post form offers it', async () => {
      const select = dialog.getByLabel('Afdeling')
      await select.waitFor()
      expect(await select.locator('option').allInnerTexts()).toContain(name)
    }, errors)
  })

  it('events open on what is coming, the new password is hidden, and AI enhance says it is not set up', { timeout: 180_000 }, async () => {
    const cookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const past = `Sidste års sommerfest ${Date.now().toString(36)}`
    const res = await fetch(`${app.server.url}/api/events`, {
      method: 'POST',
      headers: { cookie, origin: app.server.url, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ title: past, date: new Date(Date.now() - 200 * 86_400_000).toISOString() }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { page, errors } = await openAs(ADMIN, '/events')
    await page.setViewportSize({ width: 360, height: 740 })
    await step(page, 'the list starts with a coming event; the past one is under its own heading', async () => {
      await page.getByRole('list', { name: 'Tidligere arrangementer' }).getByText(past).waitFor({ timeout: 60_000 })
      const first = page.getByRole('list', { name: 'Arrangementer', exact: true }).getByRole('listitem').first()
      await first.waitFor()
      expect(await first.innerText()).not.toContain(past)
    }, errors)

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/users')
    await page.getByRole('button', { name: 'Opret bruger' }).click()
    const dialog = page.getByRole('dialog', { name: 'Opret bruger' })
    await step(page, 'the password is hidden until asked for', async () => {
      const password = dialog.getByLabel('Adgangskode', { exact: true })
      expect(await password.getAttribute('type')).toBe('password')
      await dialog.getByLabel('Vis adgangskode').check()
      expect(await password.getAttribute('type')).toBe('text')
    }, errors)
    await page.keyboard.press('Escape')

    await page.goto('/posts')
    await page.getByRole('button', { name: 'Opret et opslag' }).click()
    const form = page.getByRole('dialog', { name: 'Opret et opslag' })
    await step(page, "'Forbedr med AI' says there is no model instead of 'maybe busy'", async () => {
      await form.getByText('AI er ikke sat op på denne server').waitFor()
      await form.getByRole('textbox', { name: 'Tekst' }).click()
      await page.keyboard.type('Noget tekst')
      expect(await form.getByRole('button', { name: 'Forbedr med AI' }).isDisabled()).toBe(true)
    }, errors)
  })

  it('the minutes show their management block to admins', async () => {
    const cookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const economy = `Likviditeten er god ${Date.now().toString(36)}`
    const res = await fetch(`${app.server.url}/api/meetings`, {
      method: 'POST',
      headers: { cookie, origin: app.server.url, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ title: 'Ledermøde', meeting_date: '2031-03-07T09:00', economy_info: economy, payment_terms_info: 'Løbende måned + 30' }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const id = ((await res.json()) as { meeting: { meeting: { id: string } } }).meeting.meeting.id
    const { page, errors } = await openAs(ADMIN, `/meetings/${id}`)
    const block = page.getByRole('region', { name: /Ledelsen/ })
    await step(page, 'the admin sees economy and payment terms', async () => {
      await block.getByText(economy).waitFor({ timeout: 60_000 })
      await block.getByText('Løbende måned + 30').waitFor()
    }, errors)
  })

  it('an employee gets their own QR badge and can save it as a picture, without renewing it', async () => {
    const { page, errors } = await openAs(EMPLOYEE, '/')
    const id = await page.evaluate(() => JSON.parse(localStorage.getItem('intranet.last-user') ?? '{}').id as string)
    await page.goto(`/profile/${id}`)
    await step(page, 'the badge opens with a PNG download', async () => {
      await page.getByRole('button', { name: 'QR-kort' }).click()
      const dialog = page.getByRole('dialog')
      const link = dialog.getByRole('link', { name: 'Hent som billede' })
      await link.waitFor()
      expect(await link.getAttribute('href')).toMatch(/^data:image\/png;base64,/)
      expect(await link.getAttribute('download')).toMatch(/^qr-kort-.+\.png$/)
      expect(await dialog.getByRole('button', { name: 'Ny kode' }).count()).toBe(0)
    }, errors)
  })

  it('a badge whose QR encoder cannot be fetched (offline, not yet stored) says so instead of waiting', async () => {
    // No service worker: the encoder's request then goes to the network, which refuses it.
    const context = await newContext(app.browser, app.server.url, { serviceWorkers: 'block' })
    try {
      const page = await context.newPage()
      const errors = recordPageErrors(page)
      await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
      // The app notes who signed in once it has the session, a moment after the sign-in form goes.
      const signedIn = await page.waitForFunction(() => JSON.parse(localStorage.getItem('intranet.last-user') ?? '{}').id as string | undefined)
      const id = (await signedIn.jsonValue()) as string
      await page.goto(`/profile/${id}`)
      const button = page.getByRole('button', { name: 'QR-kort' })
      await button.waitFor({ timeout: 60_000 })
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort('internetdisconnected'))
      await step(page, 'the badge says the code cannot be shown', async () => {
        await button.click()
        const dialog = page.getByRole('dialog')
        await dialog.getByText('QR-koden kunne ikke vises. Tjek din forbindelse og prøv igen.').waitFor()
        expect(await dialog.getByRole('link', { name: 'Hent som billede' }).count()).toBe(0)
      }, errors)
    } finally {
      await context.close()
    }
  })
})
