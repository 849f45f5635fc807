// The building API, written once and run on embedded PGlite and on PostgreSQL: admin-only
// writes with their validation rules, grants and revokes, and every refused write checked to have
// written nothing. The reveal matrix and the leak test are in reveal.suite.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_NOT_FOUND, ALREADY_HAS_ACCESS, BUILDING_NOT_FOUND, BUILDINGS_ADMIN_ONLY, CODE_NOT_FOUND, USER_NOT_FOUND } from './messages'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

export function buildingsSuite(label: string, makeServer: ServerFactory) {
  describe(`buildings API (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    const count = async (table: string) => Number((await s.db.sql.query<{ n: string }>(`select count(*)::text as n from ${table}`))[0].n)
    const counts = async () => Promise.all(['buildings', 'building_codes', 'building_code_values', 'building_access'].map(count))
    const post = (path: string, json: unknown, cookie = admin) => s.request(path, { method: 'POST', cookie, json })
    const newBuilding = async (name = 'Hovedkontoret') => {
      const res = await post('/api/buildings', { name, address: 'Industrivej 4, Ballerup' })
      expect(res.status).toBe(201)
      return (await res.json()).building as { id: string; name: string }
    }
    const newCode = async (buildingId: string, json: Record<string, unknown> = {}) => {
      const res = await post(`/api/buildings/${buildingId}/codes`, { code_type: 'Alarm', code_value: '4711', ...json })
      expect(res.status).toBe(201)
      return (await res.json()) as { code: Record<string, unknown>; txid: string }
    }

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
    })

    it('an admin creates, renames and deletes a building; empty optionals are null', async () => {
      const res = await post('/api/buildings', { name: '  Lager Nord  ', address: '', description: 'Porten i gården' })
      expect(res.status).toBe(201)
      const { building, txid } = await res.json()
      expect(building).toMatchObject({ name: 'Lager Nord', address: null, description: 'Porten i gården', created_by: s.adminId })
      expect(txid).toMatch(/^\d+$/)
      const patch = await s.request(`/api/buildings/${building.id}`, { method: 'PATCH', cookie: admin, json: { name: 'Lager Syd' } })
      expect(patch.status).toBe(200)
      expect((await patch.json()).building).toMatchObject({ name: 'Lager Syd', description: 'Porten i gården' })
      const del = await s.request(`/api/buildings/${building.id}`, { method: 'DELETE', cookie: admin })
      expect(del.status).toBe(200)
      const again = await s.request(`/api/buildings/${building.id}`, { method: 'DELETE', cookie: admin })
      expect(again.status).toBe(404)
      expect(await again.json()).toEqual({ error: BUILDING_NOT_FOUND })
    })

    it.each([
      ['no name', {}, 'Bygningens navn er påkrævet'],
      ['a blank name', { name: '   ' }, 'Bygningens navn er påkrævet'],
      ['a name that is not text', { name: 42 }, 'Bygningens navn er påkrævet'],
    ])('a building with %s → 400, nothing written', async (_n, json, message) => {
      const before = await counts()
      const res = await post('/api/buildings', json)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await counts()).toEqual(before)
    })

    it('codes: type and value required, valid_until empty → null, a bad date refused; the value never comes back', async () => {
      const b = await newBuilding()
      const before = await counts()
      for (const [json, message] of [
        [{ code_value: '1' }, 'Kodetype er påkrævet'],
        [{ code_type: ' ', code_value: '1' }, 'Kodetype er påkrævet'],
        [{ code_type: 'Dør' }, 'Koden er påkrævet'],
        [{ code_type: 'Dør', code_value: '  ' }, 'Koden er påkrævet'],
        [{ code_type: 'Dør', code_value: '1', valid_until: '2030-02-30' }, 'Ugyldig dato'],
      ] as const) {
        const res = await post(`/api/buildings/${b.id}/codes`, json)
        expect(res.status, JSON.stringify(json)).toBe(400)
        expect(await res.json()).toEqual({ error: message })
      }
      expect(await counts()).toEqual(before)
      const res = await post(`/api/buildings/${b.id}/codes`, { code_type: 'Nøgleboks', code_value: 'S3CRET-881', valid_until: '' })
      expect(res.status).toBe(201)
      const text = await res.text()
      expect(text).not.toContain('S3CRET-881')
      const { code } = JSON.parse(text)
      expect(code).toMatchObject({ building_id: b.id, code_type: 'Nøgleboks', valid_until: null, is_active: true })
      expect(code).not.toHaveProperty('code_value')
      const [stored] = await s.db.sql.query<{ code_value: string }>('select code_value from building_code_values where code_id = $1', [code.id])
      expect(stored.code_value).toBe('S3CRET-881')
      // The secret table is not tracked: no change record anywhere carries the value.
      const leaked = await s.db.sql.query(`select 1 from sync_changes where coalesce(new_row::text, '') || coalesce(old_row::text, '') like '%S3CRET-881%'`)
      expect(leaked).toHaveLength(0)
    })

    it('editing a code keeps its value unless a new one is given; delete removes value too', async () => {
      const b = await newBuilding()
      const { code } = await newCode(b.id, { code_value: 'first-1' })
      const value = async () => (await s.db.sql.query<{ code_value: string }>('select code_value from building_code_values where code_id = $1', [code.id]))[0]?.code_value
      const keep = await s.request(`/api/buildings/${b.id}/codes/${code.id}`, {
        method: 'PATCH', cookie: admin, json: { code_type: 'Alarm (ny)', code_value: '', valid_until: '2031-12-31', is_active: false },
      })
      expect(keep.status).toBe(200)
      expect((await keep.json()).code).toMatchObject({ code_type: 'Alarm (ny)', valid_until: '2031-12-31', is_active: false })
      expect(await value()).toBe('first-1')
      const change = await s.request(`/api/buildings/${b.id}/codes/${code.id}`, { method: 'PATCH', cookie: admin, json: { code_type: 'Alarm', code_value: 'second-2' } })
      expect(change.status).toBe(200)
      expect(await change.text()).not.toContain('second-2')
      expect(await value()).toBe('second-2')
      // A code is addressed through its own building only.
      const other = await newBuilding('Andet sted')
      const wrong = await s.request(`/api/buildings/${other.id}/codes/${code.id}`, { method: 'DELETE', cookie: admin })
      expect(wrong.status).toBe(404)
      expect(await wrong.json()).toEqual({ error: CODE_NOT_FOUND })
      expect((await s.request(`/api/buildings/${b.id}/codes/${code.id}`, { method: 'DELETE', cookie: admin })).status).toBe(200)
      expect(await value()).toBeUndefined()
    })

    it('an employee may not write buildings, codes or access: 403 and nothing written', async () => {
      const b = await newBuilding()
      const { code } = await newCode(b.id)
      const before = await counts()
      const attempts: [string, string, unknown][] = [
        ['POST', '/api/buildings', { name: 'Må ikke' }],
        ['PATCH', `/api/buildings/${b.id}`, { name: 'Hacket' }],
        ['DELETE', `/api/buildings/${b.id}`, undefined],
        ['POST', `/api/buildings/${b.id}/codes`, { code_type: 'x', code_value: 'y' }],
        ['PATCH', `/api/buildings/${b.id}/codes/${code.id}`, { code_type: 'x', code_value: 'y' }],
        ['DELETE', `/api/buildings/${b.id}/codes/${code.id}`, undefined],
        ['POST', `/api/buildings/${b.id}/access`, { user_id: s.employeeId }],
        ['POST', `/api/buildings/${b.id}/access/${UNKNOWN}/revoke`, {}],
      ]
      for (const [method, path, json] of attempts) {
        const res = await s.request(path, { method, cookie: employee, json })
        expect(res.status, `${method} ${path}`).toBe(403)
        expect(await res.json()).toEqual({ error: BUILDINGS_ADMIN_ONLY })
      }
      expect(await counts()).toEqual(before)
      const [row] = await s.db.sql.query<{ name: string }>('select name from buildings where id = $1', [b.id])
      expect(row.name).toBe('Hovedkontoret')
    })

    it('grant needs a selected, existing user and a building; a second active grant is refused', async () => {
      const b = await newBuilding()
      const before = await counts()
      for (const [json, status, message] of [
        [{}, 400, 'Vælg en bruger'],
        [{ user_id: '' }, 400, 'Vælg en bruger'],
        [{ user_id: 'no-such-user' }, 404, USER_NOT_FOUND],
      ] as const) {
        const res = await post(`/api/buildings/${b.id}/access`, json)
        expect(res.status).toBe(status)
        expect(await res.json()).toEqual({ error: message })
      }
      const nowhere = await post(`/api/buildings/${UNKNOWN}/access`, { user_id: s.employeeId })
      expect(nowhere.status).toBe(404)
      expect(await counts()).toEqual(before)
      const granted = await post(`/api/buildings/${b.id}/access`, { user_id: s.employeeId })
      expect(granted.status).toBe(201)
      const { access } = await granted.json()
      expect(access).toMatchObject({ building_id: b.id, user_id: s.employeeId, granted_by: s.adminId, is_active: true, revoked_at: null })
      const twice = await post(`/api/buildings/${b.id}/access`, { user_id: s.employeeId })
      expect(twice.status).toBe(409)
      expect(await twice.json()).toEqual({ error: ALREADY_HAS_ACCESS })
    })

    it('revoke sets is_active false and revoked_at, keeps the row, and can then be granted anew', async () => {
      const b = await newBuilding()
      const { access } = await (await post(`/api/buildings/${b.id}/access`, { user_id: s.employeeId })).json()
      const res = await post(`/api/buildings/${b.id}/access/${access.id}/revoke`, {})
      expect(res.status).toBe(200)
      const revoked = (await res.json()).access
      expect(revoked.is_active).toBe(false)
      expect(new Date(revoked.revoked_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
      const again = await post(`/api/buildings/${b.id}/access/${access.id}/revoke`, {})
      expect(again.status).toBe(404)
      expect(await again.json()).toEqual({ error: ACCESS_NOT_FOUND })
      expect((await post(`/api/buildings/${b.id}/access`, { user_id: s.employeeId })).status).toBe(201)
      const rows = await s.db.sql.query<{ is_active: boolean }>('select is_active from building_access where building_id = $1 order by granted_at', [b.id])
      expect(rows.map((r) => r.is_active)).toEqual([false, true])
    })

    it('a client-chosen id makes a retried create one row (409 the second time); a bad id is 400', async () => {
      const id = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5'
      expect((await post('/api/buildings', { id, name: 'Retry' })).status).toBe(201)
      const before = await counts()
      expect((await post('/api/buildings', { id, name: 'Retry' })).status).toBe(409)
      const bad = await post('/api/buildings', { id: 'x', name: 'Retry' })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Ugyldigt id' })
      const codeId = '7a1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5'
      expect((await post(`/api/buildings/${id}/codes`, { id: codeId, code_type: 'Dør', code_value: '1' })).status).toBe(201)
      expect((await post(`/api/buildings/${id}/codes`, { id: codeId, code_type: 'Dør', code_value: '2' })).status).toBe(409)
      expect(await counts()).toEqual([before[0], before[1] + 1, before[2] + 1, before[3]])
    })

    it('malformed ids are 404, bad JSON 400, signed out 401 — never a 500', async () => {
      for (const path of ['/api/buildings/abc', '/api/buildings/abc/codes/def', `/api/buildings/${UNKNOWN}/codes/xyz/reveal`]) {
        const res = await s.request(path, { method: path.endsWith('reveal') ? 'POST' : 'DELETE', cookie: admin })
        expect(res.status, path).toBe(404)
      }
      const bad = await s.request('/api/buildings', { method: 'POST', cookie: admin, body: '{"name":' })
      expect(bad.status).toBe(400)
      const out = await s.request('/api/buildings', { method: 'POST', json: { name: 'x' } })
      expect(out.status).toBe(401)
    })
  })
}
