// The frame most browser tests share: one chromium and one real server per file (or per
// describe block it is called in), a fresh browser context per person, the server's output
// printed when a test fails, and everything closed afterwards. Call it at the top of a test
// file or describe block; it registers the hooks itself.
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
  /**
   * A new browser context signed in as `who`, at `path`, once its first sync is done; closed
   * when the test that asked for it ends, so the next test starts on a quiet server.
   */
  open(who: { email: string; password: string }, path?: string): Promise<OpenedPage>
  /** A new browser context as it is (signed out), closed when the test that asked for it ends. */
  context(options?: Parameters<typeof newContext>[2]): Promise<BrowserContext>
}

/**
 * `options` may be a function, for a server whose options are only known once something else
 * is ready (a database made for it, a port another process will listen on).
 */
export function useAppInBrowser(options: StartServerOptions | (() => Promise<StartServerOptions>) = {}): AppInBrowser {
  let browser: Browser | undefined
  let server: RunningServer | undefined

  beforeAll(async () => {
    const serverOptions = typeof options === 'function' ? options() : Promise.resolve(options)
    ;[browser, server] = await Promise.all([launchBrowser(), serverOptions.then(startServer)])
  }, 200_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(`── server output ──\n${server?.output().slice(-4000)}`)))

  const started = <T,>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (use it inside a test)`)
    return value
  }
  const newTestContext = async (contextOptions?: Parameters<typeof newContext>[2]) => {
    const ctx = await newContext(started(browser, 'the browser'), started(server, 'the server').url, contextOptions)
    onTestFinished(() => ctx.close().catch(() => {}))
    return ctx
  }
  return {
    get browser() {
      return started(browser, 'the browser')
    },
    get server() {
      return started(server, 'the server')
    },
    context: newTestContext,
    async open(who, path = '/') {
      const page = await (await newTestContext()).newPage()
      const errors = recordPageErrors(page)
      await signIn(page, who.email, who.password)
      await page.goto(path)
      // With every feature's shapes the first full sync takes a while on a busy machine.
      await step(page, `${who.email}: first sync`, () => page.getByText('Synkroniseret').first().waitFor({ timeout: 120_000 }), errors)
      return { page, errors }
    },
  }
}
