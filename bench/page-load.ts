// (e) Cold and warm page load → events list rendered, in Debian chromium.
// Cold: a fresh browser profile (no HTTP cache, no service worker, no local database), already
// signed in by cookie. Warm: the same profile loading /events again.
import type { Browser, BrowserContext } from 'playwright-core'
import type { BenchContext } from './context'
import { launchBrowser } from '../e2e/support/browser'
import { dumpPage } from '../e2e/support/diagnostics'
import { buildClient, clientBuildIsFresh } from '../server/build/client'
import { log, summary } from './stats'

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5)
const WARM_PER_COLD = 3

async function signedInContext(browser: Browser, baseUrl: string, cookieHeader: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'da-DK', timezoneId: 'Europe/Copenhagen' })
  await context.addCookies(
    cookieHeader.split('; ').map((pair) => {
      const eq = pair.indexOf('=')
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseUrl, httpOnly: true, sameSite: 'Lax' as const }
    }),
  )
  return context
}

/** ms from navigation start to the given text being in the page. */
async function loadUntilText(context: BrowserContext, url: string, text: string): Promise<number> {
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(url, { waitUntil: 'commit' })
  try {
    const handle = await page.waitForFunction(
      (t) => (document.body?.innerText.includes(t) ? performance.now() : false),
      text,
      { polling: 'raf', timeout: 60_000 },
    )
    return (await handle.jsonValue()) as number
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${await dumpPage(page, 'bench-page-load')}`, { cause: err })
  }
}

export async function pageLoad(ctx: BenchContext) {
  if (!clientBuildIsFresh()) buildClient() // the app serves dist/client
  const app = await ctx.app()
  await ctx.engine()
  const db = await ctx.sql()
  const { rows } = await db.query<{ title: string }>(
    `select title from events where date >= now() order by date limit 1`,
  )
  const fallback = await db.query<{ title: string }>(`select title from events order by date desc limit 1`)
  const title = rows[0]?.title ?? fallback.rows[0]?.title
  if (!title) throw new Error('no events in the database to wait for')
  const cookie = await ctx.cookie(app)
  const url = `${app.url}/events`
  const browser = await launchBrowser()
  const cold: number[] = []
  const warm: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await signedInContext(browser, app.url, cookie)
      try {
        cold.push(await loadUntilText(context, url, title))
        for (let j = 0; j < WARM_PER_COLD; j++) warm.push(await loadUntilText(context, url, title))
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  const out = {
    what: `ms from navigation start of ${url} (signed in as an employee) until the event '${title}' is rendered`,
    cold: summary(cold),
    warm: summary(warm),
  }
  log('page load', JSON.stringify(out))
  return out
}
