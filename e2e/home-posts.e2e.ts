// Posts with approval and company news, live across browsers, against the real server
// (embedded mode). Three people at once: an employee who writes, a colleague who must not
// see a pending post, and an admin who approves — nobody reloads.
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { step } from './support/diagnostics'
import { signInApi } from './support/api'
import { useAppInBrowser } from './support/harness'
import { ADMIN, DEMO_PASSWORD, EMPLOYEE } from './support/server'

const COLLEAGUE = { email: 'soeren.nielsen@demo.dk', password: DEMO_PASSWORD }

const app = useAppInBrowser()
let png: Buffer
beforeAll(async () => {
  png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a6' } }).png().toBuffer()
})

/** Signed in at `path` once the first sync is done, on a screen `width` wide, marked so a reload would show. */
async function open(who: { email: string; password: string }, path: string, width = 1280) {
  const opened = await app.open(who, path)
  if (width !== 1280) await opened.page.setViewportSize({ width, height: 740 })
  // A mark that a reload or a navigation would wipe out.
  await opened.page.evaluate(() => ((window as any).__e2eNoReload = true))
  return opened
}
const stillNoReload = async (page: Page) => expect(await page.evaluate(() => (window as any).__e2eNoReload)).toBe(true)
const count = async (page: Page, id: string) => Number(await page.getByTestId(id).innerText())
const card = (page: Page, headline: string) => page.getByRole('article', { name: headline })

describe('posts with approval', () => {
  it('an employee posts; the admin sees the pending count rise live, approves, and it turns approved for the author and appears for a colleague', async () => {
    const headline = `Ny tårnkran på Skovlunde Skole ${Date.now().toString(36)}`
    const employee = await open(EMPLOYEE, '/posts')
    const colleague = await open(COLLEAGUE, '/posts')
    const admin = await open(ADMIN, '/posts')
    await step(admin.page, 'admin sees the tabs with counts', () => admin.page.getByTestId('pending-count').filter({ hasText: /^\d+$/ }).waitFor(), admin.errors)
    await admin.page.getByTestId('approved-count').filter({ hasText: /^\d+$/ }).waitFor()
    const pendingBefore = await count(admin.page, 'pending-count')
    const approvedBefore = await count(admin.page, 'approved-count')

    await step(employee.page, 'employee writes and shares a post with an image', async () => {
      const page = employee.page
      await page.getByRole('button', { name: 'Opret et opslag' }).click()
      const dialog = page.getByRole('dialog', { name: 'Opret et opslag' })
      await dialog.getByRole('textbox', { name: 'Overskrift', exact: true }).fill(headline)
      await dialog.getByRole('textbox', { name: 'Tekst' }).click()
      await page.keyboard.type('Kranen er rejst, og vi er klar til råhuset.')
      await dialog.getByLabel('Vælg billeder').setInputFiles({ name: 'kran.png', mimeType: 'image/png', buffer: png })
      await dialog.getByRole('list', { name: 'Valgte billeder' }).getByRole('img').waitFor()
      await dialog.getByRole('button', { name: 'Del', exact: true }).click()
      await dialog.waitFor({ state: 'hidden', timeout: 20_000 })
      await card(page, headline).getByText('Dette opslag afventer godkendelse').waitFor()
    }, employee.errors)

    await step(admin.page, "the admin's open page counts it as pending, live", async () => {
      await expect.poll(() => count(admin.page, 'pending-count'), { timeout: 30_000 }).toBe(pendingBefore + 1)
      await card(admin.page, headline).waitFor()
    }, admin.errors)
    expect(await colleague.page.getByText(headline).count()).toBe(0)

    await step(admin.page, 'the admin approves it', async () => {
      await card(admin.page, headline).getByRole('button', { name: `Handlinger for ${headline}` }).click()
      await admin.page.getByRole('menuitem', { name: 'Godkend opslag' }).click()
      await expect.poll(() => count(admin.page, 'pending-count'), { timeout: 30_000 }).toBe(pendingBefore)
      await expect.poll(() => count(admin.page, 'approved-count'), { timeout: 30_000 }).toBe(approvedBefore + 1)
    }, admin.errors)

    await step(employee.page, "the author's open page shows it approved", () =>
      card(employee.page, headline).getByText('Dette opslag er godkendt').waitFor({ timeout: 30_000 }), employee.errors)
    await step(colleague.page, "the colleague's open page shows it now", () =>
      card(colleague.page, headline).getByText('Dette opslag er godkendt').waitFor({ timeout: 30_000 }), colleague.errors)
    const img = card(colleague.page, headline).getByRole('img').first()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true)
    for (const p of [employee.page, colleague.page, admin.page]) await stillNoReload(p)
  })

  it('a hostile body is harmless in the browser: nothing runs and nothing outside the allow-list is rendered', async () => {
    const cookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const headline = `XSS-prøve ${Date.now().toString(36)}`
    const content = [
      '<p>Tekst <strong>fed</strong> <a href="https://example.dk" target="_blank">ok link</a></p>',
      '<img src=x onerror="window.__xss=1">',
      '<a href="javascript:window.__xss=2">klik</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=3"></style></mglyph></table></mtext></math>',
      '<noscript><p title="</noscript><img src=x onerror=window.__xss=4>"></noscript>',
      '<svg><style><img src=x onerror="window.__xss=5"></style></svg>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.__xss=6">',
    ].join('')
    const headers = { cookie, origin: app.server.url, 'content-type': 'application/json' }
    const res = await fetch(`${app.server.url}/api/posts`, { method: 'POST', headers, body: JSON.stringify({ headline, content }) })
    expect(res.status).toBe(201)
    const { post } = await res.json()
    expect((await fetch(`${app.server.url}/api/posts/${post.id}/approve`, { method: 'POST', headers })).status).toBe(200)

    const { page, errors } = await open(EMPLOYEE, '/posts')
    const article = card(page, headline)
    await step(page, 'the hostile post shows', () => article.getByText('ok link').waitFor({ timeout: 30_000 }), errors)
    await article.getByRole('button', { name: 'Vis mere' }).click().catch(() => {})
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined()
    const body = article.locator('div.break-words').first()
    expect(await body.locator('img, svg, math, style, script, form, noscript, [onerror]').count()).toBe(0)
    const hrefs = await body.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(['https://example.dk'])
    expect(await body.locator('a[target="_blank"]').getAttribute('rel')).toBe('noopener noreferrer')
  })
})

describe('company news on the home page', () => {
  it("news with a picture appears live on a colleague's open home page, and a comment comes back live", async () => {
    const text = `Frokostordning fra mandag ${Date.now().toString(36)}`
    const author = await open(EMPLOYEE, '/')
    const reader = await open(ADMIN, '/', 360)
    await step(author.page, 'the author shares news with a picture', async () => {
      const page = author.page
      await page.getByLabel('Start et indlæg').fill(text)
      await page.getByLabel('Vælg billede').setInputFiles({ name: 'kantine.png', mimeType: 'image/png', buffer: png })
      await page.getByRole('list', { name: 'Vedhæftede filer' }).getByText('kantine.png').waitFor()
      await page.getByRole('button', { name: 'Del', exact: true }).click()
      await page.getByRole('article').filter({ hasText: text }).waitFor({ timeout: 30_000 })
    }, author.errors)

    const item = reader.page.getByRole('article').filter({ hasText: text })
    await step(reader.page, "it appears on the colleague's open page (360 px wide)", () => item.waitFor({ timeout: 30_000 }), reader.errors)
    const picture = item.getByRole('img', { name: 'kantine.png' })
    await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true)
    expect(await reader.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

    await step(reader.page, 'the colleague comments', async () => {
      await item.getByRole('button', { name: /^Kommentarer/ }).click()
      await item.getByLabel('Skriv en kommentar').fill('Lyder godt!')
      await item.getByRole('button', { name: 'Send kommentar' }).click()
      await item.getByText('Lyder godt!').waitFor({ timeout: 20_000 })
    }, reader.errors)
    const mine = author.page.getByRole('article').filter({ hasText: text })
    await step(author.page, "the author's open page counts the comment", () =>
      mine.getByRole('button', { name: 'Kommentarer (1)' }).waitFor({ timeout: 30_000 }), author.errors)
    await stillNoReload(author.page)
    await stillNoReload(reader.page)
  })
})
