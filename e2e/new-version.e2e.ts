// A new version is deployed while a person has the intranet open. Played here by a server that
// announces another build than the one it serves (INTRANET_BUILD_ID): to the open page it is a
// server of a newer build. The page must say so in Danish with a reload button, the button must
// reload (by keyboard too, and at 360 px), and the next navigation reloads by itself when
// nothing is being edited.
import { describe, expect, it } from 'vitest'
import { allOnScreen, PHONE } from './support/layout'
import { EMPLOYEE } from './support/server'
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
})
