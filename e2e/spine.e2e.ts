// The spine, end to end in a real browser against the real server process:
// sign-in, the admin gate, live events across browsers (embedded mode, and PostgreSQL with
// the shape engine as its own process behind ELECTRIC_URL), and the mobile drawer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fillSignIn, recordPageErrors, signIn, SIGN_IN_TITLE } from './support/browser'
import { useAppInBrowser, type AppInBrowser } from './support/harness'
import { ADMIN, EMPLOYEE, startSyncEngine } from './support/server'
import { createTestDatabase } from '../server/test/pg'
import { freePort } from './support/processes'
import { addEvent, eventsHeading } from './support/events'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'

/** Admin adds an event in one context; the employee's already-open /events shows it live. */
async function eventAppearsLiveInOtherBrowser(app: AppInBrowser) {
  const employeeCtx = await app.context()
  const adminCtx = await app.context()
  const employee = await employeeCtx.newPage()
  const employeeErrors = recordPageErrors(employee)
  await signIn(employee, EMPLOYEE.email, EMPLOYEE.password)
  await employee.goto('/events')
  await step(employee, 'employee opens /events', () => eventsHeading(employee).waitFor(), employeeErrors)
  // A mark that a reload or a navigation would wipe out.
  await employee.evaluate(() => ((window as any).__e2eNoReload = true))

  const admin = await adminCtx.newPage()
  const adminErrors = recordPageErrors(admin)
  await signIn(admin, ADMIN.email, ADMIN.password)
  await admin.goto('/events')
  await step(admin, 'admin opens /events', () => eventsHeading(admin).waitFor(), adminErrors)

  const title = `E2E arrangement ${Date.now().toString(36)}`
  await step(
    admin,
    'admin adds an event',
    async () => {
      await addEvent(admin, {
        title,
        description: 'Oprettet af browsertesten',
        location: 'Kantinen, Vejle',
        daysAhead: 3,
      })
      await admin.getByText(title).first().waitFor({ timeout: 20_000 })
    },
    adminErrors,
  )

  await step(
    employee,
    "the event appears on the employee's open page",
    () => employee.getByText(title).first().waitFor({ timeout: 30_000 }),
    employeeErrors,
  )
  expect(await employee.evaluate(() => (window as any).__e2eNoReload)).toBe(true)

  // Still there after a reload (local database + sync, not just in-memory state).
  await employee.reload()
  await step(
    employee,
    'the event is still there after a reload',
    async () => {
      await eventsHeading(employee).waitFor({ timeout: 30_000 })
      await employee.getByText(title).first().waitFor({ timeout: 30_000 })
    },
    employeeErrors,
  )
  await admin.reload()
  await step(admin, 'admin still sees it after a reload', () => admin.getByText(title).first().waitFor({ timeout: 30_000 }), adminErrors)
}

describe('embedded mode (PGlite in DATA_DIR, in-process shape engine)', () => {
  const app = useAppInBrowser()

  it('a failed sign-in shows the provider message and stays on the sign-in screen', async () => {
    const ctx = await app.context()
    const page = await ctx.newPage()
    // Hold the request a moment, so the busy text can be seen.
    await page.route('**/api/auth/sign-in/**', async (route) => {
      await new Promise((r) => setTimeout(r, 700))
      await route.continue()
    })
    await page.goto('/')
    await page.getByText(SIGN_IN_TITLE).waitFor()
    await fillSignIn(page, ADMIN.email, 'not-the-password')
    await page.getByText('Logger ind...').waitFor({ timeout: 5_000 })
    await page.getByText('Forkert e-mail eller adgangskode').waitFor()
    expect(await page.getByText(SIGN_IN_TITLE).isVisible()).toBe(true)
    expect(await page.getByLabel('E-mail eller brugernavn', { exact: true }).inputValue()).toBe(ADMIN.email)
  })

  it("a non-admin sees 'Access denied' on /users", async () => {
    const ctx = await app.context()
    const page = await ctx.newPage()
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
    await page.goto('/users')
    await page.getByText('Access denied').waitFor()
    // and the API says 403 for the same user
    const res = await page.request.post(`${app.server.url}/api/events`, {
      data: { title: 'Må ikke', date: new Date().toISOString() },
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status()).toBe(403)
  })

  it("an event the admin creates appears live on the employee's open /events page, and survives a reload", async () => {
    await eventAppearsLiveInOtherBrowser(app)
  })

  it('at 360 px the mobile drawer opens and navigates by keyboard', async () => {
    const ctx = await app.context({ width: 360, height: 740 })
    const page = await ctx.newPage()
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
    await page.goto('/')
    await page.waitForLoadState('networkidle').catch(() => {})
    // The side navigation is not shown inline at this width.
    const inlineEventsLink = page.getByRole('link', { name: 'Arrangementer', exact: true }).first()
    expect(await inlineEventsLink.isVisible().catch(() => false)).toBe(false)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    const menuButton = page.getByRole('button', { name: 'Åbn menu' })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog')
    await drawer.waitFor()
    const link = drawer.getByRole('link', { name: 'Arrangementer', exact: true })
    await link.waitFor()

    // Tab through the drawer until the events link has focus, then follow it with Enter.
    let focused = false
    for (let i = 0; i < 60 && !focused; i++) {
      await page.keyboard.press('Tab')
      focused = await link.evaluate((el) => el === document.activeElement)
    }
    expect(focused, 'the Arrangementer link is reachable with Tab inside the drawer').toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/events$/)
    await eventsHeading(page).waitFor()
    await drawer.waitFor({ state: 'hidden' })
  })
})

describe('PostgreSQL mode with the shape engine as its own process (ELECTRIC_URL)', () => {
  let engine: Awaited<ReturnType<typeof startSyncEngine>> | undefined
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let enginePort = 0

  // Registered before the app's own hooks, so it runs after them: the engine and the database
  // go once the server has stopped.
  afterAll(async () => {
    await engine?.stop()
    await db?.drop()
  })
  // The app first: it migrates and seeds; then the engine on the port the app points at.
  const app = useAppInBrowser(async () => {
    db = await createTestDatabase('intranet_e2e')
    enginePort = await freePort()
    return { databaseUrl: db.url, env: { ELECTRIC_URL: `http://127.0.0.1:${enginePort}`, ELECTRIC_SECRET: 'e2e-electric-secret' } }
  })
  beforeAll(async () => {
    engine = await startSyncEngine({
      databaseUrl: db!.url,
      port: enginePort,
      env: { ELECTRIC_SECRET: 'e2e-electric-secret' },
    })
  })
  beforeEach(({ onTestFailed }) => onTestFailed(() => engine && console.error(`── last output of sync engine ──\n${engine.output().slice(-4000)}`)))

  it('an event the admin creates appears live in the other browser through the standalone engine', async () => {
    // The engine itself answers the Electric protocol.
    const direct = await fetch(`${engine!.url}/v1/shape?table=events&offset=-1&secret=e2e-electric-secret`)
    expect(direct.status).toBe(200)
    expect(direct.headers.get('electric-handle')).toBeTruthy()

    await eventAppearsLiveInOtherBrowser(app)

    // And the app's shapes really come from that process: without it the proxy cannot answer.
    const cookie = await signInApi(app.server.url, EMPLOYEE.email, EMPLOYEE.password)
    const viaProxy = await fetch(`${app.server.url}/api/shapes/events?offset=-1`, { headers: { cookie } })
    expect(viaProxy.status).toBe(200)
    await engine!.stop()
    const withoutEngine = await fetch(`${app.server.url}/api/shapes/events?offset=-1`, {
      headers: { cookie },
      signal: AbortSignal.timeout(30_000),
    }).catch((err) => ({ ok: false, status: `network error: ${err.message}` }))
    expect(withoutEngine.ok).toBe(false)
  })
})
