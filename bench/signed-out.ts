// `npm run bench -- signed-out`: how long a browser without a (valid) session waits for the
// sign-in page. The demo company (embedded database, the browser tests' server), the production
// client build, one chromium. Cases, each BENCH_SIGNED_OUT_RUNS times (default 1); the first
// three by default (about a minute), any with BENCH_SIGNED_OUT_CASES=a,b or =all:
//   fresh           a new browser profile opens /
//   session_ended   a browser that was signed in (local database, service worker, the remembered
//                   user in localStorage, query snapshots) reloads / after its session was ended
//                   through the API
//   sign_out_click  the user signs out through the profile menu
//   user_deleted    like session_ended, after an administrator deleted the user instead
//   sign_out_two_tabs  sign_out_click with a second tab of the same user open (both must end on
//                   the form, and the second must not open the app again)
//   ended_while_open  the session is ended through the API while / stays open: the page hears of it
//                   only through sync (a refused shape request), then signs out and wipes its data
// Timed from the action (navigation, API call or click) to the first frame with the sign-in
// form's e-mail field, on the system clock the page and this process share; beside it what the
// page showed meanwhile (every document's screens in order), what it asked the server before the
// form was drawn and whether the previous user's local data is still on the device.
// Figures only, never pass/fail.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { signInApi } from '../e2e/support/api'
import { launchBrowser, newContext, recordPageErrors, signIn, waitForServiceWorkerControl } from '../e2e/support/browser'
import { buildClient, clientBuildIsFresh } from '../server/build/client'
import { ADMIN, DEMO_PASSWORD, startServer, type RunningServer } from '../e2e/support/server'
import { DEMO_STAFF } from '../server/seed/demo-people'
import { emailLocalPart } from '../server/seed/users'
import { log, sleep } from './stats'

const RUNS = Math.max(1, Number(process.env.BENCH_SIGNED_OUT_RUNS ?? 1))
const DEFAULT_CASES = ['fresh', 'session_ended', 'sign_out_click']
const FORM_TIMEOUT_MS = 60_000

/**
 * Installed with context.addInitScript, so it runs first in every document: tells the bench
 * (an exposed binding, Date.now()) each change of what the page shows — the whole-page spinner
 * and its label, the sign-in form, the app's layout (its skip link) — the first frame with the
 * sign-in form, and each IndexedDB delete (asked, blocked by an open connection, done). Plain
 * JavaScript in a string: tsx would wrap named functions in helpers the page does not have.
 */
const PROBE_SOURCE = `(() => {
  if (window.__signedOutProbe) return
  window.__signedOutProbe = true
  let last = null
  let drawn = false
  const report = (what) => { try { window.__signedOutReport(Date.now(), what) } catch {} }
  const screen = () => {
    if (document.querySelector('input[autocomplete=email]')) return 'sign-in form'
    if (document.querySelector('a[href="#main"]')) return 'app'
    const status = document.querySelector('[role=status]')
    if (status) return 'spinner: ' + (status.textContent || '').trim()
    return document.body && document.body.textContent.trim() ? 'other' : 'blank'
  }
  const check = () => {
    const now = screen()
    if (now === last) return
    last = now
    report(now)
    if (now === 'sign-in form' && !drawn) {
      drawn = true
      requestAnimationFrame(() => report('sign-in form drawn'))
    }
  }
  report('document ' + location.pathname)
  // Deleting a database that a connection still holds waits for it ('blocked'): say so.
  const deleteDatabase = IDBFactory.prototype.deleteDatabase
  IDBFactory.prototype.deleteDatabase = function (name) {
    const request = deleteDatabase.call(this, name)
    report('IndexedDB delete ' + name)
    request.addEventListener('blocked', () => report('IndexedDB delete blocked ' + name))
    request.addEventListener('success', () => report('IndexedDB deleted ' + name))
    return request
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true })
})()`

interface Figures {
  /** ms from the action to the first frame with the sign-in form (null: not within FORM_TIMEOUT_MS). */
  form_ms: number | null
  /** What the page showed, ms after the action. */
  screens: string[]
  /** Requests the page (and its workers) sent before the form was drawn: sent→ended ms after the action. */
  requests_before_form: string[]
  console: string[]
  /** The previous user's PGlite and snapshot databases still on the device once the form shows. */
  local_databases_left: string[]
  last_user_remembered: boolean
}

/** Everything one browser profile does, on the bench's clock. */
class Recorder {
  private sent = new Map<object, { url: string; at: number }>()
  private done: { url: string; sent: number; ended: number; status: string }[] = []
  private logged: { at: number; text: string }[] = []
  private shown: { at: number; what: string }[] = []
  private t0 = Date.now()

  static async attach(context: BrowserContext): Promise<Recorder> {
    const r = new Recorder()
    // With two tabs open, each tab's notes are marked with its number (in the order they opened).
    const tabs: Page[] = []
    context.on('page', (p) => tabs.push(p))
    await context.exposeBinding('__signedOutReport', (source, at: number, what: string) => {
      const tab = tabs.indexOf(source.page)
      r.shown.push({ at, what: tabs.length > 1 ? `tab ${tab + 1}: ${what}` : what })
    })
    await context.addInitScript(PROBE_SOURCE)
    context.on('request', (q) => r.sent.set(q, { url: q.url(), at: Date.now() }))
    context.on('requestfinished', async (q) => {
      const s = r.sent.get(q)
      if (!s) return
      const ended = Date.now()
      const res = await q.response().catch(() => null)
      r.done.push({ url: s.url, sent: s.at, ended, status: String(res?.status() ?? '?') })
    })
    context.on('requestfailed', (q) => {
      const s = r.sent.get(q)
      if (s) r.done.push({ url: s.url, sent: s.at, ended: Date.now(), status: `failed ${q.failure()?.errorText ?? ''}` })
    })
    context.on('console', (m) => r.logged.push({ at: Date.now(), text: `${m.type()}: ${m.text()}`.slice(0, 200) }))
    return r
  }

  start() {
    this.t0 = Date.now()
    this.sent.clear()
    this.done = []
    this.logged = []
    this.shown = []
  }

  /** Epoch ms since start() by which `tabs` tabs have drawn the sign-in form. */
  async formDrawn(timeoutMs: number, tabs = 1): Promise<number | null> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const drawn = new Map<string, number>()
      for (const s of this.shown) if (s.what.endsWith('sign-in form drawn')) drawn.set(s.what, Math.min(drawn.get(s.what) ?? s.at, s.at))
      if (drawn.size >= tabs) return Math.max(...drawn.values())
      await sleep(50)
    }
    return null
  }

  figures(formAt: number | null, page: { databases: string[]; lastUser: boolean }): Figures {
    const until = formAt ?? Date.now()
    const short = (url: string) => {
      const u = new URL(url)
      if (u.pathname.startsWith('/assets/')) return `/assets/${u.pathname.split('/').pop()!.replace(/-[\w-]{8}\./, '.')}`
      return u.pathname + (u.pathname.startsWith('/api/') ? u.search.slice(0, 30) : '')
    }
    return {
      form_ms: formAt === null ? null : formAt - this.t0,
      screens: this.shown.map((s) => `${s.at - this.t0} ms ${s.what}`),
      requests_before_form: this.done
        .filter((d) => d.sent <= until && !d.url.includes('/assets/'))
        .sort((a, b) => a.sent - b.sent)
        .map((d) => `${d.sent - this.t0}→${d.ended - this.t0} ms ${short(d.url)} ${d.status}`)
        .slice(0, 40),
      console: this.logged.filter((c) => c.at >= this.t0).map((c) => `${c.at - this.t0} ms ${c.text}`).slice(0, 20),
      local_databases_left: page.databases,
      last_user_remembered: page.lastUser,
    }
  }
}

/** Runs `action` and waits for the sign-in form (in `tabs` tabs). */
async function timeToForm(page: Page, recorder: Recorder, action: () => Promise<unknown>, tabs = 1): Promise<Figures> {
  recorder.start()
  await action()
  const formAt = await recorder.formDrawn(FORM_TIMEOUT_MS, tabs)
  const left = await page
    .evaluate(async () => ({
      databases: ((await indexedDB.databases?.().catch(() => [])) ?? []).map((d) => d.name ?? '').filter((n) => /intranet-/.test(n)),
      lastUser: localStorage.getItem('intranet.last-user') !== null,
    }))
    .catch(() => ({ databases: ['(page not readable)'], lastUser: false }))
  return recorder.figures(formAt, left)
}

async function freshBrowser(browser: Browser, app: RunningServer) {
  const context = await newContext(browser, app.url)
  const recorder = await Recorder.attach(context)
  const page = await context.newPage()
  recordPageErrors(page)
  return { context, recorder, page }
}

/** A browser as a user leaves it: signed in, synced, its service worker in control, snapshots written. */
async function signedInBrowser(browser: Browser, app: RunningServer, email: string) {
  const opened = await freshBrowser(browser, app)
  const { page } = opened
  await signIn(page, email, DEMO_PASSWORD)
  await page.getByText('Synkroniseret').first().waitFor({ timeout: 120_000 })
  await waitForServiceWorkerControl(page)
  await sleep(2_000) // the query snapshots are written at most once a second
  const cookie = (await opened.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const res = await fetch(`${app.url}/api/auth/get-session`, { headers: { cookie } })
  const userId = ((await res.json()) as { user: { id: string } }).user.id
  return { ...opened, cookie, userId }
}

const median = (xs: (number | null)[]) => {
  const s = xs.filter((x): x is number => x !== null).sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null
}

export async function signedOut() {
  if (!clientBuildIsFresh()) buildClient() // the app serves dist/client
  const app = await startServer()
  let browser: Browser | undefined
  try {
    log(`app up on ${app.url}`)
    browser = await launchBrowser()
    const adminCookie = await signInApi(app.url, ADMIN.email, ADMIN.password)
    const endSession = (cookie: string) =>
      fetch(`${app.url}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin: app.url, 'content-type': 'application/json' }, body: '{}' }).then(
        (res) => {
          if (!res.ok) throw new Error(`sign-out failed: HTTP ${res.status}`)
        },
      )
    const deleteUser = (id: string) =>
      fetch(`${app.url}/api/users/${id}`, {
        method: 'DELETE',
        headers: { cookie: adminCookie, origin: app.url, 'idempotency-key': crypto.randomUUID() },
      }).then(async (res) => {
        if (!res.ok) throw new Error(`deleting the user failed: HTTP ${res.status} ${await res.text()}`)
      })
    // Demo employees, a different one per signed-in case (the deleted ones are gone for good).
    const staff = DEMO_STAFF.filter((p) => p.role === 'user').map((p) => `${emailLocalPart(p.name)}@demo.dk`)
    let next = 0
    const employee = () => staff[next++ % staff.length]

    type Case = (browser: Browser) => Promise<Figures>
    const cases: Record<string, Case> = {
      fresh: async (b) => {
        const { context, recorder, page } = await freshBrowser(b, app)
        const figures = await timeToForm(page, recorder, () => page.goto('/', { waitUntil: 'commit' }))
        await context.close()
        return figures
      },
      session_ended: async (b) => {
        const s = await signedInBrowser(b, app, employee())
        await endSession(s.cookie)
        const figures = await timeToForm(s.page, s.recorder, () => s.page.reload({ waitUntil: 'commit' }))
        await s.context.close()
        return figures
      },
      sign_out_click: async (b) => {
        const s = await signedInBrowser(b, app, employee())
        await s.page.getByRole('button', { name: /^Profilmenu for / }).first().click()
        const item = s.page.getByRole('menuitem', { name: 'Log ud' })
        await item.waitFor()
        const figures = await timeToForm(s.page, s.recorder, () => item.click())
        await s.context.close()
        return figures
      },
      user_deleted: async (b) => {
        const s = await signedInBrowser(b, app, employee())
        await deleteUser(s.userId)
        const figures = await timeToForm(s.page, s.recorder, () => s.page.reload({ waitUntil: 'commit' }))
        await s.context.close()
        return figures
      },
      sign_out_two_tabs: async (b) => {
        const s = await signedInBrowser(b, app, employee())
        const second = await s.context.newPage()
        await second.goto('/')
        await second.getByText('Synkroniseret').first().waitFor({ timeout: 60_000 })
        await sleep(2_000)
        await s.page.bringToFront() // a click in a background tab waits for its next frame
        await s.page.getByRole('button', { name: /^Profilmenu for / }).first().click()
        const item = s.page.getByRole('menuitem', { name: 'Log ud' })
        await item.waitFor()
        const figures = await timeToForm(s.page, s.recorder, () => item.click(), 2)
        await s.context.close()
        return figures
      },
      ended_while_open: async (b) => {
        const s = await signedInBrowser(b, app, employee())
        const figures = await timeToForm(s.page, s.recorder, () => endSession(s.cookie))
        await s.context.close()
        return figures
      },
    }
    const asked = process.env.BENCH_SIGNED_OUT_CASES
    const only = asked === 'all' ? Object.keys(cases) : (asked?.split(',').map((c) => c.trim()) ?? DEFAULT_CASES)
    const results: Record<string, Figures[]> = {}
    for (let i = 0; i < RUNS; i++) {
      for (const [name, run] of Object.entries(cases)) {
        if (!only.includes(name)) continue
        const figures = await run(browser)
        ;(results[name] ??= []).push(figures)
        log(`${name} #${i + 1}: sign-in form after ${figures.form_ms ?? `more than ${FORM_TIMEOUT_MS}`} ms`)
      }
    }
    return {
      what:
        'ms from the action to the first frame showing the sign-in form. fresh: a new profile opens /; session_ended / ' +
        'user_deleted: a signed-in, synced browser (local database, service worker, remembered user) reloads / after its ' +
        'session was ended through the API / an administrator deleted the user; ended_while_open: the session is ended ' +
        'through the API while / is open; sign_out_click: "Log ud" in the profile menu; sign_out_two_tabs: the same with a ' +
        'second tab of the user open, until both show the form. screens: what the page showed, ms ' +
        'after the action; requests_before_form: sent→ended ms; local_databases_left: the previous user\'s IndexedDB ' +
        'databases still there when the form shows.',
      app: 'demo company, embedded database, production client build, one chromium',
      runs: RUNS,
      median_form_ms: Object.fromEntries(Object.entries(results).map(([name, runs]) => [name, median(runs.map((r) => r.form_ms))])),
      cases: results,
    }
  } finally {
    await browser?.close().catch(() => {})
    await app.stop()
  }
}
