// `npm run bench -- live-screen`: write → another browser's screen in chromium. The demo company
// (people and their work) on PostgreSQL with the in-process shape engine, the production client
// build; the administrator and an employee each have / open in their own browser profile while
// colleagues write through the API (live-screen/measure-live.ts). Figures only, never pass/fail.
//
// Env: BENCH_LIVE_WRITES=10 (per kind)  BENCH_LIVE_TIMEOUT_MS=15000  BENCH_LIVE_PAUSE_MS=1000 (mean)
//      BENCH_LIVE_SETTLE_MS=5000 (quiet time after the first sync, before the first write)
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { signInApi } from '../e2e/support/api'
import { launchBrowser, recordPageErrors } from '../e2e/support/browser'
import { dumpPage } from '../e2e/support/diagnostics'
import { buildClient, clientBuildIsFresh } from '../server/build/client'
import { ADMIN, DEMO_PASSWORD, EMPLOYEE, startServer, type RunningServer } from '../e2e/support/server'
import { waitForSynced } from './large-firm/page-probe'
import { LIVE_SETTLE_MS, LIVE_TIMEOUT_MS, liveWrites, measureLive, SyncTraffic, type Screen } from './live-screen/measure-live'
import { watchedShapes } from './live-screen/probe'
import { log, sleep } from './stats'

const WRITES = liveWrites(10)
/** A cold first visit on a busy machine: generous. */
const FIRST_SYNC_MS = 180_000

/** A fresh profile signed in by cookie (no sign-in form: the first visit is the page itself). */
async function openHome(browser: Browser, baseUrl: string, cookie: string): Promise<{ page: Page; traffic: SyncTraffic; errors: string[] }> {
  const context = await browser.newContext({ locale: 'da-DK', timezoneId: 'Europe/Copenhagen', viewport: { width: 1280, height: 800 } })
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=')
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseUrl, httpOnly: true, sameSite: 'Lax' as const }
    }),
  )
  const page = await context.newPage()
  const errors = recordPageErrors(page)
  const traffic = new SyncTraffic(page)
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' })
  return { page, traffic, errors }
}

export async function liveScreen() {
  if (!clientBuildIsFresh()) buildClient() // the app serves dist/client
  // The browser tests' server leaves the demo's work out; here the home page has it all.
  const app: RunningServer = await startServer({ postgres: true, env: { SEED_DEMO_WORK: 'true' } })
  const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 })
  let browser: Browser | undefined
  const errors: string[][] = []
  try {
    log(`app up on ${app.url}`)
    // Colleagues who write: every demo employee but the one whose screen is measured.
    const { rows } = await pool.query<{ email: string }>(
      `select email from "user" where role = 'user' and email <> $1 order by email limit $2`,
      [EMPLOYEE.email, WRITES],
    )
    const [adminCookie, employeeCookie, ...writerCookies] = await Promise.all([
      signInApi(app.url, ADMIN.email, ADMIN.password),
      signInApi(app.url, EMPLOYEE.email, EMPLOYEE.password),
      ...rows.map((r) => signInApi(app.url, r.email, DEMO_PASSWORD)),
    ])
    browser = await launchBrowser()
    const who = [
      { label: 'admin', cookie: adminCookie, admin: true },
      { label: 'employee', cookie: employeeCookie, admin: false },
    ]
    // Both first visits at once, as two people opening the intranet in the morning.
    const started = Date.now()
    const screens: Screen[] = await Promise.all(
      who.map(async (w) => {
        const { page, traffic, errors: pageErrors } = await openHome(browser!, app.url, w.cookie)
        errors.push(pageErrors)
        if ((await waitForSynced(page, FIRST_SYNC_MS)) === null) {
          throw new Error(`${w.label}: / did not say "Synkroniseret" within ${FIRST_SYNC_MS / 1000} s\n${await dumpPage(page, `live-screen ${w.label}`)}`)
        }
        return { label: w.label, page, traffic, admin: w.admin }
      }),
    )
    log(`both screens synced in ${Date.now() - started} ms`)
    const shapes = Object.fromEntries(
      await Promise.all(who.map(async (w, i) => [w.label, await watchedShapes(screens[i].page, app.url, w.cookie)] as const)),
    )
    log(`shapes watched on /: ${who.map((w) => `${w.label} ${shapes[w.label]?.count ?? '?'}`).join(', ')}`)
    await sleep(LIVE_SETTLE_MS)
    const live = await measureLive({ apiUrl: app.url, adminCookie, writerCookies, screens, writes: WRITES })
    return {
      what:
        'ms from just before a colleague\'s API write until the change is on the screen (the first frame after it is in the DOM) ' +
        'of the admin\'s and an employee\'s browser, each with / open; per kind of write. not_shown: not within timeout_ms. ' +
        'trace (diagnostic, ms after the write): the live socket\'s change notice, the shape request that brought the ' +
        'change sent (negative: already waiting) and its answer in; the rest up to the screen is the page\'s own work.',
      app: 'demo company, PostgreSQL, in-process shape engine, production client build, one chromium with a profile per person',
      shapes_watched_on_home: shapes,
      writes_per_kind: WRITES,
      timeout_ms: LIVE_TIMEOUT_MS,
      ...live,
      page_errors: [...new Set(errors.flat())].slice(0, 10),
    }
  } finally {
    await browser?.close().catch(() => {})
    await pool.end().catch(() => {})
    await app.stop()
  }
}
