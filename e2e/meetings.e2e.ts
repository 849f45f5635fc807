// Meeting minutes live across browsers, against the real server process (embedded mode):
// an admin saves minutes assigning a case to an employee, whose open My assignments page shows
// it without a reload; the employee ticks it, and the admin's open meeting page shows the tick.
// Then two editors: a change saved by one appears live in the other's open form.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordPageErrors, signIn } from './support/browser'
import { step } from './support/diagnostics'
import { signInApi } from './support/api'
import { useAppInBrowser } from './support/harness'
import { ADMIN, EMPLOYEE } from './support/server'

const EMPLOYEE_NAME = 'Mette Jensen'

// The live part of these tests starts from browsers that have caught up (app.open waits for it).
const app = useAppInBrowser()

const markNoReload = (page: Page) => page.evaluate(() => ((window as any).__e2eNoReload = true))
const wasNotReloaded = (page: Page) => page.evaluate(() => (window as any).__e2eNoReload === true)

async function waitChecked(page: Page, label: string, checked: boolean) {
  await expect
    .poll(async () => page.getByLabel(label, { exact: true }).isChecked().catch(() => null), { timeout: 90_000, interval: 250 })
    .toBe(checked)
}

describe('meetings and my assignments, live', () => {
  let meetingPath = ''
  const caseName = `Tag på Vestergade ${Date.now().toString(36)}`

  it("an admin's saved minutes reach the assignee's open page; the assignee's tick reaches the admin's open page", { timeout: 300_000 }, async () => {
    const employee = await app.open(EMPLOYEE, '/my-assignments')
    await step(employee.page, 'employee opens /my-assignments', () => employee.page.getByRole('heading', { name: 'Mine opgaver' }).first().waitFor({ timeout: 90_000 }), employee.errors)
    await markNoReload(employee.page)

    const admin = await app.open(ADMIN, '/meetings/new')
    await step(
      admin.page,
      'admin fills the form',
      async () => {
        await admin.page.getByRole('button', { name: 'Gem mødereferat' }).waitFor({ timeout: 90_000 })
        await admin.page.getByRole('button', { name: 'Igangværende sager' }).click()
        await admin.page.getByLabel('Sagsnavn', { exact: true }).first().fill(caseName)
        await admin.page.getByLabel('Bygherre', { exact: true }).first().fill('Boligselskabet Vest')
        await admin.page.getByLabel('Tilføj ansvarlig', { exact: true }).first().selectOption({ label: EMPLOYEE_NAME })
        await admin.page.getByRole('button', { name: `Fjern ${EMPLOYEE_NAME}` }).waitFor()
      },
      admin.errors,
    )
    await step(
      admin.page,
      'admin saves and lands on the minutes',
      async () => {
        await admin.page.getByRole('button', { name: 'Gem mødereferat' }).click()
        await admin.page.getByText('Mødereferat oprettet!').waitFor({ timeout: 90_000 })
        await admin.page.getByRole('heading', { name: 'Igangværende sager' }).waitFor()
      },
      admin.errors,
    )
    meetingPath = new URL(admin.page.url()).pathname
    expect(meetingPath).toMatch(/^\/meetings\/[0-9a-f-]{36}$/)
    await markNoReload(admin.page)

    const label = `Afsluttet: ${caseName}`
    await step(employee.page, 'the case appears on the open My assignments page', () => employee.page.getByText(caseName).first().waitFor({ timeout: 90_000 }), employee.errors)
    expect(await wasNotReloaded(employee.page)).toBe(true)
    await waitChecked(employee.page, label, false)

    await step(
      employee.page,
      'the employee ticks it off',
      async () => {
        await employee.page.getByLabel(label, { exact: true }).check()
        await employee.page.getByRole('heading', { name: 'Afsluttede' }).waitFor()
      },
      employee.errors,
    )
    await waitChecked(admin.page, `Afsluttet: ${EMPLOYEE_NAME}, ${caseName}`, true)
    expect(await wasNotReloaded(admin.page)).toBe(true)

    // On the minutes (opened from the assignment, no reload) the employee's own tick is
    // enabled; the form is closed to them.
    await employee.page.getByRole('link', { name: /Fredagsmøde/ }).first().click()
    await employee.page.getByRole('heading', { name: 'Igangværende sager' }).waitFor({ timeout: 90_000 })
    expect(await employee.page.getByLabel(`Afsluttet: ${EMPLOYEE_NAME}, ${caseName}`, { exact: true }).isDisabled()).toBe(false)
    await employee.page.goto('/meetings/new')
    await employee.page.getByText('Adgang nægtet').waitFor({ timeout: 90_000 })
    await employee.page.getByText('Kun administratorer kan oprette mødereferater.').waitFor()
  })

  it("two editors: a change saved in one browser appears in the other's open form, which is told about it", { timeout: 300_000 }, async () => {
    const cookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const res = await fetch(`${app.server.url}/api/meetings`, {
      method: 'POST',
      headers: { cookie, origin: app.server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Fredagsmøde til to', meeting_date: '2031-03-07T09:00', cases: [{ case_name: 'Fælles sag' }] }),
    })
    expect(res.status).toBe(201)
    const id = ((await res.json()) as { meeting: { meeting: { id: string } } }).meeting.meeting.id
    const first = await app.open(ADMIN, `/meetings/edit/${id}`)
    const second = await app.open(ADMIN, `/meetings/edit/${id}`)
    for (const editor of [first, second]) {
      await step(editor.page, 'editor opens the form', () => editor.page.getByRole('button', { name: 'Gem ændringer' }).waitFor({ timeout: 90_000 }), editor.errors)
      await editor.page.getByRole('button', { name: 'Mødeinformation' }).click()
    }
    await markNoReload(first.page)
    await step(
      second.page,
      'the second editor saves a new title',
      async () => {
        await second.page.getByLabel('Titel', { exact: true }).fill('Fredagsmøde (rettet af anden editor)')
        await second.page.getByRole('button', { name: 'Gem ændringer' }).click()
        await second.page.getByText('Mødereferat opdateret!').waitFor({ timeout: 90_000 })
      },
      second.errors,
    )
    await step(
      first.page,
      "the first editor's form takes in the new title and says so",
      async () => {
        await first.page.getByText(/Mødereferatet er ændret af/).waitFor({ timeout: 90_000 })
        await expect.poll(() => first.page.getByLabel('Titel', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Fredagsmøde (rettet af anden editor)')
      },
      first.errors,
    )
    expect(await wasNotReloaded(first.page)).toBe(true)
  })

  it('a link to minutes that do not exist says so once the minutes have synced, without waiting for the rest', { timeout: 180_000 }, async () => {
    const page = await (await app.context()).newPage()
    const errors = recordPageErrors(page)
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
    await page.goto('/meetings/00000000-0000-4000-8000-000000000000')
    await step(page, "the page turns to 'Mødereferat ikke fundet' with a way back", async () => {
      await page.getByRole('heading', { name: 'Mødereferat ikke fundet' }).waitFor({ timeout: 120_000 })
      await page.getByRole('link', { name: 'Tilbage til mødereferater' }).waitFor()
    }, errors)
  })
})
