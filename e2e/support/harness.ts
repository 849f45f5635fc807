// The frame most browser tests share: one chromium and one real server per file, a fresh
// browser context per person, the server's output printed when a test fails, and everything
// closed afterwards. Call it at the top of a test file; it registers the hooks itself.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, onTestFinished } from 'vitest'
import { launchBrowser, newContext, recordPageErrors, signIn } from './browser'
import { step } from './diagnostics'
import { startServer, type RunningServer, type StartServerOptions } from './server'

export interface OpenedPage {
  page: Page
  /** Page errors and console errors seen so far (the array keeps filling). */
  errors: string[]
}

export interface AppInBrowser {
  readonly browser: Browser
  readonly server: RunningServer
  /** A new browser context signed in as `who`, at `path`, once its first sync is done. */
  open(who: { email: string; password: string }, path?: string): Promise<OpenedPage>
  /** A new browser context as it is (signed out), closed when the test that asked for it ends. */
  context(options?: Parameters<typeof newContext>[2]): Promise<BrowserContext>
}

export function useAppInBrowser(options: StartServerOptions = {}): AppInBrowser {
  let browser: Browser | undefined
  let server: RunningServer | undefined
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    ;[browser, server] = await Promise.all([launchBrowser(), startServer(options)])
  }, 200_000)
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {})
    await browser?.close()
    await server?.stop()
  })
  beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(`── server output ──\n${server?.output().slice(-4000)}`)))

  const started = <T,>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (use it inside a test)`)
    return value
  }
  return {
    get browser() {
      return started(browser, 'the browser')
    },
    get server() {
      return started(server, 'the server')
    },
    async context(options) {
      const ctx = await newContext(started(browser, 'the browser'), started(server, 'the server').url, options)
      onTestFinished(() => ctx.close().catch(() => {}))
      return ctx
    },
    async open(who, path = '/') {
      const ctx = await newContext(started(browser, 'the browser'), started(server, 'the server').url)
      contexts.push(ctx)
      const page = await ctx.newPage()
      const errors = recordPageErrors(page)
      await signIn(page, who.email, who.password)
      await page.goto(path)
      await step(page, `${who.email}: first sync`, () => page.getByText('Synkroniseret').first().waitFor({ timeout: 90_000 }), errors)
      return { page, errors }
    },
  }
}
