// Recent content up front, older content on demand, in real chromium against the
// real server on PostgreSQL: the browser holds the last months of news; 'Vis ældre nyheder'
// fetches older pages from the server into the local database, an old item's comments come
// with it, and what was fetched stays readable offline after a reload.
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { EMPLOYEE } from './support/server'
import { waitForServiceWorkerControl } from './support/browser'

const app = useAppInBrowser({ postgres: true })
const run = Date.now().toString(36)
const OLD = 25

beforeAll(async () => {
  // Years of news, written straight into the database as years of use would.
  const client = new pg.Client({ connectionString: app.server.databaseUrl })
  await client.connect()
  try {
    await client.query(
      `insert into company_news (user_id, content, created_at)
       select (select id from "user" order by email limit 1), 'Gammel nyhed ' || $1 || ' nr. ' || i,
              now() - interval '2 years' - i * interval '1 day'
         from generate_series(1, $2::int) i`,
      [run, OLD],
    )
    await client.query(
      `insert into news_comments (news_id, user_id, content)
       select id, user_id, 'Kommentar til gammel nyhed ' || $1 from company_news where content = 'Gammel nyhed ' || $1 || ' nr. 3'`,
      [run],
    )
  } finally {
    await client.end()
  }
})

const oldItem = (i: number) => `Gammel nyhed ${run} nr. ${i}`

describe('older content on demand', () => {
  it('holds recent news up front, fetches older pages on request, and keeps them for offline reading', { timeout: 300_000 }, async () => {
    const { page, errors } = await app.open(EMPLOYEE, '/')
    const ctx = page.context()

    // The window (90 days) holds no news here; two-year-old items come page by page.
    expect(await page.getByText(oldItem(25), { exact: true }).first().count()).toBe(0)

    const more = page.getByRole('button', { name: 'Vis ældre nyheder' })
    await step(page, 'the feed fills its first page from older news by itself', () => page.getByText(oldItem(10), { exact: true }).first().waitFor({ timeout: 30_000 }), errors)
    expect(await page.getByText(oldItem(11), { exact: true }).first().count()).toBe(0)
    await step(page, "'Vis ældre nyheder' fetches the next page", async () => {
      await more.click()
      await page.getByText(oldItem(20), { exact: true }).first().waitFor({ timeout: 30_000 })
    }, errors)
    await page.getByText(oldItem(1), { exact: true }).first().waitFor()

    await step(page, "an old item's comments come with it", async () => {
      const item = page.getByRole('article').filter({ hasText: oldItem(3) })
      // Its comment count is complete before the thread is opened.
      await item.getByRole('button', { name: 'Kommentarer (1)' }).click({ timeout: 30_000 })
      await item.getByText(`Kommentar til gammel nyhed ${run}`).waitFor({ timeout: 30_000 })
    }, errors)

    await step(page, 'offline after a reload, the fetched older items are still there', async () => {
      await waitForServiceWorkerControl(page)
      await ctx.setOffline(true)
      await page.reload()
      await page.getByTestId('offline-banner').waitFor({ timeout: 60_000 })
      await page.getByText(oldItem(10), { exact: true }).first().waitFor({ timeout: 30_000 })
      await more.click()
      await page.getByText(oldItem(20), { exact: true }).first().waitFor({ timeout: 30_000 })
    }, errors)
    await ctx.setOffline(false)
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  })
})
