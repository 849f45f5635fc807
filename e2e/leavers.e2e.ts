// A leaver, in real chromium against the real server process: the employee downloads their data
// from /settings, then an administrator deactivates them while they have the app open. That browser is signed out with the Danish message and its
// local data (database, query snapshots, remembered user) is gone; the employee's post stays
// and shows "Tidligere medarbejder"; the audit log lists the deactivation.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import { fillSignIn, newContext, recordPageErrors, signIn, SIGN_IN_TITLE } from './support/browser'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { ADMIN, EMPLOYEE } from './support/server'

const app = useAppInBrowser()
const LEAVER_NAME = 'Mette Jensen'
const HEADLINE = 'Sidste dag på pladsen'

async function localData(page: Page) {
  return page.evaluate(async () => ({
    lastUser: localStorage.getItem('intranet.last-user'),
    databases: (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.includes('intranet-')),
  }))
}

describe('deactivating a leaver', () => {
  it('signs the open browser out with the reason and wipes it; the post stays, marked; the audit log has it', { timeout: 400_000 }, async () => {
    const leaver = await app.open(EMPLOYEE)
    const held = await localData(leaver.page)
    const leaverId = JSON.parse(held.lastUser ?? '{}').id as string
    expect(leaverId).toBeTruthy()
    expect(held.databases).toEqual(expect.arrayContaining([`/pglite/intranet-${leaverId}`]))

    // Before leaving, the employee takes a copy of their data from /settings.
    await step(leaver.page, 'the employee downloads their data', async () => {
      await leaver.page.goto('/settings')
      const download = leaver.page.waitForEvent('download', { timeout: 60_000 })
      await leaver.page.getByRole('link', { name: 'Download mine data' }).click()
      const zip = unzipSync(new Uint8Array(await readFile((await (await download).path())!)))
      expect(JSON.parse(strFromU8(zip['data.json'])).userId).toBe(leaverId)
    }, leaver.errors)

    // The employee's post, written with their own session.
    const cookie = (await leaver.page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const created = await fetch(`${app.server.url}/api/posts`, {
      method: 'POST',
      headers: { cookie, origin: app.server.url, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ headline: HEADLINE, content: '<p>Tak for denne gang</p>' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)

    const admin = await app.open(ADMIN, '/users')
    await step(admin.page, 'the users page lists the employee', async () => {
      await admin.page.getByRole('searchbox', { name: 'Søg efter bruger' }).fill('Mette')
      await admin.page.getByRole('button', { name: `Deaktiver ${LEAVER_NAME}` }).click()
    }, admin.errors)
    const dialog = admin.page.getByRole('dialog', { name: `Deaktiver ${LEAVER_NAME}` })
    await dialog.getByRole('button', { name: 'Deaktiver', exact: true }).click()
    await step(admin.page, 'the deactivation is confirmed', () => admin.page.getByText(`${LEAVER_NAME} er deaktiveret.`).waitFor({ timeout: 30_000 }), admin.errors)
    await admin.page.getByRole('button', { name: `Genaktiver ${LEAVER_NAME}` }).waitFor()

    // The leaver's open page: signed out, told why, nothing of the firm's data left behind.
    await step(leaver.page, 'the leaver sees the sign-in page with the reason', async () => {
      await leaver.page.getByText(SIGN_IN_TITLE).waitFor({ timeout: 60_000 })
      await leaver.page.getByText('Din konto er deaktiveret. Kontakt en administrator.').waitFor({ timeout: 10_000 })
    }, leaver.errors)
    const left = await localData(leaver.page)
    expect(left.lastUser).toBeNull()
    expect(left.databases.filter((name) => name.includes(leaverId))).toEqual([])

    // Signing in again is refused with the same words.
    await leaver.page.getByLabel('E-mail eller brugernavn', { exact: true }).fill(EMPLOYEE.email)
    await leaver.page.getByLabel('Adgangskode', { exact: true }).fill(EMPLOYEE.password)
    await leaver.page.getByRole('button', { name: 'Log ind', exact: true }).click()
    await leaver.page.getByText('Din konto er deaktiveret. Kontakt en administrator.').waitFor()
    await expect.poll(() => leaver.page.getByText(SIGN_IN_TITLE).isVisible()).toBe(true)

    // The post stays, its author marked as a former employee.
    await admin.page.goto('/posts')
    const post = admin.page.getByRole('article', { name: HEADLINE })
    await step(admin.page, 'the post with its marked author', async () => {
      await post.getByText(LEAVER_NAME).waitFor({ timeout: 30_000 })
      await post.getByText('Tidligere medarbejder').waitFor()
    }, admin.errors)

    // The audit log lists the deactivation, by whom and of whom.
    await admin.page.goto('/audit-log')
    const entry = admin.page.locator('[data-audit-action="user.deactivated"]')
    await step(admin.page, 'the audit log lists it', () => entry.first().waitFor({ timeout: 30_000 }), admin.errors)
    expect(await entry.count()).toBe(1)
    const text = await entry.innerText()
    expect(text).toContain('Bruger deaktiveret')
    expect(text).toContain(LEAVER_NAME)
    await admin.page.getByRole('combobox', { name: 'Handling' }).selectOption('user.deactivated')
    await expect.poll(() => admin.page.locator('[data-audit-action]').count()).toBe(1)
    expect(admin.errors).toEqual([])
  })

  it('a site crew member without e-mail signs in with a phone number in "E-mail eller brugernavn"', { timeout: 300_000 }, async () => {
    const adminCookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const created = await fetch(`${app.server.url}/api/users`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: app.server.url, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ username: '+45 20 30 40 50', password: 'stillads1', name: 'Sjakbajs', full_name: 'Sune Sjakbajs', role: 'user' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const context = await newContext(app.browser, app.server.url)
    try {
      const page = await context.newPage()
      const errors = recordPageErrors(page)
      await fillSignIn(page, '20304050', 'stillads1')
      // Not the number as stored (+45…): refused with the username wording, still on the sign-in page.
      await page.getByText('Forkert brugernavn eller adgangskode').waitFor()
      await signIn(page, '+45 20 30 40 50', 'stillads1')
      await step(page, 'the crew member is in', () => page.getByText('Synkroniseret').first().waitFor({ timeout: 90_000 }), errors)
      await page.getByRole('button', { name: /^Profilmenu for .*Sjakbajs/ }).first().waitFor()
    } finally {
      await context.close()
    }
  })
})
