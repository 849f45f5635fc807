// A new version is deployed while a person has the intranet open. Played here by a server that
// announces another build than the one it serves (INTRANET_BUILD_ID): to the open page it is a
// server of a newer build. The page must say so in Danish with a reload button, the button must
// reload (by keyboard too, and at 360 px), and the next navigation reloads by itself when
// nothing is being edited.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { allOnScreen, PHONE } from './support/layout'
import { ADMIN, EMPLOYEE } from './support/server'
import { newContext, recordPageErrors, signIn } from './support/browser'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'

const ANNOUNCED = 'e2e-nyere-version'
const app = useAppInBrowser({ env: { INTRANET_BUILD_ID: ANNOUNCED } })

type Marked = { __e2eBeforeReload?: boolean }

describe('a new version on the server', () => {
  it('shows every open page a Danish notice whose button reloads, and the next navigation reloads by itself', { timeout: 240_000 }, async () => {
    const health = await fetch(`${app.server.url}/api/health`)
    expect(health.headers.get('x-intranet-build')).toBe(ANNOUNCED)

    const { page, errors } = await app.open(EMPLOYEE, '/')
    const notice = page.getByTestId('new-version')
    // The server says its build on its answers and on the change socket: within a minute at most.
    await step(page, 'the notice shows', () => notice.waitFor({ timeout: 60_000 }), errors)
    expect((await notice.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Der er en ny version af intranettet – Genindlæs')
    const reload = notice.getByRole('button', { name: 'Genindlæs', exact: true })

    // At 360 px the notice and its button fit on the screen.
    await page.setViewportSize(PHONE)
    await allOnScreen(reload)
    await allOnScreen(notice)

    // By keyboard: the button takes focus and Enter reloads the page.
    await page.evaluate(() => ((window as Marked).__e2eBeforeReload = true))
    await reload.focus()
    await step(page, 'Genindlæs reloads the page', () => Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]), errors)
    expect(await page.evaluate(() => (window as Marked).__e2eBeforeReload)).toBeUndefined()
    // The server still announces another build than this page's: told again after the reload.
    await step(page, 'the notice shows again after the reload', () => notice.waitFor({ timeout: 60_000 }), errors)

    // Nothing is being edited: the next navigation (an ordinary in-app link) reloads by itself.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.evaluate(() => ((window as Marked).__e2eBeforeReload = true))
    const link = page.getByRole('navigation').getByRole('link', { name: 'Håndbøger', exact: true }).first()
    await step(page, 'navigating reloads the page', () => Promise.all([page.waitForEvent('load'), link.click()]), errors)
    expect(new URL(page.url()).pathname).toBe('/handbooks')
    expect(await page.evaluate(() => (window as Marked).__e2eBeforeReload)).toBeUndefined()
    await page.getByRole('heading', { name: 'Håndbøger' }).first().waitFor()
    expect(errors).toEqual([])
  })

  it('an older tab that leads hands over to a tab of the new version: one leader, the new one', { timeout: 240_000 }, async () => {
    const context = await newContext(app.browser, app.server.url)
    try {
      const first = await context.newPage()
      const errors = recordPageErrors(first)
      await signIn(first, ADMIN.email, ADMIN.password)
      await first.goto('/events')
      await step(first, 'the first tab syncs', () => first.getByText('Synkroniseret').first().waitFor({ timeout: 90_000 }), errors)
      const second = await context.newPage()
      await second.goto('/events')
      await step(second, 'the second tab waits for the leader', async () => {
        await expect.poll(async () => (await locks(second)).pending.length).toBe(1)
      })
      const before = await locks(second)
      expect(before.held).toHaveLength(1)
      const lockName = before.held[0].name
      // Both old tabs have heard by now that the server serves another build.
      await first.getByTestId('new-version').waitFor({ timeout: 60_000 })
      await second.getByTestId('new-version').waitFor({ timeout: 60_000 })
      for (const page of [first, second]) await page.evaluate(() => ((window as Marked).__e2eBeforeReload = true))

      // The new version's tab, as far as the others can tell: it queues for the store's election
      // lock as its PGlite worker would, and says its build on the sync channel. (A page of the
      // app's origin that runs none of the app: the JSON of /api/health.)
      const newer = await context.newPage()
      await newer.goto('/api/health')
      const newerClient = await newer.evaluate(
        async ({ lockName, build, others }) => {
          void navigator.locks.request(lockName, () => new Promise(() => {}))
          let mine: string | undefined
          while (!mine) {
            const { pending = [] } = await navigator.locks.query()
            mine = pending.find((l) => l.name === lockName && !others.includes(l.clientId ?? ''))?.clientId
          }
          const dataDir = lockName.slice('pglite-election-lock:intranet-db:'.length)
          const channel = new BroadcastChannel(`intranet-sync:${dataDir}`)
          ;(window as unknown as { __e2eChannel: BroadcastChannel }).__e2eChannel = channel
          channel.postMessage({ type: 'tab-build', build })
          return mine
        },
        { lockName, build: ANNOUNCED, others: [...before.held, ...before.pending].map((l) => l.clientId) },
      )

      // Both old tabs reload (the leader first, then the one that led after it) and the new
      // version's tab leads; the old tabs' new workers wait behind it.
      await step(first, 'the old leader reloaded', () => first.waitForFunction(() => !(window as Marked).__e2eBeforeReload, null, { timeout: 60_000 }))
      await step(second, 'the next old leader reloaded', () => second.waitForFunction(() => !(window as Marked).__e2eBeforeReload, null, { timeout: 60_000 }))
      await expect.poll(async () => (await locks(newer)).held.map((l) => l.clientId)).toEqual([newerClient])
      await expect.poll(async () => (await locks(newer)).pending.length).toBe(2)
      expect(errors).toEqual([])
    } finally {
      await context.close().catch(() => {})
    }
  })
})

interface Held {
  name: string
  clientId: string
}

/** The origin's PGlite election locks, held and waited for. */
function locks(page: Page): Promise<{ held: Held[]; pending: Held[] }> {
  return page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query()
    const election = (list: LockInfo[]) =>
      list.filter((l) => l.name?.startsWith('pglite-election-lock:')).map((l) => ({ name: l.name!, clientId: l.clientId ?? '?' }))
    return { held: election(held), pending: election(pending) }
  })
}
