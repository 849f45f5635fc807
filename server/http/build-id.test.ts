// The server says which client build it serves: read from the build's own file (or the
// override), on every /api answer, and in the change socket's `watching`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, expect, it } from 'vitest'
import WebSocket from 'ws'
import { TEST_EMPLOYEE } from '../test/app'
import { startLiveTestServer, type LiveTestServer } from '../test/live-server'
import { announceBuild, BUILD_FILE, BUILD_HEADER, readBuildId } from './build-id'

const dirs: string[] = []
let live: LiveTestServer | undefined
afterAll(async () => {
  await live?.close()
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

async function clientDir(buildJson?: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'intranet-build-id-'))
  dirs.push(dir)
  if (buildJson !== undefined) await writeFile(path.join(dir, BUILD_FILE), buildJson)
  return dir
}

it('reads the id the client build wrote; the override wins; no build or a broken file means no id', async () => {
  const built = await clientDir(JSON.stringify({ id: '20261127T201700Z-ab12cd' }))
  expect(readBuildId(built)).toBe('20261127T201700Z-ab12cd')
  expect(readBuildId(built, ' udgivelse-42 ')).toBe('udgivelse-42')
  expect(readBuildId(built, '')).toBe('20261127T201700Z-ab12cd')
  expect(readBuildId(await clientDir())).toBeNull()
  expect(readBuildId(await clientDir('{not json'))).toBeNull()
  expect(readBuildId(await clientDir(JSON.stringify({ id: 7 })))).toBeNull()
})

it('says the build on every answer it passes, errors and fetched responses included, and nothing without one', async () => {
  const app = new Hono()
  app.use('/api/*', announceBuild('build-2'))
  app.get('/api/ok', (c) => c.json({ ok: true }))
  app.get('/api/fail', (c) => c.json({ error: 'Nej' }, 403))
  // Headers that cannot be changed in place, as on a response fetch() gives (or a redirect's).
  app.get('/api/passed', () => Response.redirect('http://localhost/elsewhere', 302))
  for (const p of ['/api/ok', '/api/fail', '/api/passed']) {
    expect((await app.request(p)).headers.get(BUILD_HEADER)).toBe('build-2')
  }
  const silent = new Hono()
  silent.use('/api/*', announceBuild(null))
  silent.get('/api/ok', (c) => c.json({ ok: true }))
  expect((await silent.request('/api/ok')).headers.has(BUILD_HEADER)).toBe(false)
})

it('the change socket says the build when it confirms the watch', async () => {
  live = await startLiveTestServer({ pushChanges: false, buildId: 'build-2' })
  const cookie = await live.s.cookieFor(TEST_EMPLOYEE.email)
  const ws = new WebSocket(live.socketUrl, { headers: { cookie } })
  const messages: { type: string; build?: string }[] = []
  ws.on('message', (data) => messages.push(JSON.parse(String(data))))
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)))
  ws.send(JSON.stringify({ type: 'watch', shapes: ['events'] }))
  await expect.poll(() => messages.find((m) => m.type === 'watching')).toEqual({ type: 'watching', shapes: ['events'], build: 'build-2' })
  ws.close()
})
