// Notifications live, against the real server process: an admin approves an employee's
// vacation in their browser, and the employee's badge (sidebar and phone header) and /notifications list update
// without a reload; a read mark made offline drops the badge at once and reaches the server
// exactly once when the connection is back.
import { describe, expect, it } from 'vitest'
import { signInApi } from './support/api'
import { recordPageErrors, signIn } from './support/browser'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { ADMIN, EMPLOYEE } from './support/server'

const app = useAppInBrowser()

async function api(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.server.url}${path}`, {
    method,
    headers: { cookie, origin: app.server.url, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300)
  return res.json()
}

/** What the server holds, as the employee's own notifications shape delivers it (snapshot, then the log). */
async function serverNotices(cookie: string): Promise<{ id: string; read_at: string | null }[]> {
  const rows = new Map<string, { id: string; read_at: string | null }>()
  let query = 'offset=-1'
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${app.server.url}/api/shapes/notifications?${query}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    const messages = (await res.json()) as { value?: { id: string; read_at: string | null }; headers?: { control?: string } }[]
    for (const m of messages) if (m.value) rows.set(m.value.id, { ...rows.get(m.value.id), ...m.value })
    // The snapshot comes first and the log after it: read on until a round brings nothing new.
    if (i > 0 && !messages.some((m) => m.value)) break
    query = `handle=${res.headers.get('electric-handle')}&offset=${res.headers.get('electric-offset')}`
  }
  return [...rows.values()]
}

async function serverPreferences(cookie: string): Promise<{ muted_kinds: string[] } | undefined> {
  const res = await fetch(`${app.server.url}/api/shapes/notification_preferences?offset=-1`, { headers: { cookie } })
  const first = (await res.json()) as { value?: { muted_kinds: string[] } }[]
  const next = await fetch(`${app.server.url}/api/shapes/notification_preferences?handle=${res.headers.get('electric-handle')}&offset=${res.headers.get('electric-offset')}`, { headers: { cookie } })
  const rows = [...first, ...((await next.json()) as { value?: { muted_kinds: string[] } }[])].filter((m) => m.value)
  const value = rows.at(-1)?.value?.muted_kinds
  return value === undefined ? undefined : { muted_kinds: typeof value === 'string' ? JSON.parse(value) : value }
}

describe('notifications, live', () => {
  it('an approval reaches the employee live; an offline read mark is delivered once', { timeout: 300_000 }, async () => {
    const adminCookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const employeeCookie = await signInApi(app.server.url, EMPLOYEE.email, EMPLOYEE.password)
    const { vacation } = await api(employeeCookie, 'POST', '/api/vacations', { start_date: '2031-07-01', end_date: '2031-07-14' })

    const context = await app.context()
    const page = await context.newPage()
    const errors = recordPageErrors(page)
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
    await page.getByText('Synkroniseret').first().waitFor({ timeout: 120_000 })
    await page.goto('/notifications')
    const badge = page.getByTestId('unread-badge')
    await step(page, 'no notices yet', async () => {
      await page.getByText('Du har ingen notifikationer endnu.').waitFor()
      expect(await badge.getAttribute('data-count')).toBe('0')
    }, errors)
    await page.evaluate(() => ((window as any).__e2eNoReload = true))

    // The admin approves in their own browser, in one click on /vacation.
    const adminContext = await app.context()
    const adminPage = await adminContext.newPage()
    const adminErrors = recordPageErrors(adminPage)
    await signIn(adminPage, ADMIN.email, ADMIN.password)
    await adminPage.getByText('Synkroniseret').first().waitFor({ timeout: 120_000 })
    await adminPage.goto('/vacation')
    await step(adminPage, 'the admin approves the vacation', async () => {
      await adminPage.getByRole('button', { name: /^Godkend ferie for Mette Jensen/ }).click()
      await expect.poll(async () => (await api(adminCookie, 'GET', '/api/vacations')).vacations.find((v: { id: string }) => v.id === vacation.id)?.status, { timeout: 20_000 }).toBe('approved')
    }, adminErrors)
    await adminContext.close()
    const item = page.getByRole('list', { name: 'Notifikationer' }).getByRole('listitem')
    await step(page, 'the approval arrives live: list and badge', async () => {
      await item.getByText('Din ferie er godkendt').waitFor({ timeout: 30_000 })
      await item.getByText('1. juli 2031 – 14. juli 2031').waitFor()
      await page.getByLabel('Notifikationer: 1 ulæst notifikation').waitFor()
    }, errors)
    expect(await page.evaluate(() => (window as any).__e2eNoReload)).toBe(true)

    // The phone header carries the same live count.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.getByRole('banner').getByLabel('Notifikationer: 1 ulæst notifikation').waitFor()
    await page.setViewportSize({ width: 1280, height: 800 })

    const [notice] = await serverNotices(employeeCookie)
    const readPath = `/api/notifications/${notice.id}/read`
    const answers: number[] = []
    page.on('response', (res) => {
      if (res.request().method() === 'POST' && new URL(res.url()).pathname === readPath) answers.push(res.status())
    })

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Marker »Din ferie er godkendt« som læst' }).click()
    await step(page, 'offline, the mark shows at once', async () => {
      await page.getByLabel('Notifikationer: Ingen ulæste notifikationer').waitFor({ timeout: 10_000 })
      await page.getByTestId('unread-summary').getByText('Ingen ulæste notifikationer').waitFor()
    }, errors)
    expect((await serverNotices(employeeCookie))[0].read_at).toBeNull()

    await context.setOffline(false)
    await expect.poll(async () => (await serverNotices(employeeCookie))[0].read_at, { timeout: 30_000 }).not.toBeNull()
    await step(page, 'back online the outbox empties and the mark stays', async () => {
      await page.getByTestId('pending-writes').waitFor({ state: 'detached', timeout: 30_000 })
      await page.getByLabel('Notifikationer: Ingen ulæste notifikationer').waitFor()
    }, errors)
    expect(answers).toEqual([200])

    // The notice links to the thing itself: the vacation, in view and marked.
    await page.getByRole('button', { name: /Din ferie er godkendt/ }).click()
    await page.waitForURL((url) => url.pathname === '/vacation' && url.hash === `#ferie-${vacation.id}`)
    await step(page, 'the vacation page marks the vacation the notice is about', async () => {
      const marked = page.locator(`[id="ferie-${vacation.id}"][aria-current="true"]`)
      await marked.getByText('Godkendt').waitFor()
      expect(await page.locator('[aria-current="true"][id^="ferie-"]').count()).toBe(1)
    }, errors)
    // /settings on a phone: a preference saved and synced back, a calendar address made.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/settings')
    const prefs = page.getByRole('group', { name: 'Giv mig besked, når' })
    await step(page, 'settings: turn off one kind of notice', async () => {
      await prefs.getByLabel('Min ferie er godkendt').uncheck()
      await expect.poll(async () => (await serverPreferences(employeeCookie))?.muted_kinds, { timeout: 20_000 }).toEqual(['vacation_approved'])
      expect(await prefs.getByLabel('Min ferie er godkendt').isChecked()).toBe(false)
    }, errors)
    await step(page, 'settings: make a calendar address', async () => {
      await page.getByRole('button', { name: 'Opret kalenderadresse' }).click()
      const url = await page.getByLabel('Min kalender', { exact: true }).inputValue()
      expect(url).toMatch(/\/api\/public\/calendar\/[A-Za-z0-9_-]{43}\/personal\.ics$/)
      const feed = await fetch(url)
      expect(feed.status).toBe(200)
      expect(await feed.text()).toContain('BEGIN:VCALENDAR')
    }, errors)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // Offline, the browser logs its failed requests (sync and the queued write); nothing else.
    expect(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([])
  })
})
