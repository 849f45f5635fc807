// The read side of the matrix: every signed-in viewer reads the whole vacation schedule and
// every project with its children through the shape proxy (embedded engine, real HTTP
// handling), with exactly the catalogue's columns; signed out reads nothing.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { shapes } from '../../../sync/shapes'
import { createTestServer, type TestServer } from '../../test/app'
import { createProjectAs, makeViewers, testPng, upload, type Viewers } from './test-support'

const MINE = ['vacations', 'projects', 'project_updates', 'project_images', 'project_important_dates'] as const

let s: TestServer
let v: Viewers
beforeAll(async () => {
  s = await createTestServer({ sync: 'embedded' })
  v = await makeViewers(s)
  await s.request('/api/vacations', { method: 'POST', cookie: v.creator.cookie, json: { start_date: '2030-07-01', end_date: '2030-07-05' } })
  const p = await createProjectAs(s, v.creator.cookie)
  await s.request(`/api/projects/${p.id}/updates`, { method: 'POST', cookie: v.creator.cookie, json: { title: 'T', description: 'D', progress: 10, status: 'in_progress' } })
  await s.request(`/api/projects/${p.id}/dates`, { method: 'POST', cookie: v.creator.cookie, json: { title: 'T', date: '2030-01-01' } })
  expect((await upload(s, p.id, v.creator.cookie, [[await testPng(), 'a.png']])).status).toBe(201)
})
afterAll(async () => s?.close())

const read = async (shape: string, cookie?: string) => {
  const res = await s.request(`/api/shapes/${shape}?offset=-1`, { cookie })
  return { status: res.status, rows: res.ok ? ((await res.json()) as { value?: Record<string, unknown> }[]).filter((m) => m.value).map((m) => m.value!) : [] }
}

it.each(MINE)('%s: every viewer reads every row, with the catalogue columns only', async (shape) => {
  const total = Number((await s.db.sql.query<{ n: string }>(`select count(*)::text as n from ${shape}`))[0].n)
  expect(total).toBeGreaterThan(0)
  for (const viewer of Object.values(v)) {
    const { status, rows } = await read(shape, viewer.cookie)
    expect(status).toBe(200)
    expect(rows).toHaveLength(total)
    for (const row of rows) expect(Object.keys(row).sort()).toEqual([...shapes[shape].columns].sort())
  }
  expect((await read(shape)).status).toBe(401)
})

it('image rows carry URLs only, never file data', async () => {
  const { rows } = await read('project_images', v.other.cookie)
  for (const row of rows) {
    expect(String(row.url)).toMatch(/^\/api\/files\/project-images\//)
    expect(JSON.stringify(row).length).toBeLessThan(1000)
  }
})
