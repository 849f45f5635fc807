// An offline write is shown one way everywhere — pending in place, no
// error, nothing left in the form to send twice — and the offline banner goes when the network
// comes back. Real chromium, service worker and outbox against the real server.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { step } from './support/diagnostics'
import { useAppInBrowser, type OpenedPage } from './support/harness'
import { signInApi } from './support/api'
import { ADMIN } from './support/server'
import { readShape } from './support/meetings'
import { waitForServiceWorkerControl } from './support/browser'

const app = useAppInBrowser()

async function openHome(): Promise<OpenedPage> {
  const { page, errors } = await app.open(ADMIN, '/')
  await waitForServiceWorkerControl(page)
  return { page, errors }
}

/** Rows of a shape whose column `field` contains `text`, as the server has them. */
async function serverRows(cookie: string, shape: string, field: string, text: string): Promise<number> {
  const rows = await readShape(app.server.url, cookie, shape)
  return rows.filter((r) => String(r[field] ?? '').includes(text)).length
}

const composer = (page: Page) => page.getByRole('region', { name: 'Nyt indlæg' })

describe('offline writes', () => {
  it('an offline news item and comment clear their form, show as pending, and arrive once', { timeout: 240_000 }, async () => {
    const cookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const { page, errors } = await openHome()
    const suffix = Date.now().toString(36)
    const online = `Kranen kommer mandag ${suffix}`
    await composer(page).getByPlaceholder('Start et indlæg').fill(online)
    await composer(page).getByRole('button', { name: 'Del' }).click()
    await step(page, 'online news item appears', () => page.getByRole('article').getByText(online).waitFor(), errors)

    await page.context().setOffline(true)
    const offline = `Offline nyhed fra byggepladsen ${suffix}`
    const box = composer(page).getByPlaceholder('Start et indlæg')
    await box.fill(offline)
    await composer(page).getByRole('button', { name: 'Del' }).click()
    await step(page, 'the offline item clears the composer and shows as pending, with no error', async () => {
      await expect.poll(() => box.inputValue(), { timeout: 20_000 }).toBe('')
      const pending = page.getByRole('list', { name: 'Indlæg der venter på at blive sendt' })
      await pending.getByText(offline).waitFor()
      await pending.getByText('Venter på at blive sendt').waitFor()
      expect(await composer(page).getByRole('alert').count()).toBe(0)
      // Nothing is left to send a second time.
      expect(await composer(page).getByRole('button', { name: 'Del' }).isDisabled()).toBe(true)
    }, errors)

    const item = page.getByRole('article').filter({ hasText: online })
    await item.getByRole('button', { name: /^Kommentarer/ }).click()
    const comment = `Jeg tager stilladset ${suffix}`
    const commentBox = item.getByPlaceholder('Skriv en kommentar...')
    await commentBox.fill(comment)
    await item.getByRole('button', { name: 'Send kommentar' }).click()
    await step(page, 'the offline comment clears the box and shows as pending, with no error', async () => {
      await expect.poll(() => commentBox.inputValue(), { timeout: 20_000 }).toBe('')
      const shown = item.getByRole('listitem').filter({ hasText: comment })
      await shown.getByText('Venter på at blive sendt').waitFor()
      expect(await item.getByText(/Fejl ved tilføjelse af kommentar/).count()).toBe(0)
    }, errors)
    expect(await serverRows(cookie, 'company_news', 'content', offline)).toBe(0)

    await page.context().setOffline(false)
    await step(page, 'back online both settle', async () => {
      await page.getByText('Venter på at blive sendt').first().waitFor({ state: 'detached', timeout: 60_000 })
      await page.getByRole('article').filter({ hasText: offline }).waitFor()
      await item.getByText(comment).waitFor()
    }, errors)
    expect(await serverRows(cookie, 'company_news', 'content', offline)).toBe(1)
    expect(await serverRows(cookie, 'news_comments', 'content', comment)).toBe(1)
    expect(await page.getByRole('article').filter({ hasText: offline }).count()).toBe(1)
  })

  it('opened offline, the app stops saying offline soon after the network is back', { timeout: 180_000 }, async () => {
    const { page, errors } = await openHome()
    await page.context().setOffline(true)
    await page.reload()
    const banner = page.getByTestId('offline-banner').getByText('Du er offline')
    await step(page, 'opened offline, it says so', () => banner.waitFor({ timeout: 30_000 }), errors)
    // Let every shape's request fail, as on a site with no signal for a while.
    await page.waitForTimeout(5_000)
    await page.context().setOffline(false)
    // The bug held the offline wording for over a minute although data synced again.
    await step(page, 'back online, the offline wording goes', async () => {
      await banner.waitFor({ state: 'detached', timeout: 20_000 })
      expect(await page.getByText('Offline – viser lokale data').count()).toBe(0)
    }, errors)
  })
})
