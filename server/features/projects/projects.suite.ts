// The projects API (the project rows themselves), on PGlite and on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from '../../test/app'
import { count, createProjectAs, makeViewers, UNKNOWN_ID, type ViewerName, type Viewers } from './test-support'
import { useTestServer } from '../../test/suite-server'

const FORBIDDEN = 'Kun projektets opretter eller en administrator kan ændre projektet'
const NOT_FOUND = 'Projekt blev ikke fundet'

export function projectsSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`projects API (${label})`, () => {
    const s = useTestServer(makeServer)
    let v: Viewers
    const project = async (id: string) =>
      (await s.db.sql.query<Record<string, any>>(
        `select name, description, status, start_date::text, end_date::text, deadline::text, project_leader, progress, created_by
           from projects where id = $1`,
        [id],
      ))[0]

    beforeAll(async () => {
      v = await makeViewers(s)
    })

    it('anyone signed in creates a project: trimmed name, empty dates null, pending, progress 0', async () => {
      const res = await s.request('/api/projects', {
        method: 'POST',
        cookie: v.other.cookie,
        json: { name: '  Ny daginstitution ', description: '', start_date: '', end_date: '2030-12-01', deadline: '', project_leader: v.creator.id },
      })
      expect(res.status).toBe(201)
      const { project: p, txid } = await res.json()
      expect(p).toMatchObject({ name: 'Ny daginstitution', description: null, status: 'pending', start_date: null, deadline: null, progress: 0, created_by: v.other.id, project_leader: v.creator.id })
      const captured = await s.db.sql.query<{ txid: string }>(`select txid::text from sync_changes where relation = 'projects' and new_row->>'id' = $1`, [p.id])
      expect(captured).toEqual([{ txid }])
    })

    it.each([
      ['missing name', { description: 'x' }, 'Projektnavn er påkrævet'],
      ['blank name', { name: '   ' }, 'Projektnavn er påkrævet'],
      ['end before start', { name: 'P', start_date: '2030-05-02', end_date: '2030-05-01' }, 'Slutdatoen kan ikke være før startdatoen'],
      ['a bad date', { name: 'P', deadline: '31-12-2030' }, 'Ugyldig dato'],
      ['a bad status', { name: 'P', status: 'done' }, 'Ugyldig status'],
      ['an unknown leader', { name: 'P', project_leader: 'nobody' }, 'Projektlederen blev ikke fundet'],
      ['a non-uuid id', { id: 'x', name: 'P' }, 'Ugyldigt id'],
    ])('create with %s → 400 with a clear message, nothing written', async (_name, json, message) => {
      const before = await count(s, 'projects')
      const res = await s.request('/api/projects', { method: 'POST', cookie: v.creator.cookie, json })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await count(s, 'projects')).toBe(before)
    })

    const matrix: [ViewerName, boolean][] = [['creator', true], ['other', false], ['admin', true], ['administrator', true]]
    it.each(matrix)('permission matrix, the project itself: %s may edit and delete → %s', async (viewer, allowed) => {
      const p = await createProjectAs(s, v.creator.cookie, { name: 'Matrix', status: 'pending' })
      const { cookie } = v[viewer]
      const patch = await s.request(`/api/projects/${p.id}`, { method: 'PATCH', cookie, json: { name: 'Ændret', status: 'in_progress' } })
      expect(patch.status).toBe(allowed ? 200 : 403)
      if (!allowed) expect(await patch.json()).toEqual({ error: FORBIDDEN })
      expect(await project(p.id)).toMatchObject(allowed ? { name: 'Ændret', status: 'in_progress' } : { name: 'Matrix', status: 'pending' })
      const del = await s.request(`/api/projects/${p.id}`, { method: 'DELETE', cookie })
      expect(del.status).toBe(allowed ? 200 : 403)
      expect(await project(p.id)).toEqual(allowed ? undefined : expect.objectContaining({ name: 'Matrix' }))
    })

    it('a patch changes only what was sent; leader and deadline can be set and cleared', async () => {
      const p = await createProjectAs(s, v.creator.cookie, { name: 'Delvis', description: 'Beskrivelse', start_date: '2030-01-01' })
      const res = await s.request(`/api/projects/${p.id}`, { method: 'PATCH', cookie: v.creator.cookie, json: { deadline: '2030-06-30', project_leader: v.other.id } })
      expect(res.status).toBe(200)
      expect(await project(p.id)).toMatchObject({ name: 'Delvis', description: 'Beskrivelse', start_date: '2030-01-01', deadline: '2030-06-30', project_leader: v.other.id })
      await s.request(`/api/projects/${p.id}`, { method: 'PATCH', cookie: v.creator.cookie, json: { deadline: '', project_leader: null } })
      expect(await project(p.id)).toMatchObject({ deadline: null, project_leader: null })
    })

    it('a patch with bad values → 400 and the row unchanged (end before the stored start too)', async () => {
      const p = await createProjectAs(s, v.creator.cookie, { name: 'Uændret', start_date: '2030-03-01' })
      const before = await project(p.id)
      for (const [json, message] of [
        [{ end_date: '2030-02-01' }, 'Slutdatoen kan ikke være før startdatoen'],
        [{ name: '' }, 'Projektnavn er påkrævet'],
        [{ status: 'archived' }, 'Ugyldig status'],
        [{ project_leader: 'ghost' }, 'Projektlederen blev ikke fundet'],
        [{}, 'Der er ingen ændringer at gemme'],
      ] as const) {
        const res = await s.request(`/api/projects/${p.id}`, { method: 'PATCH', cookie: v.admin.cookie, json })
        expect(res.status, JSON.stringify(json)).toBe(400)
        expect(await res.json()).toEqual({ error: message })
      }
      expect(await project(p.id)).toEqual(before)
    })

    it('unknown and malformed ids → 404; signed out → 401 and nothing written', async () => {
      for (const id of [UNKNOWN_ID, 'abc', "1' or 1=1 --"]) {
        const path = `/api/projects/${encodeURIComponent(id)}`
        const patch = await s.request(path, { method: 'PATCH', cookie: v.admin.cookie, json: { name: 'x' } })
        expect(patch.status).toBe(404)
        expect(await patch.json()).toEqual({ error: NOT_FOUND })
        expect((await s.request(path, { method: 'DELETE', cookie: v.admin.cookie })).status).toBe(404)
      }
      const before = await count(s, 'projects')
      expect((await s.request('/api/projects', { method: 'POST', json: { name: 'x' } })).status).toBe(401)
      expect((await s.request('/api/projects')).status).toBe(401)
      expect(await count(s, 'projects')).toBe(before)
    })

    it('lists projects newest first for tools', async () => {
      const res = await s.request('/api/projects', { cookie: v.other.cookie })
      expect(res.status).toBe(200)
      const { projects } = (await res.json()) as { projects: { created_at: string }[] }
      const times = projects.map((p) => new Date(p.created_at).getTime())
      expect([...times].sort((a, b) => b - a)).toEqual(times)
    })
  })
}
