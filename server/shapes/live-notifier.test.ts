// The change announcements over a real WebSocket on a real HTTP server.
import { afterAll, beforeAll, expect, it } from 'vitest'
import WebSocket from 'ws'
import { TEST_ADMIN, TEST_EMPLOYEE, TEST_ORIGIN, type TestServer } from '../test/app'
import { startLiveTestServer, type LiveTestServer } from '../test/live-server'

// Notices that name the shape only: what the socket says without the changes along.
let live: LiveTestServer
let s: TestServer
let base: string
beforeAll(async () => {
  live = await startLiveTestServer({ pushChanges: false })
  s = live.s
  base = live.socketUrl
})
afterAll(() => live?.close())

const open = (cookie?: string, origin?: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(base, { headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) } })
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)))
    ws.once('error', reject)
  })

it('refuses a connection without a session', async () => {
  await expect(open()).rejects.toThrow('status 401')
})

it('refuses a page of another site, even with a valid session cookie; the app itself gets in', async () => {
  const cookie = await s.cookieFor(TEST_EMPLOYEE.email)
  await expect(open(cookie, 'http://evil.example')).rejects.toThrow('status 403')
  const own = await open(cookie, TEST_ORIGIN)
  own.close()
  const byHost = await open(cookie, new URL(base.replace('ws:', 'http:')).origin)
  byHost.close()
})

type Notice = { type: string; shape?: string; shapes?: string[]; seq?: string }

/** A socket that records what the server says, watching `shapes` once the server confirms it. */
async function watching(cookie: string, shapes: unknown) {
  const ws = await open(cookie)
  const messages: Notice[] = []
  ws.on('message', (data) => messages.push(JSON.parse(String(data))))
  ws.send(JSON.stringify({ type: 'watch', shapes }))
  await expect.poll(() => messages.some((m) => m.type === 'watching'), { timeout: 10_000 }).toBe(true)
  const changed = () => messages.filter((m) => m.type === 'changed').map((m) => m.shape)
  return { ws, messages, changed }
}

const createEvent = async (title: string) => {
  const admin = await s.cookieFor(TEST_ADMIN.email)
  const res = await s.request('/api/events', { method: 'POST', cookie: admin, json: { title, date: '2031-03-01T07:00' } })
  expect(res.status).toBe(201)
}

it('confirms what it watches, then announces a change to a watched shape and not to others', async () => {
  const { ws, messages, changed } = await watching(await s.cookieFor(TEST_EMPLOYEE.email), ['events', 'my_profile', 'no_such_shape'])
  expect(messages[0]).toEqual({ type: 'watching', shapes: ['events', 'my_profile'] })
  await createEvent('Kranundervisning')
  await expect.poll(changed, { timeout: 10_000 }).toEqual(['events'])
  // Each notice is its own (the browser's catch-up carries it as cache-buster).
  await createEvent('Kranundervisning igen')
  await expect.poll(changed, { timeout: 10_000 }).toEqual(['events', 'events'])
  const seqs = messages.filter((m) => m.type === 'changed').map((m) => m.seq)
  expect(new Set(seqs).size).toBe(2)
  ws.close()
})

it('one topic per distinct shape: colleagues share the events topic, each has an own profile topic', async () => {
  await expect.poll(() => live.notifier.stats().sockets).toBe(0) // the other tests' sockets are gone
  const before = live.notifier.stats().topics
  const a = await watching(await s.cookieFor(TEST_EMPLOYEE.email), ['events', 'my_profile'])
  const b = await watching(await s.cookieFor(TEST_ADMIN.email), ['my_profile'])
  const c = await watching(await s.cookieFor(TEST_EMPLOYEE.email), ['events', 'my_profile'])
  expect(live.notifier.stats().topics - before).toBe(3)
  await createEvent('Fælles emne')
  await expect.poll(a.changed).toEqual(['events'])
  await expect.poll(c.changed).toEqual(['events'])
  expect(b.changed()).toEqual([])
  for (const x of [a, b, c]) x.ws.close()
  await expect.poll(() => live.notifier.stats().topics).toBe(before)
})

/** Where a browser stands in `name` once it has read the snapshot (as before it goes live). */
async function placeIn(name: string, cookie: string) {
  const res = await s.request(`/api/shapes/${name}?offset=-1`, { cookie })
  let handle = res.headers.get('electric-handle')!
  let offset = res.headers.get('electric-offset')!
  // Read to the end of the snapshot, as a browser would before it goes live.
  for (;;) {
    const next = await s.request(`/api/shapes/${name}?offset=${offset}&handle=${handle}`, { cookie })
    const done = next.headers.has('electric-up-to-date')
    ;[handle, offset] = [next.headers.get('electric-handle')!, next.headers.get('electric-offset')!]
    if (done) return { handle, offset }
  }
}

it('a browser that comes back with its place hears at once which shapes changed meanwhile, and only those', async () => {
  const cookie = await s.cookieFor(TEST_EMPLOYEE.email)
  const place = (name: string) => placeIn(name, cookie)
  const events = await place('events')
  const profile = await place('my_profile')
  await createEvent('Mens du var væk')
  const back = await watching(cookie, { events, my_profile: profile })
  expect(back.changed()).toEqual(['events'])
  expect(back.messages.at(-1)).toEqual({ type: 'watching', shapes: ['events', 'my_profile'] })
  back.ws.close()
  // A handle the engine never issued (another server's, an old one): fetch to find out.
  const stranger = await watching(cookie, { events: { handle: 'nonsense-1', offset: '5_0' }, my_profile: profile })
  expect(stranger.changed()).toEqual(['events'])
  stranger.ws.close()
})

it('a deleted user hears no more notices, and the socket closes', async () => {
  const { createPerson } = await import('../seed/users')
  const id = await createPerson(s.auth, s.db, { email: 'snart-vaek@test.dk', password: 'hemmelig-42', name: 'Snart væk', role: 'user' })
  const ws = await open(await s.cookieFor('snart-vaek@test.dk', 'hemmelig-42'))
  const messages: unknown[] = []
  ws.on('message', (data) => messages.push(JSON.parse(String(data))))
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
  ws.send(JSON.stringify({ type: 'watch', shapes: ['events'] }))
  await new Promise((r) => setTimeout(r, 300))
  await s.db.sql.query(`delete from "user" where id = $1`, [id])
  const admin = await s.cookieFor(TEST_ADMIN.email)
  expect((await s.request('/api/events', { method: 'POST', cookie: admin, json: { title: 'Efter sletning', date: '2031-04-01T07:00' } })).status).toBe(201)
  expect(await closed).toBe(4401)
  expect(messages).toEqual([{ type: 'watching', shapes: ['events'] }])
})

it('browsers coming back from the same place share one answer, until the shape changes', async () => {
  const cookie = await s.cookieFor(TEST_EMPLOYEE.email)
  const events = await placeIn('events', cookie)
  const first = await watching(cookie, { events })
  expect(first.changed()).toEqual([])
  await createEvent('Mellem to genforbindelser')
  await expect.poll(first.changed).toEqual(['events'])
  // Within the shared answer's lifetime, but after the change: told, not "nothing".
  const second = await watching(cookie, { events })
  expect(second.changed()).toEqual(['events'])
  first.ws.close()
  second.ws.close()
})
