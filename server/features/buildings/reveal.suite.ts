// Revealing codes: the matrix (access, none, revoked, admin, administrator), the audit row
// each reveal writes (never the value), concurrency, the append-only log, and the leak test:
// every shape of the catalogue and every API answer, fetched as each viewer, grepped for code
// values that viewer may not reveal.
import { beforeAll, describe, expect, it } from 'vitest'
import { shapeNames } from '../../../sync/shapes'
import { createPerson } from '../../seed/users'
import type { TestServer } from '../../test/app'
import { TEST_EMPLOYEE, TEST_PASSWORD } from '../../test/app'
import { CODE_NOT_FOUND, NO_BUILDING_ACCESS } from './messages'
import { signInSeeded, useTestServer } from '../../test/suite-server'

export function revealSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`revealing building codes (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    let outsider: string
    let building: { id: string }
    let other: { id: string }
    const codes: Record<string, string> = {}
    const VALUES = { door: 'DOOR-5521-X', alarm: 'ALARM-7730-Y', old: 'OLD-1199-Z', other: 'OTHER-4242-W' }

    const post = (path: string, json: unknown, cookie = admin) => s.request(path, { method: 'POST', cookie, json })
    const reveal = (codeId: string, cookie: string, buildingId = building.id) =>
      s.request(`/api/buildings/${buildingId}/codes/${codeId}/reveal`, { method: 'POST', cookie })
    const auditRows = async () =>
      s.db.sql.query<Record<string, unknown>>('select * from building_code_reveals order by revealed_at, id')

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
      await createPerson(s.auth, s.db, { email: 'ole.udefra@test.dk', password: TEST_PASSWORD, name: 'Ole Udefra', role: 'user' })
      outsider = await s.cookieFor('ole.udefra@test.dk')
      building = (await (await post('/api/buildings', { name: 'Kontoret' })).json()).building
      other = (await (await post('/api/buildings', { name: 'Pladsen' })).json()).building
      const add = async (key: string, buildingId: string, json: Record<string, unknown>) => {
        const res = await post(`/api/buildings/${buildingId}/codes`, json)
        expect(res.status).toBe(201)
        codes[key] = (await res.json()).code.id
      }
      await add('door', building.id, { code_type: 'Hoveddør', code_value: VALUES.door })
      await add('alarm', building.id, { code_type: 'Alarm', code_value: VALUES.alarm, valid_until: '2030-12-31' })
      await add('old', building.id, { code_type: 'Gammel port', code_value: VALUES.old, is_active: false })
      await add('other', other.id, { code_type: 'Skur', code_value: VALUES.other })
      expect((await post(`/api/buildings/${building.id}/access`, { user_id: s.employeeId })).status).toBe(201)
    })

    it('a user with access sees the value, and one audit row records who, when, building and type — not the value', async () => {
      const before = (await auditRows()).length
      const res = await reveal(codes.door, employee)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const body = await res.json()
      expect(body).toMatchObject({ code_id: codes.door, code_type: 'Hoveddør', code_value: VALUES.door })
      const rows = await auditRows()
      expect(rows).toHaveLength(before + 1)
      const row = rows.at(-1)!
      expect(row).toMatchObject({
        building_id: building.id, building_name: 'Kontoret', code_id: codes.door, code_type: 'Hoveddør',
        user_id: s.employeeId, user_name: TEST_EMPLOYEE.name, action: 'viewed_code',
      })
      expect(new Date(row.revealed_at as string).toISOString()).toBe(body.revealed_at)
      expect(JSON.stringify(rows)).not.toContain(VALUES.door)
    })

    it('a user without access is refused (403) for existing, unknown and foreign codes alike; nothing logged', async () => {
      const before = (await auditRows()).length
      for (const codeId of [codes.door, codes.alarm, codes.old, codes.other, '00000000-0000-4000-8000-000000000000']) {
        const res = await reveal(codeId, outsider)
        expect(res.status, codeId).toBe(403)
        const text = await res.text()
        expect(JSON.parse(text)).toEqual({ error: NO_BUILDING_ACCESS })
        for (const v of Object.values(VALUES)) expect(text).not.toContain(v)
      }
      // and access to one building opens no other
      const res = await reveal(codes.other, employee, other.id)
      expect(res.status).toBe(403)
      expect((await auditRows()).length).toBe(before)
    })

    it("a code is only reachable through its own building, and users can't reveal inactive codes", async () => {
      const before = (await auditRows()).length
      const foreign = await reveal(codes.other, employee) // Pladsen's code through Kontoret's URL
      expect(foreign.status).toBe(404)
      expect(await foreign.json()).toEqual({ error: CODE_NOT_FOUND })
      const inactive = await reveal(codes.old, employee)
      expect(inactive.status).toBe(404)
      expect((await auditRows()).length).toBe(before)
    })

    it('a revoked user is refused from the next request on', async () => {
      const person = await createPerson(s.auth, s.db, { email: 'rikke.tidligere@test.dk', password: TEST_PASSWORD, name: 'Rikke Tidligere', role: 'user' })
      const cookie = await s.cookieFor('rikke.tidligere@test.dk')
      const { access } = await (await post(`/api/buildings/${building.id}/access`, { user_id: person })).json()
      expect((await reveal(codes.alarm, cookie)).status).toBe(200)
      expect((await post(`/api/buildings/${building.id}/access/${access.id}/revoke`, {})).status).toBe(200)
      const before = (await auditRows()).length
      const res = await reveal(codes.alarm, cookie)
      expect(res.status).toBe(403)
      expect(await res.text()).not.toContain(VALUES.alarm)
      expect((await auditRows()).length).toBe(before)
    })

    it('admins and administrators reveal any code without a grant, inactive ones included, and are logged too', async () => {
      const before = (await auditRows()).length
      for (const [key, codeId] of [['other', codes.other], ['old', codes.old]] as const) {
        const res = await reveal(codeId, admin, key === 'other' ? other.id : building.id)
        expect(res.status).toBe(200)
        expect((await res.json()).code_value).toBe(VALUES[key])
      }
      await s.db.sql.query(`update "user" set role = 'administrator' where id = $1`, [s.adminId])
      try {
        const res = await reveal(codes.door, admin)
        expect(res.status).toBe(200)
      } finally {
        await s.db.sql.query(`update "user" set role = 'admin' where id = $1`, [s.adminId])
      }
      const rows = await auditRows()
      expect(rows.slice(before).map((r) => [r.user_id, r.code_type])).toEqual([
        [s.adminId, 'Skur'], [s.adminId, 'Gammel port'], [s.adminId, 'Hoveddør'],
      ])
    })

    it('concurrent reveals each write exactly one audit row, alongside building edits without deadlock', async () => {
      const before = (await auditRows()).length
      const renames = Array.from({ length: 4 }, () =>
        s.request(`/api/buildings/${building.id}`, { method: 'PATCH', cookie: admin, json: { name: 'Kontoret' } }),
      )
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => reveal(i % 2 ? codes.door : codes.alarm, i % 3 ? employee : admin)),
      )
      expect((await Promise.all(renames)).map((r) => r.status)).toEqual([200, 200, 200, 200])
      expect(results.map((r) => r.status)).toEqual(Array(12).fill(200))
      const bodies = await Promise.all(results.map((r) => r.json()))
      const rows = (await auditRows()).slice(before)
      expect(rows).toHaveLength(12)
      expect(new Set(rows.map((r) => r.id)).size).toBe(12)
      expect(new Set(bodies.map((b) => b.txid)).size).toBe(12)
    })

    it('the log is append-only, even for direct SQL', async () => {
      const [row] = await auditRows()
      await expect(s.db.sql.query(`update building_code_reveals set code_type = 'x' where id = $1`, [row.id])).rejects.toThrow(/append-only/)
      await expect(s.db.sql.query(`delete from building_code_reveals where id = $1`, [row.id])).rejects.toThrow(/append-only/)
      // …and it outlives the building it is about.
      const b = (await (await post('/api/buildings', { name: 'Nedrives' })).json()).building
      const { code } = await (await post(`/api/buildings/${b.id}/codes`, { code_type: 'Port', code_value: 'GONE-1' })).json()
      expect((await reveal(code.id, admin, b.id)).status).toBe(200)
      expect((await s.request(`/api/buildings/${b.id}`, { method: 'DELETE', cookie: admin })).status).toBe(200)
      expect(await s.db.sql.query('select 1 from building_code_reveals where building_id = $1', [b.id])).toHaveLength(1)
      expect(await s.db.sql.query('select 1 from building_code_values where code_id = $1', [code.id])).toHaveLength(0)
    })

    /** Every text column of every table, as one string: where does a value live at rest? */
    const tablesHolding = async (value: string) => {
      const tables = await s.db.sql.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )
      const found: string[] = []
      for (const { table_name } of tables) {
        const [row] = await s.db.sql.query<{ n: string }>(
          `select count(*)::text as n from "${table_name}" t where t::text like $1`,
          [`%${value}%`],
        )
        if (Number(row.n) > 0) found.push(table_name)
      }
      return found
    }

    it('after reveals, the value exists at rest only in the secret table', async () => {
      expect((await reveal(codes.door, employee)).status).toBe(200)
      expect(await tablesHolding(VALUES.door)).toEqual(['building_code_values'])
    })

    // The idempotency layer must never keep a copy of a secret for replay (it skips answers
    // marked cache-control: no-store).
    it('a reveal sent with an Idempotency-Key leaves no copy of the value behind', async () => {
      const res = await s.app.request(`/api/buildings/${building.id}/codes/${codes.alarm}/reveal`, {
        method: 'POST',
        headers: { cookie: employee, origin: 'http://localhost:3000', 'idempotency-key': 'reveal-key-0001' },
      })
      expect(res.status).toBe(200)
      expect(await tablesHolding(VALUES.alarm)).toEqual(['building_code_values'])
    })

    it('no shape, for any viewer, carries a code value; users see only their own grants and no log', async () => {
      const shapeText = async (name: string, cookie: string) => {
        const res = await s.request(`/api/shapes/${name}?offset=-1`, { cookie })
        expect(res.status, name).toBe(200)
        return res.text()
      }
      // Someone else's grant, which the employee must not see.
      expect((await post(`/api/buildings/${other.id}/access`, { user_id: s.adminId })).status).toBe(201)
      for (const [who, cookie] of [['outsider', outsider], ['employee', employee], ['admin', admin]] as const) {
        for (const name of shapeNames) {
          const text = await shapeText(name, cookie)
          for (const v of Object.values(VALUES)) expect(text, `${who} / ${name}`).not.toContain(v)
        }
      }
      const rows = async (name: string, cookie: string) =>
        (JSON.parse(await shapeText(name, cookie)) as { value?: Record<string, unknown> }[]).filter((m) => m.value).map((m) => m.value!)
      expect(await rows('building_code_reveals', employee)).toEqual([])
      expect((await rows('building_code_reveals', admin)).length).toBeGreaterThan(0)
      expect(await rows('building_access', outsider)).toEqual([])
      const mine = await rows('building_access', employee)
      expect(mine.map((r) => [r.user_id, r.building_id])).toEqual([[s.employeeId, building.id]])
      const all = await rows('building_access', admin)
      expect(all.every((r) => ['t', 'true', true].includes(r.is_active as never))).toBe(true)
      expect(all.map((r) => r.user_id).sort()).toEqual([s.adminId, s.employeeId].sort())
      // Users see active codes only (as dots); admins also the inactive one they manage.
      const userCodes = await rows('building_codes', outsider)
      expect(userCodes.map((r) => r.id)).not.toContain(codes.old)
      expect((await rows('building_codes', admin)).map((r) => r.id)).toContain(codes.old)
    })
  })
}
