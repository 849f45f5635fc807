// Two tabs of one browser share one local database: the first tab's worker wins the election
// and runs PGlite and sync, the second tab sends its queries there. Closing the leader must
// hand over without losing data or the outbox: the other tab becomes leader, keeps showing
// the data, delivers the writes queued offline (before and after the handover) exactly once,
// and receives live changes, all without a reload.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordPageErrors, signIn } from './support/browser'
import { useAppInBrowser } from './support/harness'
import { ADMIN } from './support/server'
import { addEvent, eventsHeading } from './support/events'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'

const app = useAppInBrowser()

const SEEDED = 'Fredagsbar i kantinen'

/**
 * How many events with this title the server has, read through the real shape endpoint as a
 * client would: from the start, following the offsets until a request brings nothing new
 * (the engine shares a snapshot for a few seconds and lets the log cover what came after).
 */
async function serverCount(cookie: string, title: string): Promise<number> {
  const rows = new Map<string, string | undefined>()
  let query = 'offset=-1'
  for (let page = 0; page < 50; page++) {
    const res = await fetch(`${app.server.url}/api/shapes/events?${query}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    const messages = (await res.json()) as { key?: string; value?: { title?: string }; headers: Record<string, string> }[]
    let changes = 0
    for (const m of messages) {
      if (!m.key) continue
      changes++
      if (m.headers.operation === 'delete') rows.delete(m.key)
      else rows.set(m.key, m.value?.title ?? rows.get(m.key))
    }
    if (changes === 0 && res.headers.has('electric-up-to-date')) return [...rows.values()].filter((t) => t === title).length
    query = `offset=${res.headers.get('electric-offset')}&handle=${res.headers.get('electric-handle')}`
  }
  throw new Error('the events shape never reached up-to-date')
}

interface Election {
  held: string[]
  pending: string[]
}

/**
 * Who holds PGlite's election lock (`pglite-election-lock:intranet-db:<dataDir>`, taken by
 * the leader's worker in @electric-sql/pglite/worker) and who waits for it, as client ids.
 * Locks are per origin, so any tab sees every tab's workers.
 */
function election(page: Page): Promise<Election> {
  return page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query()
    const ids = (locks: LockInfo[]) =>
      locks.filter((l) => l.name?.startsWith('pglite-election-lock:')).map((l) => l.clientId ?? '?')
    return { held: ids(held), pending: ids(pending) }
  })
}

async function waitForElection(page: Page, accept: (e: Election) => boolean, timeout = 30_000): Promise<Election> {
  let last: Election = { held: [], pending: [] }
  await expect
    .poll(async () => accept((last = await election(page))), { timeout, interval: 200 })
    .toBe(true)
    .catch((err: Error) => {
      err.message = `election lock never got there; last seen ${JSON.stringify(last)}\n${err.message}`
      throw err
    })
  return last
}

describe('two tabs', () => {
  it('closing the leader tab hands over: data, queued write and live sync carry on in the other tab', { timeout: 240_000 }, async () => {
    const adminCookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const context = await app.context()

    const leader = await context.newPage()
    const leaderErrors = recordPageErrors(leader)
    await signIn(leader, ADMIN.email, ADMIN.password)
    await leader.goto('/events')
    await step(leader, 'the first tab shows the synced events', () => leader.getByText(SEEDED).waitFor({ timeout: 60_000 }), leaderErrors)
    const alone = await waitForElection(leader, (e) => e.held.length === 1)
    expect(alone.pending).toEqual([])
    const leaderWorker = alone.held[0]

    // Same context: same origin, same cookie, same IndexedDB.
    const follower = await context.newPage()
    const followerErrors = recordPageErrors(follower)
    await follower.goto('/events')
    await step(follower, 'the second tab shows the synced events', () => follower.getByText(SEEDED).waitFor({ timeout: 60_000 }), followerErrors)
    // The second tab's worker waits for the lock the first one keeps: the first tab leads.
    const both = await waitForElection(follower, (e) => e.pending.length === 1)
    expect(both.held).toEqual([leaderWorker])
    expect(both.pending[0]).not.toBe(leaderWorker)
    const followerWorker = both.pending[0]
    // A mark that a reload would wipe out: the follower must carry on without one.
    await follower.evaluate(() => ((window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true))

    const online = `Fanebladsmøde ${Date.now().toString(36)}`
    await step(follower, 'the follower creates an event through the leader', async () => {
      await addEvent(follower, { title: online, location: 'Mødelokale 2' })
      await follower.getByText(online).first().waitFor()
    }, followerErrors)
    await step(leader, 'the leader shows it too', () => leader.getByText(online).first().waitFor(), leaderErrors)
    await expect.poll(() => serverCount(adminCookie, online), { timeout: 20_000 }).toBe(1)

    await context.setOffline(true)
    const queued = `Offline fra fanebladet ${Date.now().toString(36)}`
    await addEvent(follower, { title: queued, location: 'Skurvognen' })
    await step(follower, 'the offline event waits in the outbox', async () => {
      await follower.getByText(queued).first().waitFor()
      await follower.getByText('Venter på at blive sendt').waitFor()
      await follower.getByTestId('pending-writes').getByText('1 ændring venter').waitFor()
    }, followerErrors)
    await step(leader, 'the leader sees the same outbox', () =>
      leader.getByTestId('pending-writes').getByText('1 ændring venter').waitFor(),
    )
    expect(await serverCount(adminCookie, queued)).toBe(0)

    // Marks the follower's page as rendered on the old leader's database session.
    await eventsHeading(follower).evaluate((el) => el.setAttribute('data-e2e-before-handover', ''))
    await leader.close()
    const handedOver = await step(follower, 'the follower takes over the election lock', () =>
      waitForElection(follower, (e) => e.held.length === 1 && e.pending.length === 0),
    )
    expect(handedOver.held).toEqual([followerWorker])

    await step(follower, 'the new leader still shows the data and the queued write', async () => {
      await eventsHeading(follower).waitFor()
      await follower.getByText(SEEDED).waitFor({ timeout: 30_000 })
      await follower.getByText(online).first().waitFor()
      await follower.getByText(queued).first().waitFor()
      await follower.getByTestId('pending-writes').getByText('1 ændring venter').waitFor()
    }, followerErrors)
    // The page stayed mounted (a tick or a half-typed form is not thrown away by another tab
    // closing); a new write only shows if its live queries subscribed again on the new session.
    expect(await follower.locator('[data-e2e-before-handover]').count()).toBe(1)
    const queuedAfter = `Efter skiftet ${Date.now().toString(36)}`
    await addEvent(follower, { title: queuedAfter, location: 'Kontoret' })
    await step(follower, 'a write made after the handover joins the outbox', async () => {
      await follower.getByText(queuedAfter).first().waitFor()
      await follower.getByTestId('pending-writes').getByText('2 ændringer venter').waitFor()
    }, followerErrors)
    expect(await serverCount(adminCookie, queued)).toBe(0)
    expect(await serverCount(adminCookie, queuedAfter)).toBe(0)

    await context.setOffline(false)
    await step(follower, 'back online the new leader sends the queued write', async () => {
      await follower.getByTestId('pending-writes').waitFor({ state: 'detached', timeout: 30_000 })
      await follower.getByText('Venter på at blive sendt').first().waitFor({ state: 'detached', timeout: 30_000 })
      // The synced row replaces the pending one: sync runs in this tab now.
      await follower.getByText(queued).first().waitFor({ timeout: 30_000 })
      await follower.getByText(queuedAfter).first().waitFor({ timeout: 30_000 })
    }, followerErrors)
    await expect.poll(() => serverCount(adminCookie, queued), { timeout: 20_000 }).toBe(1)
    await expect.poll(() => serverCount(adminCookie, queuedAfter), { timeout: 20_000 }).toBe(1)
    // For a moment a sent write can show twice (its pending row and the synced row); then once.
    await expect.poll(() => follower.getByText(queued).count()).toBe(1)
    await expect.poll(() => follower.getByText(queuedAfter).count()).toBe(1)

    // A change made elsewhere arrives live: the new leader's sync and live queries both work.
    const fromServer = `Fra serveren ${Date.now().toString(36)}`
    const res = await fetch(`${app.server.url}/api/events`, {
      method: 'POST',
      headers: {
        cookie: adminCookie,
        origin: app.server.url,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ title: fromServer, date: new Date(Date.now() + 2 * 86_400_000).toISOString(), location: 'Pladsen' }),
    })
    expect(res.status).toBe(201)
    await step(follower, 'a server-side change shows up live in the remaining tab', () =>
      follower.getByText(fromServer).first().waitFor({ timeout: 30_000 }),
    followerErrors)

    expect(await follower.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true)
    // Expected: offline fetches failing. Anything else the handover printed is not expected.
    const expected = /net::ERR_INTERNET_DISCONNECTED/
    expect(followerErrors.filter((e) => !expected.test(e))).toEqual([])
    // Handed-over work is not lost or doubled: each write exactly once on the server.
    expect(await serverCount(adminCookie, online)).toBe(1)
    expect(await serverCount(adminCookie, queued)).toBe(1)
    expect(await serverCount(adminCookie, queuedAfter)).toBe(1)
    expect(await serverCount(adminCookie, fromServer)).toBe(1)
  })
})
