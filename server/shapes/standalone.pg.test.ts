// The engine as its own process behind the app's proxy, over real HTTP — the same path the
// app takes to the Electric sync service — including a kill -9 in the middle of a stream.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { Shape } from '@electric-sql/client'
import { appShapeStream } from '../test/app-stream'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { TEST_ADMIN, TEST_EMPLOYEE, type TestServer } from '../test/app'
import { createPgTestServer } from '../test/pg-app'
import { httpUpstream, type ShapeUpstream } from './upstream'

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

let s: TestServer
let engineUrl = ''
let child: ChildProcess | null = null
let databaseUrl = ''

async function startEngine() {
  const port = Number(new URL(engineUrl).port)
  child = spawn('npx', ['tsx', 'sync/engine/standalone.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), ELECTRIC_SECRET: 'test-secret' },
    stdio: 'ignore',
    detached: true,
  })
  const deadline = Date.now() + 30_000
  while ((await fetch(`${engineUrl}/v1/health`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error('standalone engine did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
}

const killEngine = (signal: NodeJS.Signals) => {
  if (child?.pid) process.kill(-child.pid, signal)
  child = null
}

beforeAll(async () => {
  engineUrl = `http://127.0.0.1:${await freePort()}`
  let upstream: ShapeUpstream = httpUpstream(engineUrl, 'test-secret')
  s = await createPgTestServer({ sync: (url, signal) => upstream(url, signal) })
  const [{ name }] = await s.db.sql.query<{ name: string }>(`select current_database() as name`)
  databaseUrl = `postgresql://postgres@127.0.0.1:5432/${name}`
  await startEngine()
  upstream = httpUpstream(engineUrl, 'test-secret')
}, 60_000)

afterAll(async () => {
  if (child) killEngine('SIGKILL')
  await s?.close()
})

it('refuses direct requests without the secret', async () => {
  expect((await fetch(`${engineUrl}/v1/shape?table=events&offset=-1`)).status).toBe(401)
})

it('streams through the proxy over HTTP and survives kill -9 of the engine', async ({ onTestFinished }) => {
  const cookie = await s.cookieFor(TEST_EMPLOYEE.email)
  const admin = await s.cookieFor(TEST_ADMIN.email)
  const stop = new AbortController()
  onTestFinished(() => stop.abort())
  const shape = new Shape(appShapeStream(() => s, 'events', cookie, { signal: stop.signal }))
  await shape.rows
  const create = (title: string) =>
    s.request('/api/events', { method: 'POST', cookie: admin, json: { title, date: '2030-06-01T09:00' } })

  expect((await create('Før nedbrud')).status).toBe(201)
  await expect.poll(() => shape.currentRows.map((r) => r.title), { timeout: 10_000 }).toEqual(['Før nedbrud'])

  killEngine('SIGKILL')
  expect((await create('Under nedbrud')).status).toBe(201) // writes never depend on the engine
  await startEngine()
  expect((await create('Efter genstart')).status).toBe(201)

  const titles = () => shape.currentRows.map((r) => r.title).sort()
  await expect.poll(titles, { timeout: 30_000 }).toEqual(['Efter genstart', 'Før nedbrud', 'Under nedbrud'])
})
