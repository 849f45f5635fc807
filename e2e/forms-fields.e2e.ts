// The forms on react-hook-form: the post dialog, the project and profile edit forms,
// the comment box, the news editor, the meeting form and the signed-out screens say the shared schema's message under the field it
// is about, before anything is sent.
import { describe, expect, it } from 'vitest'
import { newContext, recordPageErrors, SIGN_IN_TITLE } from './support/browser'
import { step } from './support/diagnostics'
import { cancelForm, expectFieldMessage, newProject, saveRefused } from './support/forms'
import { useAppInBrowser } from './support/harness'
import { allOnScreen, PHONE } from './support/layout'
import { ADMIN } from './support/server'

const app = useAppInBrowser()

describe('forms, field by field', () => {
  it('a post without a headline is refused under Overskrift', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/posts')
    await step(page, 'the post dialog checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Opret et opslag' }).click()
      const dialog = page.getByRole('dialog', { name: 'Opret et opslag' })
      await dialog.getByRole('textbox', { name: 'Tekst' }).click()
      await page.keyboard.type('Stilladset tages ned på fredag.')
      await saveRefused(dialog, 'Del', { Overskrift: 'Indtast en overskrift til dit opslag' })
      await dialog.getByLabel('Overskrift', { exact: true }).fill('Stillads')
      await dialog.getByText('Indtast en overskrift til dit opslag').waitFor({ state: 'hidden' })
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    }, errors)
  })

  it("a project's details: the name is required", { timeout: 240_000 }, async () => {
    const id = await newProject(app.server.url, `Facaderens ${Date.now().toString(36)}`)
    const { page, errors } = await app.open(ADMIN, `/projects/${id}`)
    await step(page, 'the edit form checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Rediger', exact: true }).click()
      const form = page.getByRole('form', { name: 'Rediger projekt' })
      await form.getByLabel('Projektnavn', { exact: true }).fill('')
      await saveRefused(form, 'Gem ændringer', { Projektnavn: 'Projektnavn er påkrævet' })
      await cancelForm(form)
    }, errors)
  })

  it('the own profile: a bad phone number and a nameless certification are refused under their fields', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/profile')
    await step(page, 'the profile form checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Edit Profile' }).click({ timeout: 60_000 })
      const form = page.getByRole('form', { name: 'Edit Profile' })
      await form.getByLabel('Phone', { exact: true }).fill('ring mig')
      await form.getByRole('button', { name: 'Add certification' }).click()
      await saveRefused(form, 'Save', { Phone: 'Ugyldigt telefonnummer', Name: 'Certificeringens navn er påkrævet' })
      await cancelForm(form, 'Cancel')
    }, errors)
  })

  it('a comment over 2000 characters is refused under the box, and a good one clears it', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/')
    const text = `Kantinen holder lukket torsdag ${Date.now().toString(36)}`
    const item = page.getByRole('article').filter({ hasText: text })
    await step(page, 'news is shared', async () => {
      await page.getByLabel('Start et indlæg').fill(text)
      await page.getByRole('button', { name: 'Del', exact: true }).click()
      await item.waitFor({ timeout: 30_000 })
    }, errors)
    await step(page, 'the comment box checks with the shared schema', async () => {
      await item.getByRole('button', { name: /^Kommentarer/ }).click()
      const box = item.getByLabel('Skriv en kommentar', { exact: true })
      await box.fill('x'.repeat(2001))
      await saveRefused(item, 'Send kommentar', { 'Skriv en kommentar': 'En kommentar må højst være 2000 tegn' })
      await box.fill('Godt at vide')
      await item.getByRole('button', { name: 'Send kommentar' }).click()
      await item.getByRole('listitem').getByText('Godt at vide').waitFor({ timeout: 30_000 })
      await expect.poll(() => box.inputValue()).toBe('')
    }, errors)
    await step(page, 'editing the item checks with the same draft schema', async () => {
      await item.getByRole('button', { name: /^Handlinger for indlæg/ }).click()
      await page.getByRole('menuitem', { name: 'Rediger' }).click()
      const field = item.getByLabel('Tekst', { exact: true })
      await field.fill(`${text}\n![kran](https://example.com/kran.png)`)
      await saveRefused(item, 'Gem', { Tekst: 'Ugyldigt medielink i nyheden' })
      await field.fill(`${text} (rettet)`)
      await item.getByRole('button', { name: 'Gem', exact: true }).click()
      await item.getByText(`${text} (rettet)`).waitFor({ timeout: 30_000 })
    }, errors)
  })

  it('at 360 px the composer, the comment box and its message fit the screen', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/')
    await page.setViewportSize(PHONE)
    const composer = page.getByRole('region', { name: 'Nyt indlæg' })
    const text = `Stilladset er godkendt ${Date.now().toString(36)}`
    const item = page.getByRole('article').filter({ hasText: text })
    await step(page, 'the composer fits and shares', async () => {
      await composer.getByLabel('Start et indlæg').fill(text)
      await allOnScreen(composer.getByRole('button'))
      await allOnScreen(composer.getByRole('textbox'))
      await composer.getByRole('button', { name: 'Del', exact: true }).click()
      await item.waitFor({ timeout: 30_000 })
    }, errors)
    await step(page, 'the comment box and its message fit', async () => {
      await item.getByRole('button', { name: /^Kommentarer/ }).click()
      await item.getByLabel('Skriv en kommentar', { exact: true }).fill('x'.repeat(2001))
      await item.getByRole('button', { name: 'Send kommentar' }).click()
      const message = item.getByText('En kommentar må højst være 2000 tegn', { exact: true })
      await message.waitFor()
      await allOnScreen(message)
      await allOnScreen(item.getByLabel('Skriv en kommentar', { exact: true }))
      await allOnScreen(item.getByRole('button', { name: 'Send kommentar' }))
    }, errors)
  })

  it('new minutes: the title is required, said under Titel and above the buttons', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/meetings/new')
    await step(page, 'the meeting form checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Gem mødereferat' }).waitFor({ timeout: 90_000 })
      await page.getByRole('button', { name: 'Mødeinformation' }).click()
      await page.getByLabel('Titel', { exact: true }).fill('')
      await saveRefused(page.getByRole('main'), 'Gem mødereferat', { Titel: 'Titel er påkrævet' })
      await page.getByText('Fejl: Titel er påkrævet').waitFor()
      await page.getByLabel('Titel', { exact: true }).fill('Byggemøde')
      await page.getByText('Titel er påkrævet', { exact: true }).waitFor({ state: 'hidden' })
    }, errors)
  })

  it('sign-in, forgot password and reset say what is missing under the field', { timeout: 240_000 }, async () => {
    const ctx = await newContext(app.browser, app.server.url)
    try {
      const page = await ctx.newPage()
      const errors = recordPageErrors(page)
      const card = page.getByRole('main')
      await step(page, 'sign-in', async () => {
        await page.goto('/')
        await page.getByText(SIGN_IN_TITLE).waitFor()
        await page.getByRole('button', { name: 'Log ind', exact: true }).click()
        await expectFieldMessage(card, 'E-mail eller brugernavn', 'Skriv din e-mailadresse eller dit brugernavn')
        await expectFieldMessage(card, 'Adgangskode', 'Skriv din adgangskode')
        // By keyboard: Enter in a field sends the form, and the first refused field gets the focus.
        await card.getByLabel('Adgangskode', { exact: true }).fill('hemmelig')
        await card.getByLabel('Adgangskode', { exact: true }).press('Enter')
        await expectFieldMessage(card, 'E-mail eller brugernavn', 'Skriv din e-mailadresse eller dit brugernavn')
        await expect.poll(() => card.getByLabel('E-mail eller brugernavn', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true)
        await page.keyboard.type('admin@')
        await page.keyboard.press('Enter')
        await expectFieldMessage(card, 'E-mail eller brugernavn', 'Ugyldig e-mailadresse')
      }, errors)
      await step(page, 'forgot password carries the address along', async () => {
        await card.getByLabel('E-mail eller brugernavn', { exact: true }).fill(ADMIN.email)
        await page.getByRole('button', { name: 'Glemt adgangskode?' }).click()
        await page.getByRole('button', { name: 'Send nulstillingslink' }).click()
        await page.getByText('Hvis der findes en konto med denne e-mailadresse').waitFor({ timeout: 30_000 })
      }, errors)
      await step(page, 'reset: length first, then the confirmation', async () => {
        await page.goto('/#type=recovery&token=ikke-et-rigtigt-token')
        await page.getByRole('heading', { name: 'Nulstil adgangskode' }).waitFor()
        await card.getByLabel('Ny adgangskode', { exact: true }).fill('kort')
        await card.getByLabel('Bekræft adgangskode', { exact: true }).fill('kort')
        await page.getByRole('button', { name: 'Opdater adgangskode' }).click()
        await expectFieldMessage(card, 'Ny adgangskode', 'Adgangskoden skal være mindst 6 tegn lang')
        await card.getByLabel('Ny adgangskode', { exact: true }).fill('hemmelig1')
        await card.getByLabel('Bekræft adgangskode', { exact: true }).fill('hemmelig2')
        await page.getByRole('button', { name: 'Opdater adgangskode' }).click()
        await expectFieldMessage(card, 'Bekræft adgangskode', 'Adgangskoderne matcher ikke')
      }, errors)
    } finally {
      await ctx.close()
    }
  })
})
