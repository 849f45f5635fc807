// Debian chromium driven by playwright-core (no browser is ever downloaded).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM } from './paths'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
  })
  context.setDefaultTimeout(20_000)
  return context
}

/** Collects console errors and page errors, for a useful message when a test fails. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
  page.on('console', (msg) => {
    // A page that names no icon (a script or JSON opened as a page, as some tests do) makes the
    // browser ask for /favicon.ico by itself, at a moment of its choosing: its 404 is not the app's.
    if (msg.type() === 'error' && !msg.location().url.endsWith('/favicon.ico')) errors.push(`console: ${msg.text()}`)
  })
  return errors
}

/** Waits until the service worker controls the page: only then can it be reloaded offline. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
}

export const SIGN_IN_TITLE = 'Log ind på din konto'

/** Fills the sign-in form on the current page (navigating to / first if it is not shown). */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const title = page.getByText(SIGN_IN_TITLE)
  if (!(await title.isVisible().catch(() => false))) {
    await page.goto('/')
    await title.waitFor()
  }
  await page.getByLabel('E-mail eller brugernavn', { exact: true }).fill(email)
  await page.getByLabel('Adgangskode', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log ind', exact: true }).click()
}

/** Signs in and waits until the sign-in screen is gone. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await fillSignIn(page, email, password)
  await page.getByText(SIGN_IN_TITLE).waitFor({ state: 'hidden', timeout: 30_000 })
}
