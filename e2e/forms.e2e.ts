// Dialogs on react-hook-form over the shared schemas: the server's own messages show under the
// field before anything is sent, and a valid form saves and closes.
import { describe, expect, it } from 'vitest'
import { step } from './support/diagnostics'
import { cancelForm, newProject, saveRefused } from './support/forms'
import { useAppInBrowser } from './support/harness'
import { ADMIN } from './support/server'
import { FIXED_CATEGORIES } from '../sync/inputs/directory'

const app = useAppInBrowser()

const isoIn = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

describe('forms', () => {
  it('a partner category: required and reserved names are refused in the dialog, a good one is created', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, `/employees/categories/${encodeURIComponent(FIXED_CATEGORIES.partners)}`)
    const name = `Stilladsfirmaer ${Date.now().toString(36)}`
    await step(page, 'the dialog checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Ny kategori' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Gem' }).click()
      await dialog.getByText('Kategorinavn er påkrævet').waitFor()
      await dialog.getByLabel('Navn', { exact: true }).fill(FIXED_CATEGORIES.employees)
      await dialog.getByRole('button', { name: 'Gem' }).click()
      await dialog.getByText('Navnet er forbeholdt en fast kategori').waitFor()
      await dialog.getByLabel('Navn', { exact: true }).fill(name)
      await dialog.getByLabel('Beskrivelse', { exact: true }).fill('Leje og opstilling')
      await dialog.getByRole('button', { name: 'Gem' }).click()
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
      await page.getByRole('link', { name }).waitFor()
    }, errors)
  })

  it('an event: title and date are required in the dialog', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/events')
    await step(page, 'the event dialog checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Tilføj arrangement' }).click()
      const dialog = page.getByRole('dialog')
      await saveRefused(dialog, 'Gem', { Titel: 'Titel er påkrævet', 'Dato og tidspunkt': 'Dato er påkrævet' })
      await dialog.getByLabel('Titel', { exact: true }).fill('Sommerfest')
      await dialog.getByText('Titel er påkrævet').waitFor({ state: 'hidden' })
      await dialog.getByText('Dato er påkrævet').waitFor()
      await cancelForm(dialog)
    }, errors)
  })

  it('a vacation: both dates are required, and the end is not before the start', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/vacation')
    await step(page, 'the vacation dialog checks with the shared schema', async () => {
      await page.getByRole('heading', { name: 'Ferieplan' }).waitFor()
      await page.getByRole('button', { name: 'Tilføj ferie', exact: true }).first().click()
      const dialog = page.getByRole('dialog')
      await saveRefused(dialog, 'Gem', { Startdato: 'Startdato er påkrævet', Slutdato: 'Slutdato er påkrævet' })
      await dialog.getByLabel('Startdato', { exact: true }).fill(isoIn(60))
      await dialog.getByLabel('Slutdato', { exact: true }).fill(isoIn(59))
      await saveRefused(dialog, 'Gem', { Slutdato: 'Slutdatoen kan ikke være før startdatoen' })
      await cancelForm(dialog)
    }, errors)
  })

  it('a contact: the name is required and a bad web or e-mail address is refused; a good one is added', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/employees')
    const name = `Karin Kontakt ${Date.now().toString(36)}`
    await step(page, 'the contact dialog checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Tilføj kontakt' }).click()
      const dialog = page.getByRole('dialog')
      await saveRefused(dialog, 'Gem', { Navn: 'Navn er påkrævet' })
      await dialog.getByLabel('Navn', { exact: true }).fill(name)
      await dialog.getByLabel('Hjemmeside', { exact: true }).fill('ikke en adresse')
      await dialog.getByLabel('E-mail', { exact: true }).fill('karin@')
      await saveRefused(dialog, 'Gem', { Hjemmeside: 'Ugyldig webadresse', 'E-mail': 'Ugyldig e-mailadresse' })
      await dialog.getByLabel('Hjemmeside', { exact: true }).fill('stilladsfirma.dk')
      await dialog.getByLabel('E-mail', { exact: true }).fill('karin@stilladsfirma.dk')
      await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
      await page.getByRole('searchbox', { name: 'Søg' }).fill(name)
      await page.getByText(name).first().waitFor({ timeout: 30_000 })
    }, errors)
  })

  it('a project: the name is required and the end date is not before the start', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/projects')
    await step(page, 'the project dialog checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Nyt projekt' }).click()
      const dialog = page.getByRole('dialog')
      await saveRefused(dialog, 'Gem', { Projektnavn: 'Projektnavn er påkrævet' })
      await dialog.getByLabel('Projektnavn', { exact: true }).fill('Tagrenovering')
      await dialog.getByLabel('Startdato', { exact: true }).fill(isoIn(10))
      await dialog.getByLabel('Slutdato', { exact: true }).fill(isoIn(5))
      await saveRefused(dialog, 'Gem', { Slutdato: 'Slutdatoen kan ikke være før startdatoen' })
      await cancelForm(dialog)
    }, errors)
  })

  it('a project update: title and description are required in the dialog', { timeout: 240_000 }, async () => {
    const id = await newProject(app.server.url, `Opdateringer ${Date.now().toString(36)}`)
    const { page, errors } = await app.open(ADMIN, `/projects/${id}`)
    await step(page, 'the update dialog checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Tilføj opdatering' }).click()
      const dialog = page.getByRole('dialog')
      await saveRefused(dialog, 'Gem', { Titel: 'Titel er påkrævet', Beskrivelse: 'Beskrivelse er påkrævet' })
      await cancelForm(dialog)
    }, errors)
  })

  it('an important date: title and date are required in the dialog; a good one is added', { timeout: 240_000 }, async () => {
    const id = await newProject(app.server.url, `Datoer ${Date.now().toString(36)}`)
    const { page, errors } = await app.open(ADMIN, `/projects/${id}`)
    await step(page, 'the date dialog checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Tilføj vigtig dato' }).click()
      const dialog = page.getByRole('dialog')
      await saveRefused(dialog, 'Gem', { Titel: 'Titel er påkrævet', Dato: 'Dato er påkrævet' })
      await dialog.getByLabel('Titel', { exact: true }).fill('Rejsegilde')
      await dialog.getByLabel('Dato', { exact: true }).fill(isoIn(20))
      await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
      await page.getByRole('list', { name: 'Vigtige datoer' }).getByText('Rejsegilde').waitFor()
    }, errors)
  })

  it('a new user: e-mail, password and names are required; an invitation needs no password', { timeout: 240_000 }, async () => {
    const { page, errors } = await app.open(ADMIN, '/users')
    await step(page, 'the user dialog checks with the shared schema', async () => {
      await page.getByRole('button', { name: 'Opret bruger' }).click()
      const dialog = page.getByRole('dialog', { name: 'Opret bruger' })
      await saveRefused(dialog, 'Opret bruger', { 'E-mail': 'E-mail er påkrævet', Adgangskode: 'Adgangskode er påkrævet', Navn: 'Navn er påkrævet', 'Fulde navn': 'Fulde navn er påkrævet' })
      await dialog.getByLabel('E-mail', { exact: true }).fill('ikke-en-adresse')
      await dialog.getByLabel('Send en invitation pr. e-mail, så brugeren selv vælger adgangskode').check()
      await saveRefused(dialog, 'Opret og send invitation', { 'E-mail': 'Ugyldig e-mailadresse' })
      expect(await dialog.getByText('Adgangskode er påkrævet').count()).toBe(0)
      await cancelForm(dialog)
    }, errors)
  })
})
