// One measurement run in chromium: a cold first visit (then warm reload and a click through
// every page) as an ordinary employee, the same cold visit on a 4G link, an administrator
// opening the approved posts, and write → screen with the employee and the admin on / at once.
// Each phase gets a fresh browser (a fresh profile: no HTTP cache, no service worker, no local
// database). A wait that runs out is recorded as null with a note.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, recordPageErrors } from '../../e2e/support/browser'
import { dumpPage } from '../../e2e/support/diagnostics'
import { round, sleep, log } from '../stats'
import { LIVE_SETTLE_MS, liveWrites, measureLive, SyncTraffic } from '../live-screen/measure-live'
import { watchedShapes } from '../live-screen/probe'
import { browserMemory } from './browser-memory'
import { FOUR_G, type NetProxy } from './net-proxy'
import { clickToText, longTasks, PROBE_SOURCE, waitForSynced, waitForText, type ClickResult } from './page-probe'
import { MARKERS } from './texts'
import { measureUpgrade } from './upgrade'

// Generous, so the bench also runs against a slow app; BENCH_WAIT_MS shortens them for debugging.
const WAIT_MS = Number(process.env.BENCH_WAIT_MS ?? 300_000)
const CLICK_WAIT_MS = Math.min(WAIT_MS, 120_000)
/** Writes per kind in the live step (BENCH_LIVE_WRITES); also how many colleagues sign in to write. */
export const LIVE_WRITES = liveWrites(5)

export interface RunSetup {
  proxy: NetProxy
  employeeCookie: string
  adminCookie: string
  /** Colleagues (neither the employee nor the admin) who write in the live step. */
  writerCookies: string[]
  newestMeetingId: string
}

/** A long task, where it happened (the visit's label) and when (ms since that document began). */
type Task = { phase: string; start: number; duration: number }

/** The sidebar/in-app navigations, in order; no page shows the next page's text. */
export function clickPlan(meetingId: string) {
  return [
    { name: 'directory_medarbejdere', href: '/employees/categories/Medarbejdere', text: MARKERS.firstColleague.name },
    { name: 'employees', href: '/employees', text: MARKERS.firstContact },
    { name: 'my_assignments', href: '/my-assignments', text: MARKERS.myAssignment },
    { name: 'meetings', href: '/meetings', text: MARKERS.newestMeeting },
    { name: 'meeting_detail', href: `/meetings/${meetingId}`, text: MARKERS.newestMeetingCase },
    { name: 'projects', href: '/projects', text: MARKERS.newestProject },
    { name: 'posts', href: '/posts', text: MARKERS.newestPost },
    { name: 'vacation', href: '/vacation', text: MARKERS.vacationer.name },
    { name: 'news_home', href: '/', text: MARKERS.newestNews },
  ]
}

async function signedIn(browser: Browser, baseUrl: string, cookieHeader: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'da-DK', timezoneId: 'Europe/Copenhagen', viewport: { width: 1280, height: 800 } })
  await context.addCookies(
    cookieHeader.split('; ').map((pair) => {
      const eq = pair.indexOf('=')
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseUrl, httpOnly: true, sameSite: 'Lax' as const }
    }),
  )
  await context.addInitScript({ content: PROBE_SOURCE })
  const page = await context.newPage()
  return { context, page, errors: recordPageErrors(page) }
}

const ms = (v: number | null) => (v === null ? null : round(v))

class Run {
  notes: string[] = []
  tasks: Task[] = []
  constructor(readonly s: RunSetup) {}

  pageErrors: string[] = []

  async note<T>(page: Page, what: string, value: T, limitMs: number): Promise<T> {
    if (value === null) {
      const shown = await dumpPage(page, `large-firm ${what}`)
      this.notes.push(`${what}: not within ${limitMs / 1000} s (null); ${shown.split('\n')[0]}`)
    }
    log(`  ${what}: ${value === null ? 'timeout' : `${Math.round(value as number)} ms`}`)
    return value
  }

  /** A fresh browser signed in with `cookie`; its page errors are kept, it is always closed. */
  async inBrowser<T>(cookie: string, fn: (page: Page) => Promise<T>): Promise<T> {
    const browser = await launchBrowser()
    let errors: string[] = []
    try {
      const signed = await signedIn(browser, this.s.proxy.url, cookie)
      errors = signed.errors
      return await fn(signed.page)
    } finally {
      this.pageErrors.push(...errors)
      await browser.close()
    }
  }

  async collectTasks(page: Page, phase: string) {
    this.tasks.push(...(await longTasks(page)).map((t) => ({ phase, ...t })))
  }

  /** Cold visit of / until the newest news item shows, then until sync reports up to date. */
  async coldVisit(page: Page, label: string) {
    this.s.proxy.resetTraffic()
    await page.goto(`${this.s.proxy.url}/`, { waitUntil: 'commit', timeout: WAIT_MS })
    const news = await this.note(page, `${label}: newest news on /`, await waitForText(page, MARKERS.newestNews, '/', WAIT_MS), WAIT_MS)
    const synced = await this.note(page, `${label}: sync indicator "Synkroniseret"`, await waitForSynced(page, WAIT_MS), WAIT_MS)
    await sleep(2000) // let the last responses and the local database's flush settle
    return { news_ms: ms(news), synced_ms: ms(synced), bytes: this.s.proxy.traffic() }
  }

  async employee() {
    return this.inBrowser(this.s.employeeCookie, async (page) => {
      const cold = await this.coldVisit(page, 'cold')
      const storage = await page.evaluate(() => navigator.storage.estimate()).catch(() => null)
      await this.collectTasks(page, 'cold')
      await page.reload({ waitUntil: 'commit', timeout: WAIT_MS })
      const warmNews = await this.note(page, 'warm reload: newest news', await waitForText(page, MARKERS.newestNews, '/', WAIT_MS), WAIT_MS)
      const warmSynced = await this.note(page, 'warm reload: synced', await waitForSynced(page, WAIT_MS), WAIT_MS)
      const clicks: Record<string, ClickResult | null> = {}
      for (const step of clickPlan(this.s.newestMeetingId)) {
        const result = await clickToText(page, { href: step.href }, step.text, step.href, CLICK_WAIT_MS)
        if (result?.ms == null) {
          const shown = await dumpPage(page, `large-firm click ${step.name}`)
          this.notes.push(`click ${step.name}: '${step.text}' not shown within ${CLICK_WAIT_MS / 1000} s; ${shown.split('\n')[0]}`)
        }
        clicks[step.name] = result && { ...result, ms: ms(result.ms), longest_task_ms: round(result.longest_task_ms) }
        log(`  click ${step.name}: ${result?.ms == null ? 'timeout' : `${Math.round(result.ms)} ms`} (${result?.via})`)
      }
      await this.collectTasks(page, 'warm reload and clicks')
      const memory = browserMemory()
      log('employee: upgrade (a release adds a column to one table)')
      const upgrade = await measureUpgrade(page, this.s.proxy, cold.bytes, WAIT_MS)
      if (upgrade === null) this.notes.push(`upgrade: not synced within ${WAIT_MS / 1000} s (null)`)
      else log(`  upgrade: synced ${upgrade.synced_ms} ms, ${upgrade.bytes.total_bytes} B (${upgrade.share_of_first_visit_bytes_pct} % of the first visit), fetched from the start: ${upgrade.shapes_fetched_from_start.join(', ')}`)
      return {
        upgrade,
        cold: { ...cold, storage_mb: storage?.usage == null ? null : round(storage.usage / 2 ** 20) },
        warm_reload: { news_ms: ms(warmNews), synced_ms: ms(warmSynced) },
        click_to_content: clicks,
        browser_memory_after_all_pages: memory,
      }
    })
  }

  async employee4g() {
    this.s.proxy.setProfile(FOUR_G)
    try {
      return await this.inBrowser(this.s.employeeCookie, async (page) => {
        const cold = await this.coldVisit(page, 'cold 4G')
        await this.collectTasks(page, 'cold 4G')
        return cold
      })
    } finally {
      this.s.proxy.setProfile(null)
    }
  }

  async admin() {
    return this.inBrowser(this.s.adminCookie, async (page) => {
      const cold = await this.coldVisit(page, 'admin cold')
      const postsPage = await clickToText(page, { href: '/posts' }, 'Godkendte', '/posts', WAIT_MS)
      const approved = await clickToText(page, { tab: 'Godkendte' }, MARKERS.newestPost, '/posts', WAIT_MS)
      await this.note(page, 'admin: /posts shows the tabs', postsPage?.ms ?? null, WAIT_MS)
      await this.note(page, 'admin: "Godkendte" → newest approved post', approved?.ms ?? null, WAIT_MS)
      const memory = browserMemory()
      await this.collectTasks(page, 'admin')
      return {
        cold_news_ms: cold.news_ms,
        cold_synced_ms: cold.synced_ms,
        posts_page_ms: ms(postsPage?.ms ?? null),
        approved_tab: approved && { ms: ms(approved.ms), longest_task_ms: round(approved.longest_task_ms) },
        browser_memory_after: memory,
      }
    })
  }

  /** The employee and the admin on / in one browser while colleagues write (live-screen/measure-live.ts). */
  async live() {
    const browser = await launchBrowser()
    const errors: string[][] = []
    try {
      const who = [
        { label: 'employee', cookie: this.s.employeeCookie, admin: false },
        { label: 'admin', cookie: this.s.adminCookie, admin: true },
      ]
      const screens = await Promise.all(
        who.map(async (w) => {
          const { page, errors: pageErrors } = await signedIn(browser, this.s.proxy.url, w.cookie)
          errors.push(pageErrors)
          const traffic = new SyncTraffic(page)
          await page.goto(`${this.s.proxy.url}/`, { waitUntil: 'commit', timeout: WAIT_MS })
          await this.note(page, `live: ${w.label} synced`, await waitForSynced(page, WAIT_MS), WAIT_MS)
          return { label: w.label, page, traffic, admin: w.admin }
        }),
      )
      const shapes = await Promise.all(who.map((w, i) => watchedShapes(screens[i].page, this.s.proxy.url, w.cookie)))
      await sleep(LIVE_SETTLE_MS)
      const live = await measureLive({ apiUrl: this.s.proxy.url, adminCookie: this.s.adminCookie, writerCookies: this.s.writerCookies, screens, writes: LIVE_WRITES })
      this.notes.push(...live.notes.map((n) => `live: ${n}`))
      return { shapes_watched_on_home: Object.fromEntries(who.map((w, i) => [w.label, shapes[i]?.count ?? null])), ...live.kinds }
    } finally {
      this.pageErrors.push(...errors.flat())
      await browser.close()
    }
  }
}

/** BENCH_FIRM_STEPS=employee skips the 4G visit, the admin and the live step (employee always runs). */
const STEPS = new Set((process.env.BENCH_FIRM_STEPS ?? 'employee,4g,admin,live').split(',').map((s) => s.trim()))

export async function measureRun(setup: RunSetup) {
  const run = new Run(setup)
  log('employee: cold, warm, clicks, upgrade')
  const employee = await run.employee()
  log('employee: cold on 4G')
  const cold4g = STEPS.has('4g') ? await run.employee4g() : null
  log('admin: approved posts')
  const admin = STEPS.has('admin') ? await run.admin() : null
  log('live: write → screen, employee and admin on /')
  const live = !STEPS.has('live')
    ? null
    : await run.live().catch((err: Error) => {
        run.notes.push(`live: ${err.message.split('\n')[0]}`)
        return null
      })
  const durations = run.tasks.map((t) => t.duration)
  return {
    cold: employee.cold,
    upgrade: employee.upgrade,
    cold_4g: cold4g,
    warm_reload: employee.warm_reload,
    click_to_content: employee.click_to_content,
    admin,
    live,
    long_tasks: {
      longest_ms: round(Math.max(0, ...durations)),
      over_200ms: durations.filter((d) => d > 200).length,
      // Which visit each one came in, and when: enough to find it again in a profile.
      over_200ms_at: run.tasks.filter((t) => t.duration > 200).map((t) => `${t.phase} @${round(t.start)} ms: ${round(t.duration)} ms`),
      count: durations.length,
    },
    browser_memory_after_all_pages: employee.browser_memory_after_all_pages,
    notes: run.notes,
    page_errors: [...new Set(run.pageErrors)].slice(0, 10),
  }
}
