// Long lists a page at a time, in a real browser against the real server: /meetings shows the
// 20 latest minutes and "Vis flere" reaches the older ones (a fixed 20 would cut the archive
// off); the editors' "Godkendte" tab shows one page of posts, not years of them at once.
// At phone width, and the button is pressed from the keyboard.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { recordPageErrors, signIn } from './support/browser'
import { step } from './support/diagnostics'
import { signInApi } from './support/api'
import { useAppInBrowser } from './support/harness'
import { ADMIN } from './support/server'

const MEETINGS = 25
const POSTS = 13
const pad = (n: number) => String(n).padStart(2, '0')

const app = useAppInBrowser()

async function post(cookie: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${app.server.url}${path}`, {
    method: 'POST',
    headers: { cookie, origin: app.server.url, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`POST ${path}: HTTP ${res.status} ${await res.text()}`)
  return res.json()
}

beforeAll(async () => {
  const admin = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
  // Arkivmøde 01 is the oldest, one day apart, so the newest 20 are 06..25.
  for (let i = 1; i <= MEETINGS; i++) {
    await post(admin, '/api/meetings', { title: `Arkivmøde ${pad(i)}`, meeting_date: `2030-01-${pad(i)}T09:00` })
  }
  for (let i = 1; i <= POSTS; i++) {
    const { post: created } = await post(admin, '/api/posts', { headline: `Opslag nummer ${pad(i)}`, content: `<p>Tekst ${i}</p>` })
    await post(admin, `/api/posts/${created.id}/approve`)
  }
}, 180_000)

async function openAsAdmin(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await app.context({ width: 360, height: 740 })).newPage()
  const errors = recordPageErrors(page)
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto(path)
  return { page, errors }
}

/** Focuses the button from the keyboard's point of view and presses Enter. */
async function pressShowMore(page: Page) {
  const button = page.getByRole('button', { name: /^Vis flere/ })
  await button.focus()
  await page.keyboard.press('Enter')
}

describe('long lists are paged', () => {
  it('/meetings shows the 20 latest minutes, and "Vis flere" reaches the older ones', { timeout: 240_000 }, async () => {
    const { page, errors } = await openAsAdmin('/meetings')
    const list = page.getByRole('list', { name: 'Mødereferater' })
    await step(page, 'the first page of minutes is shown', () => list.getByText(`Arkivmøde ${pad(MEETINGS)}`).waitFor({ timeout: 120_000 }), errors)
    await expect.poll(() => page.getByText(`Viser 20 af ${MEETINGS}`).isVisible(), { timeout: 60_000 }).toBe(true)
    expect(await list.getByRole('link').count()).toBe(20)
    expect(await list.getByText('Arkivmøde 05').count()).toBe(0)

    await step(page, '"Vis flere" from the keyboard shows the older minutes', async () => {
      await pressShowMore(page)
      await list.getByText('Arkivmøde 01').waitFor()
    }, errors)
    expect(await list.getByRole('link').count()).toBe(MEETINGS)
    await page.getByText(`Viser ${MEETINGS} af ${MEETINGS}`).waitFor()
    expect(await page.getByRole('button', { name: /^Vis flere/ }).count()).toBe(0)
    // The oldest is a real link into the archive.
    await list.getByRole('link', { name: /Arkivmøde 01/ }).click()
    await page.getByRole('heading', { name: 'Arkivmøde 01' }).first().waitFor({ timeout: 60_000 })
  })

  it('the "Godkendte" tab renders one page of posts, and "Vis flere" the rest', { timeout: 240_000 }, async () => {
    const { page, errors } = await openAsAdmin('/posts')
    await step(page, 'the approved tab opens', async () => {
      await page.getByRole('tab', { name: /Godkendte/ }).click()
      await page.getByTestId('approved-count').getByText(String(POSTS)).waitFor({ timeout: 120_000 })
      await page.getByRole('article', { name: `Opslag nummer ${pad(POSTS)}` }).waitFor({ timeout: 60_000 })
    }, errors)
    await page.getByText(`Viser 10 af ${POSTS}`).waitFor()
    expect(await page.getByRole('article').count()).toBe(10)
    expect(await page.getByRole('article', { name: 'Opslag nummer 01' }).count()).toBe(0)

    await step(page, '"Vis flere" shows the older posts', async () => {
      await pressShowMore(page)
      await page.getByRole('article', { name: 'Opslag nummer 01' }).waitFor()
    }, errors)
    expect(await page.getByRole('article').count()).toBe(POSTS)
    expect(await page.getByRole('button', { name: /^Vis flere/ }).count()).toBe(0)
  })
})
