// A reload paints the pages from what they last showed while the local database is still
// opening: here it never opens (the PGlite worker's script is held back), and the news on the
// home page and the first page of posts still show. Once the worker may load, the pages go live
// (a news item written meanwhile appears). Signing out deletes those snapshots with the database.
// Only the first boot fetches the shipped PGlite data directory.
import type { BrowserContext, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, recordPageErrors, signIn } from './support/browser'
import { EMPLOYEE, ADMIN, startServer, type RunningServer } from './support/server'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'
import type { Browser } from 'playwright-core'

let browser: Browser
let server: RunningServer
let context: BrowserContext

beforeAll(async () => {
  ;[browser, server] = await Promise.all([launchBrowser(), startServer()])
}, 200_000)
afterAll(async () => {
  await context?.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

const NEWS = 'Vi har vundet Skovlunde Skole'
const POST = 'Tag på etape 2 er lukket'

/** The administrator writes a news item and an approved post (the server seeds no work content here). */
async function writeContent(cookie: string) {
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' }
  const news = await fetch(`${server.url}/api/news`, { method: 'POST', headers, body: JSON.stringify({ content: NEWS }) })
  expect(news.status).toBe(201)
  const created = await fetch(`${server.url}/api/posts`, { method: 'POST', headers, body: JSON.stringify({ headline: POST, content: '<p>Stor tak til tømrerholdet.</p>' }) })
  expect(created.status).toBe(201)
  const { post } = await created.json()
  expect((await fetch(`${server.url}/api/posts/${post.id}/approve`, { method: 'POST', headers })).status).toBe(200)
}

describe('reload before the local database opens', () => {
  it('shows the last seen news and posts at once, goes live when the database opens, and forgets them at sign-out', { timeout: 300_000 }, async () => {
    const adminCookie = await signInApi(server.url, ADMIN.email, ADMIN.password)
    await writeContent(adminCookie)
    // No service worker: it would serve the worker script from its cache, past the hold below.
    context = await browser.newContext({ baseURL: server.url, locale: 'da-DK', timezoneId: 'Europe/Copenhagen', serviceWorkers: 'block' })
    context.setDefaultTimeout(20_000)
    // The first boot unpacks the shipped data directory instead of running initdb; later boots don't fetch it.
    const dataDirFetches: number[] = []
    context.on('response', (response) => void (response.url().includes('/assets/pglite-datadir-') && dataDirFetches.push(response.status())))
    // Nothing runs initdb, so PGlite's file bundle is the trimmed one and initdb's wasm is not fetched.
    const pgliteBundles: string[] = []
    context.on('response', (response) => {
      const file = /\/assets\/(pglite-runtime-|pglite-|initdb-)[^/]*\.(data|wasm)$/.exec(response.url())
      if (file && `${file[1]}.${file[2]}` !== 'pglite-.wasm') pgliteBundles.push(`${file[1]}.${file[2]}`)
    })
    const page = await context.newPage()
    const errors = recordPageErrors(page)
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
    await step(page, 'first visit: news from the local database', () => page.getByText(NEWS).first().waitFor({ timeout: 90_000 }), errors)
    expect(dataDirFetches).toEqual([200])
    expect(new Set(pgliteBundles)).toEqual(new Set(['pglite-runtime-.data']))
    await page.goto('/posts')
    await step(page, 'first visit: posts', () => page.getByText(POST).first().waitFor({ timeout: 60_000 }), errors)
    await page.waitForTimeout(1_500)
    await page.goto('/')
    await page.getByText(NEWS).first().waitFor({ timeout: 30_000 })
    const userId = await page.evaluate(async () => (await (await fetch('/api/auth/get-session')).json()).user.id as string)
    // Snapshots are saved a second after the results last changed.
    await page.waitForTimeout(2_000)

    const held: Route[] = []
    await context.route(/pglite\.worker[^/]*\.js/, (route) => void held.push(route))
    await page.reload()
    await step(page, 'reload: news shown while the database is held back', () => page.getByText(NEWS).first().waitFor({ timeout: 15_000 }), errors)
    expect(held.length).toBeGreaterThan(0) // the database really could not open
    expect(await page.getByText('Synkroniseret').count()).toBe(0)

    await page.evaluate(() => history.pushState(null, '', '/posts'))
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')))
    await step(page, 'posts shown from their snapshot', () => page.getByText(POST).first().waitFor({ timeout: 15_000 }), errors)

    // A news item written meanwhile arrives once the database may open.
    const headline = `Ny nyhed efter genindlæsning ${Date.now()}`
    const created = await fetch(`${server.url}/api/news`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ content: headline }),
    })
    expect(created.status).toBeLessThan(300)
    for (const route of held) await route.continue()
    await context.unroute(/pglite\.worker[^/]*\.js/)
    await page.evaluate(() => history.pushState(null, '', '/'))
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')))
    await step(page, 'live again: the new item arrives', () => page.getByText(headline).first().waitFor({ timeout: 90_000 }), errors)
    expect(dataDirFetches).toEqual([200])
    expect(new Set(pgliteBundles)).toEqual(new Set(['pglite-runtime-.data']))

    await page.getByRole('button', { name: /^Profilmenu for / }).first().click()
    await page.getByRole('menuitem', { name: 'Log ud' }).click()
    await page.getByText('Log ind på din konto').waitFor({ timeout: 30_000 })
    const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))
    expect(names).not.toContain(`intranet-snapshots-${userId}`)
  })
})

describe('a first boot cut short', () => {
  // A reload or a closed tab during the first boot can leave PGlite's IndexedDB database created
  // but empty (its files are written in one transaction, after the data directory is unpacked).
  // The next boot must unpack the shipped data directory again, not take the database as stored.
  it('boots again from the shipped data directory when the stored database holds nothing', { timeout: 300_000 }, async () => {
    const cut = await browser.newContext({ baseURL: server.url, locale: 'da-DK', timezoneId: 'Europe/Copenhagen', serviceWorkers: 'block' })
    cut.setDefaultTimeout(20_000)
    const headline = `Nyhed før en afbrudt første start ${Date.now()}`
    const adminCookie = await signInApi(server.url, ADMIN.email, ADMIN.password)
    const created = await fetch(`${server.url}/api/news`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ content: headline }),
    })
    expect(created.status).toBe(201)
    try {
      const dataDirFetches: number[] = []
      cut.on('response', (response) => void (response.url().includes('/assets/pglite-datadir-') && dataDirFetches.push(response.status())))
      const first = await cut.newPage()
      await signIn(first, EMPLOYEE.email, EMPLOYEE.password)
      await first.getByText(headline).first().waitFor({ timeout: 90_000 })
      const database = await first.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).find((name) => name?.startsWith('/pglite/')))
      expect(database).toBeTruthy()
      await first.close() // its worker goes with it

      // What an interrupted first boot leaves: the database and its store, no files.
      const blank = await cut.newPage()
      await blank.goto('/sw.js')
      const left = await blank.evaluate(async (name) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name)
          open.onsuccess = () => resolve(open.result)
          open.onerror = () => reject(open.error)
        })
        const store = db.transaction('FILE_DATA', 'readwrite').objectStore('FILE_DATA')
        await new Promise((resolve, reject) => {
          const clear = store.clear()
          clear.onsuccess = resolve
          clear.onerror = () => reject(clear.error)
        })
        const count = await new Promise<number>((resolve) => {
          const counting = db.transaction('FILE_DATA').objectStore('FILE_DATA').count()
          counting.onsuccess = () => resolve(counting.result)
        })
        db.close()
        return count
      }, database!)
      expect(left).toBe(0)

      const errors = recordPageErrors(blank)
      await blank.goto('/')
      await step(blank, 'the next boot shows the news', () => blank.getByText(headline).first().waitFor({ timeout: 90_000 }), errors)
      await blank.getByText('Synkroniseret').first().waitFor({ timeout: 60_000 })
      expect(dataDirFetches).toEqual([200, 200])
      expect(errors).toEqual([])
    } finally {
      await cut.close()
    }
  })
})
