// A release that adds one column to one table, met by a browser that synced with the release
// before: played by turning the browser's database into the one the older build made (the
// column missing in the table and in the recorded layout, e2e/support/local-db.ts) with a write
// still queued in its outbox, then loading this build. The database must be migrated, not
// rebuilt: only that table's shape is fetched from the start, every other shape resumes from its
// stored handle, and the queued write is sent exactly once.
import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ADMIN } from './support/server'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { exposeLocalDb, localQuery, playOlderBuild, shapePlaces } from './support/local-db'

const app = useAppInBrowser()

/** The shape a request reads, and whether it starts from nothing (no stored place). */
function shapeRequest(request: Request): { shape: string; fresh: boolean } | null {
  const url = new URL(request.url())
  const match = /^\/api\/shapes\/([^/]+)$/.exec(url.pathname)
  if (!match || match[1] === 'live') return null
  return { shape: match[1], fresh: url.searchParams.get('offset') === '-1' }
}

describe('a release that adds a column to one table', () => {
  it('migrates the local database: only that table’s shape is fetched again, the queued write goes once', { timeout: 300_000 }, async () => {
    // On a page that does not read the events table, whose column goes for a while below.
    const { page, errors } = await app.open(ADMIN, '/handbooks')
    await exposeLocalDb(page)
    await page.reload()
    await step(page, 'synced again with the database exposed', () => page.getByText('Synkroniseret').first().waitFor({ timeout: 90_000 }), errors)
    const before = await shapePlaces(page)
    expect(before.length).toBeGreaterThan(20)
    expect(before.every((p) => p.handle !== null)).toBe(true)

    // A write the older build queued and could not send yet: the network refuses it for now.
    let blocked = true
    let sent = 0
    await page.context().route('**/api/events', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      if (blocked) return route.abort('internetdisconnected')
      sent++
      return route.continue()
    })
    const title = `Opgradering ${Date.now()}`
    await localQuery(
      page,
      `insert into local.outbox (id, method, path, body, idempotency_key) values (gen_random_uuid(), 'POST', '/api/events', $1, gen_random_uuid()::text)`,
      [JSON.stringify({ title, date: '2027-03-01', location: 'Kantinen' })],
    )
    await playOlderBuild(page, 'events', 'location')

    const requests: { shape: string; fresh: boolean }[] = []
    // The context's: the PGlite worker's requests, also when the service worker controls the page.
    page.context().on('request', (request) => {
      const read = shapeRequest(request)
      if (read) requests.push(read)
    })
    await page.reload({ waitUntil: 'commit' })
    blocked = false
    await step(page, 'the new build is synced', () => page.getByText('Synkroniseret').first().waitFor({ timeout: 90_000 }), errors)
    await page.goto('/events')
    await step(page, 'the queued event is on the page', () => page.getByText(title).first().waitFor({ timeout: 60_000 }), errors)

    // Migrated in place: the column is back, and filled by the one shape fetched again.
    const rows = await localQuery<{ location: string | null }>(page, `select location from events where title = $1`, [title])
    expect(rows).toEqual([{ location: 'Kantinen' }])
    expect(await localQuery(page, `select 1 from pg_indexes where indexname = 'events_search_idx'`)).toHaveLength(1)
    // No full resync: only the events shape started from nothing.
    expect([...new Set(requests.filter((r) => r.fresh).map((r) => r.shape))]).toEqual(['events'])
    const after = new Map((await shapePlaces(page)).map((p) => [p.shape, p]))
    for (const place of before) {
      if (place.shape === 'events') expect(after.get('events')?.offset).not.toBeNull()
      else expect(after.get(place.shape)?.handle, place.shape).toBe(place.handle)
    }
    // The outbox sent its write once, and it is settled.
    expect(sent).toBe(1)
    await expect.poll(async () => (await localQuery(page, `select 1 from local.outbox`)).length, { timeout: 30_000 }).toBe(0)
    // The older build's attempts while the network refused them are the only errors.
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  })
})
