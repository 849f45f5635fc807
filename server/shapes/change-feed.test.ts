// The change feed against an Electric-protocol upstream (here the embedded engine spoken to
// over its HTTP interface in-process, as the app speaks to Electric): one long-poll per
// distinct shape, whatever the number of watchers, and one check per place when many ask.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, TEST_ADMIN, type TestServer } from '../test/app'
import { upstreamChangeFeed } from './change-feed'
import { embeddedUpstream, type ShapeUpstream } from './upstream'

let s: TestServer
let inFlight = 0
const seen: URL[] = []
let counting: ShapeUpstream
beforeAll(async () => {
  s = await createTestServer({ sync: 'embedded' })
  const upstream = embeddedUpstream(s.engine!)
  counting = async (url, signal) => {
    seen.push(url)
    inFlight++
    try {
      return await upstream(url, signal)
    } finally {
      inFlight--
    }
  }
})
afterAll(async () => s?.close())

const eventsUrl = () => new URL('http://upstream/v1/shape?table=events&columns=id,title')

const createEvent = async (title: string) => {
  const admin = await s.cookieFor(TEST_ADMIN.email)
  const res = await s.request('/api/events', { method: 'POST', cookie: admin, json: { title, date: '2031-03-01T07:00' } })
  expect(res.status).toBe(201)
}

it('holds one long-poll per distinct shape, tells every watcher, and lets go when the last one leaves', async () => {
  const feed = upstreamChangeFeed(counting)
  let a = 0
  let b = 0
  const stopA = await feed.watch(eventsUrl(), () => a++)
  const stopB = await feed.watch(eventsUrl(), () => b++)
  await expect.poll(() => inFlight).toBe(1)
  await createEvent('Fælles long-poll')
  await expect.poll(() => [a, b]).toEqual([1, 1])
  await expect.poll(() => inFlight).toBe(1) // back to one waiting long-poll, not two
  stopA()
  await createEvent('Kun B hører')
  await expect.poll(() => b).toBe(2)
  expect(a).toBe(1)
  stopB()
  await expect.poll(() => inFlight).toBe(0)
  feed.close()
})

it('answers many browsers coming back from the same place with one upstream check', async () => {
  const feed = upstreamChangeFeed(counting)
  const first = await s.engine!.serve(new URL(`${eventsUrl().href}&offset=-1`))
  const handle = first.headers.get('electric-handle')!
  const next = await s.engine!.serve(new URL(`${eventsUrl().href}&offset=${first.headers.get('electric-offset')}&handle=${handle}`))
  const place = { handle, offset: next.headers.get('electric-offset')! }
  const before = seen.length
  const answers = await Promise.all(Array.from({ length: 20 }, () => feed.hasChanges(eventsUrl(), place)))
  expect(answers.every((x) => x === false)).toBe(true)
  expect(seen.length - before).toBe(1)
  await createEvent('Efter stedet')
  // A new place, or the same place later (the check is shared only briefly), is asked again.
  await expect.poll(() => feed.hasChanges(eventsUrl(), place), { timeout: 10_000 }).toBe(true)
  feed.close()
})
