// A browser without a session, in real chromium against the real server process: one that was
// signed in (local database, service worker, the remembered user, query snapshots) and whose
// session was ended elsewhere or whose user was deleted opens on the sign-in page without
// showing any of the data it holds; signing out deletes the local data in the page that signs
// out (nothing of its own holds the deletes up), takes every tab of the user to the sign-in page
// without one of them opening the app (and making the database) again, and works offline too.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newContext, recordPageErrors, signIn, SIGN_IN_TITLE, waitForServiceWorkerControl } from './support/browser'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { ADMIN, DEMO_PASSWORD, EMPLOYEE } from './support/server'

const app = useAppInBrowser()

/**
 * Runs first in every document: tells the test (an exposed binding) that a document started,
 * when the app's layout (its skip link) first shows, and every IndexedDB database deleted.
 */
const PROBE = `(() => {
  const report = (what) => { try { window.__signedOutTest(what) } catch {} }
  report('document')
  const deleteDatabase = IDBFactory.prototype.deleteDatabase
  IDBFactory.prototype.deleteDatabase = function (name) {
    const request = deleteDatabase.call(this, name)
    request.addEventListener('success', () => report('deleted ' + name))
    return request
  }
  let app = false
  new MutationObserver(() => {
    if (!app && document.querySelector('a[href="#main"]')) { app = true; report('app') }
  }).observe(document, { subtree: true, childList: true })
})()`

interface Noted {
  tab: number
  what: string
}

/** What each tab of the context reported (tabs numbered from 1, in the order they opened). */
async function watchTabs(context: BrowserContext): Promise<Noted[]> {
  const noted: Noted[] = []
  const tabs: Page[] = [...context.pages()]
  context.on('page', (p) => tabs.push(p))
  await context.exposeBinding('__signedOutTest', ({ page }, what: string) => void noted.push({ tab: tabs.indexOf(page) + 1, what }))
  await context.addInitScript(PROBE)
  return noted
}

/** A signed-in, synced browser as a user leaves it: service worker in control, snapshots written. */
async function signedInBrowser(email: string) {
  const context = await newContext(app.browser, app.server.url)
  const page = await context.newPage()
  const errors = recordPageErrors(page)
  const noted = await watchTabs(context)
  await signIn(page, email, DEMO_PASSWORD)
  await step(page, `${email}: first sync`, () => page.getByText('Synkroniseret').first().waitFor({ timeout: 90_000 }), errors)
  await step(page, `${email}: service worker`, () => waitForServiceWorkerControl(page), errors)
  await page.waitForTimeout(2_000) // query snapshots are saved a second after the results last changed
  const held = await localData(page)
  const userId = JSON.parse(held.lastUser ?? '{}').id as string
  // The browser really holds the user's data: what must not be shown, and what sign-out deletes.
  expect(userId).toBeTruthy()
  expect(held.databases).toEqual(expect.arrayContaining([`/pglite/intranet-${userId}`, `intranet-snapshots-${userId}`]))
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  return { context, page, errors, noted, userId, cookie }
}

async function localData(page: Page) {
  return page.evaluate(async () => ({
    lastUser: localStorage.getItem('intranet.last-user'),
    databases: (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.includes('intranet-')),
  }))
}

/** The first tab shows the sign-in form, and has not shown the app (with the user's data) since `since`. */
async function onlySignInShown(page: Page, noted: Noted[], since: number, name: string) {
  await page.getByText(SIGN_IN_TITLE).waitFor({ timeout: 30_000 })
  await page.getByLabel('E-mail eller brugernavn', { exact: true }).waitFor()
  expect(noted.slice(since).filter((n) => n.tab === 1 && n.what === 'app')).toEqual([])
  expect(await page.locator('body').innerText()).not.toContain(name)
}

describe('a browser without a session', () => {
  it('opens on the sign-in page, showing none of its data, after the session ended or the user was deleted', { timeout: 300_000 }, async () => {
    const adminCookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const cases = [
      {
        email: 'soeren.nielsen@demo.dk',
        name: 'Søren Nielsen',
        end: (b: { cookie: string }) =>
          fetch(`${app.server.url}/api/auth/sign-out`, {
            method: 'POST',
            headers: { cookie: b.cookie, origin: app.server.url, 'content-type': 'application/json' },
            body: '{}',
          }),
      },
      {
        email: 'anders.hansen@demo.dk',
        name: 'Anders Hansen',
        end: (b: { userId: string }) =>
          fetch(`${app.server.url}/api/users/${b.userId}`, {
            method: 'DELETE',
            headers: { cookie: adminCookie, origin: app.server.url, 'idempotency-key': crypto.randomUUID() },
          }),
      },
    ]
    for (const c of cases) {
      const b = await signedInBrowser(c.email)
      try {
        const ended = await c.end(b)
        expect(ended.status, await ended.text()).toBe(200)
        const since = b.noted.length
        await b.page.reload()
        await step(b.page, `${c.email}: the sign-in page, and nothing else`, () => onlySignInShown(b.page, b.noted, since, c.name), b.errors)
      } finally {
        await b.context.close()
      }
    }
  })

  it('signing out deletes the local data at once and takes every tab of the user to the sign-in page', { timeout: 300_000 }, async () => {
    const b = await signedInBrowser(EMPLOYEE.email)
    try {
      const second = await b.context.newPage()
      await second.goto('/')
      await step(second, 'the second tab is live', () => second.getByText('Synkroniseret').first().waitFor({ timeout: 60_000 }))
      // Something slow to let go of the local database, as a tab whose worker is still closing:
      // the delete waits for it, and meanwhile no tab may find the session still there.
      const holder = await b.context.newPage()
      await holder.goto('/sw.js')
      await holder.evaluate(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open(name)
            open.onsuccess = () => {
              const db = open.result
              db.onversionchange = () => setTimeout(() => db.close(), 3_000)
              resolve()
            }
            open.onerror = () => reject(open.error)
          }),
        `/pglite/intranet-${b.userId}`,
      )
      await b.page.bringToFront()
      await b.page.getByRole('button', { name: /^Profilmenu for / }).first().click()
      const since = b.noted.length
      await b.page.getByRole('menuitem', { name: 'Log ud' }).click()
      await step(b.page, 'the first tab shows the sign-in page', () => b.page.getByText(SIGN_IN_TITLE).waitFor({ timeout: 30_000 }), b.errors)
      await step(second, 'the second tab shows the sign-in page', () => second.getByText(SIGN_IN_TITLE).waitFor({ timeout: 30_000 }))

      // The page that signed out deleted both databases itself, before it went: none of its own
      // connections held a delete up until its timeout.
      const first = b.noted.slice(since).filter((n) => n.tab === 1).map((n) => n.what)
      const reloaded = first.indexOf('document')
      expect(reloaded).toBeGreaterThan(0)
      expect(first.slice(0, reloaded)).toEqual(
        expect.arrayContaining([`deleted /pglite/intranet-${b.userId}`, `deleted intranet-snapshots-${b.userId}`]),
      )
      // The other tab went to the sign-in page without opening the app again on the way, which
      // would have made the database anew and synced it all back.
      expect(b.noted.slice(since).filter((n) => n.tab === 2 && n.what === 'app')).toEqual([])
      for (const page of [b.page, second]) {
        const left = await localData(page)
        expect(left.lastUser).toBeNull()
        expect(left.databases.filter((name) => name.includes(b.userId))).toEqual([])
      }
    } finally {
      await b.context.close()
    }
  })

  it('signing out offline deletes the local data, and the next offline start shows the sign-in page', { timeout: 300_000 }, async () => {
    const b = await signedInBrowser('jens.christensen@demo.dk')
    try {
      await b.context.setOffline(true)
      await b.page.getByRole('button', { name: /^Profilmenu for / }).first().click()
      await b.page.getByRole('menuitem', { name: 'Log ud' }).click()
      // The service worker serves the shell; the session cannot be asked for, and the user who
      // signed out here is no longer remembered, so their data does not open.
      const since = b.noted.length
      await step(b.page, 'offline: the sign-in page', () => onlySignInShown(b.page, b.noted, since, 'Jens Christensen'), b.errors)
      const left = await localData(b.page)
      expect(left.lastUser).toBeNull()
      expect(left.databases.filter((name) => name.includes(b.userId))).toEqual([])
      await b.page.reload()
      await step(b.page, 'offline start: the sign-in page', () => onlySignInShown(b.page, b.noted, b.noted.length, 'Jens Christensen'), b.errors)
    } finally {
      await b.context.close()
    }
  })
})
