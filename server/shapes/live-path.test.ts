// The whole live path over real HTTP and a real WebSocket: the browser's own live-sync and
// the real Electric ShapeStream against the app's shape proxy and change socket.
import { FetchError, ShapeStream, type Row } from '@electric-sql/client'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { createLiveSync, type SocketLike } from '../../client/src/db/sync/live-sync'
import { TEST_ADMIN, TEST_EMPLOYEE, TEST_ORIGIN, type TestServer } from '../test/app'
import { startLiveTestServer, type LiveTestServer } from '../test/live-server'

let live: LiveTestServer
let s: TestServer
let origin: string
beforeAll(async () => {
  live = await startLiveTestServer({ pushChanges: true })
  ;({ s, origin } = live)
})
afterAll(() => live?.close())

/** A browser: live-sync with the employee's cookie, one ShapeStream per shape, every request noted. */
async function browser(shapes: string[], cookie?: string) {
  cookie ??= await s.cookieFor(TEST_EMPLOYEE.email)
  const requests: URL[] = []
  const refused: { shape: string; status: number }[] = []
  const states: string[] = []
  const live = createLiveSync({
    origin,
    shapes,
    fetch: (input, init) => {
      requests.push(new URL(String(input)))
      return fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } })
    },
    openSocket: (url) => new WebSocket(url, { headers: { cookie, origin: TEST_ORIGIN } }) as unknown as SocketLike,
    onSocket: (state) => states.push(state),
  })
  const abort = new AbortController()
  const rows = new Map<string, Row[]>()
  for (const name of shapes) {
    rows.set(name, [])
    const stream = new ShapeStream<Row>({
      url: `${origin}/api/shapes/${name}`,
      fetchClient: live.fetchFor(name),
      liveRequestTimeoutMs: false,
      signal: abort.signal,
      onError: (error) => {
        if (error instanceof FetchError) refused.push({ shape: name, status: error.status })
      },
    })
    stream.subscribe((messages) => {
      for (const m of messages) if ('value' in m && m.headers.operation === 'insert') rows.get(name)!.push(m.value)
    })
  }
  const stop = () => (abort.abort(), live.stop())
  return { requests, states, rows, refused, stop }
}

const createEvent = async (title: string) => {
  const admin = await s.cookieFor(TEST_ADMIN.email)
  const res = await s.request('/api/events', { method: 'POST', cookie: admin, json: { title, date: '2031-03-01T07:00' } })
  expect(res.status).toBe(201)
}

const titles = (rows: Row[]) => rows.map((r) => r.title)

it('a change reaches the stream with its notice, and neither it nor a quiet shape costs a request', async () => {
  const b = await browser(['events', 'my_profile', 'vacations'])
  await expect.poll(() => b.states).toContain('watching')
  // Caught up: every stream has its snapshot and is parked.
  await expect.poll(() => b.requests.filter((u) => u.searchParams.get('offset') === '-1').length).toBe(3)
  await new Promise((r) => setTimeout(r, 1500))
  const quiet = b.requests.length
  await new Promise((r) => setTimeout(r, 3000))
  expect(b.requests.length).toBe(quiet) // no long-polls, no checks
  await createEvent('Sikkerhedsdag')
  await expect.poll(() => titles(b.rows.get('events')!)).toContain('Sikkerhedsdag')
  await createEvent('Sikkerhedsdag igen')
  await expect.poll(() => titles(b.rows.get('events')!)).toContain('Sikkerhedsdag igen')
  // Both came with their notices: no request at all, and each row once.
  expect(b.requests.slice(quiet)).toEqual([])
  expect(titles(b.rows.get('events')!).filter((t) => String(t).startsWith('Sikkerhedsdag'))).toEqual(['Sikkerhedsdag', 'Sikkerhedsdag igen'])
  b.stop()
})

it('browsers that started from different snapshots each get the changes along, under the handle they hold', async () => {
  const first = await browser(['events'])
  await expect.poll(() => first.states).toContain('watching')
  await expect.poll(() => first.requests.length).toBeGreaterThan(0)
  await createEvent('Før den anden kom')
  await expect.poll(() => titles(first.rows.get('events')!)).toContain('Før den anden kom')
  // The second starts later: the engine shares a snapshot for 10 s, so the second's snapshot,
  // and with it its handle, is a later one.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 11_000)
  const second = await browser(['events'])
  await expect.poll(() => titles(second.rows.get('events')!)).toContain('Før den anden kom')
  vi.useRealTimers()
  const handles = [first, second].map((b) => b.requests.at(-1)!.searchParams.get('handle'))
  expect(handles[0]).not.toBe(handles[1])
  await new Promise((r) => setTimeout(r, 1500)) // the second has told the server its handle
  const before = [first, second].map((b) => b.requests.length)
  await createEvent('Til dem begge')
  for (const [i, b] of [first, second].entries()) {
    await expect.poll(() => titles(b.rows.get('events')!)).toContain('Til dem begge')
    expect(b.requests.slice(before[i])).toEqual([])
    b.stop()
  }
})

it('a dropped socket comes back on its own and resumes from where each stream stands: no refetch, nothing missed', async () => {
  const browsers = [await browser(['events', 'my_profile']), await browser(['events', 'my_profile'])]
  for (const b of browsers) {
    await expect.poll(() => b.states).toContain('watching')
    await expect.poll(() => b.requests.filter((u) => u.searchParams.get('offset') === '-1').length).toBe(2)
  }
  await new Promise((r) => setTimeout(r, 1000))
  const before = browsers.map((b) => b.requests.length)
  // Every socket dropped at once, as in a deploy; a change lands while the browsers are away.
  live.notifier.close()
  for (const b of browsers) await expect.poll(() => b.states.at(-1)).toBe('closed')
  await createEvent('Mens forbindelsen var væk')
  live.attachAgain()
  for (const [i, b] of browsers.entries()) {
    await expect.poll(() => b.states.at(-1), { timeout: 15_000 }).toBe('watching')
    await expect.poll(() => titles(b.rows.get('events')!)).toContain('Mens forbindelsen var væk')
    // What changed meanwhile came along with the notice: not a single request, let alone a refetch.
    expect(b.requests.slice(before[i])).toEqual([])
  }
  // Live again: the next change comes with its notice too.
  await createEvent('Da forbindelsen var tilbage')
  for (const [i, b] of browsers.entries()) {
    await expect.poll(() => titles(b.rows.get('events')!)).toContain('Da forbindelsen var tilbage')
    expect(b.requests.slice(before[i])).toEqual([])
    b.stop()
  }
})


it('a session that ends closes the socket, and every stream hears 401 at once (the browser then signs out)', async () => {
  const { createPerson } = await import('../seed/users')
  const id = await createPerson(s.auth, s.db, { email: 'fratraadt@test.dk', password: 'hemmelig-42', name: 'Fratrådt', role: 'user' })
  const b = await browser(['events', 'my_profile'], await s.cookieFor('fratraadt@test.dk', 'hemmelig-42'))
  await expect.poll(() => b.states).toContain('watching')
  await expect.poll(() => b.requests.filter((u) => u.searchParams.get('offset') === '-1').length).toBe(2)
  await new Promise((r) => setTimeout(r, 1000))
  await s.db.sql.query(`delete from "user" where id = $1`, [id])
  await createEvent('Efter fratrædelsen') // the notice's session check finds the session gone
  await expect.poll(() => b.refused.map((r) => `${r.shape} ${r.status}`).sort()).toEqual(['events 401', 'my_profile 401'])
  b.stop()
})
