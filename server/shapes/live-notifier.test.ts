// The change announcements over a real WebSocket on a real HTTP server.
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createGetViewer } from '../auth/viewer'
import { createTestServer, TEST_ADMIN, TEST_EMPLOYEE, TEST_ORIGIN, type TestServer } from '../test/app'
import { attachLiveNotifier, LIVE_PATH } from './live-notifier'
import { embeddedUpstream } from './upstream'

let s: TestServer
let server: ReturnType<typeof serve>
let base: string
beforeAll(async () => {
  s = await createTestServer({ sync: 'embedded' })
  server = serve({ fetch: s.app.fetch, port: 0 })
  await new Promise((r) => server.once('listening', r))
  attachLiveNotifier(server, {
    getViewer: createGetViewer(s.auth),
    upstream: embeddedUpstream(s.engine!),
    sameOrigin: { appUrl: TEST_ORIGIN, trustProxy: false },
  })
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${LIVE_PATH}`
})
afterAll(async () => {
  server?.close()
  await s?.close()
})

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

it('announces a change to a watched shape and not to others', async () => {
  const ws = await open(await s.cookieFor(TEST_EMPLOYEE.email))
  const messages: { type: string; shape: string }[] = []
  ws.on('message', (data) => messages.push(JSON.parse(String(data))))
  ws.send(JSON.stringify({ type: 'watch', shapes: ['events', 'my_profile', 'no_such_shape'] }))
  await new Promise((r) => setTimeout(r, 300))
  const admin = await s.cookieFor(TEST_ADMIN.email)
  const res = await s.request('/api/events', { method: 'POST', cookie: admin, json: { title: 'Kranundervisning', date: '2031-03-01T07:00' } })
  expect(res.status).toBe(201)
  await expect.poll(() => messages, { timeout: 10_000 }).toContainEqual({ type: 'changed', shape: 'events' })
  expect(messages.filter((m) => m.shape !== 'events')).toEqual([])
  ws.close()
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
  expect(messages).toEqual([])
})
