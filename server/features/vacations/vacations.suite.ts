// The vacations API, written once and run on embedded PGlite (vacations.test.ts) and on
// PostgreSQL (vacations.pg.test.ts). Every refused write is checked to have written nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { createPerson } from '../../seed/users'
import { TEST_EMPLOYEE, TEST_PASSWORD, type TestServer } from '../../test/app'
import { useTestServer } from '../../test/suite-server'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const NOT_FOUND = 'Ferien blev ikke fundet'
const FORBIDDEN = 'Du kan kun ændre din egen ferie'

type Row = { id: string; user_id: string; start_date: string; end_date: string; status: string; created_by: string | null }

export function vacationsSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`vacations API (${label})`, () => {
    const s = useTestServer(makeServer)
    const who: Record<'owner' | 'other' | 'admin' | 'administrator', { id: string; cookie: string }> = {} as never
    const rows = async () => s.db.sql.query<Row>('select id, user_id, start_date::text, end_date::text, status, created_by from vacations order by id')
    const row = async (id: string) => (await rows()).find((r) => r.id === id)
    const post = (cookie: string, json: unknown) => s.request('/api/vacations', { method: 'POST', cookie, json })
    const create = async (cookie: string, json: Record<string, unknown> = { start_date: '2030-07-01', end_date: '2030-07-14' }) => {
      const res = await post(cookie, json)
      expect(res.status, await res.clone().text()).toBe(201)
      return (await res.json()) as { vacation: Row; txid: string }
    }

    beforeAll(async () => {
      const other = await createPerson(s.auth, s.db, { email: 'anden@test.dk', password: TEST_PASSWORD, name: 'Anden Ansat', role: 'user' })
      const boss = await createPerson(s.auth, s.db, { email: 'chef@test.dk', password: TEST_PASSWORD, name: 'Chef', role: 'administrator' })
      who.owner = { id: s.employeeId, cookie: await s.cookieFor(TEST_EMPLOYEE.email) }
      who.other = { id: other, cookie: await s.cookieFor('anden@test.dk') }
      who.admin = { id: s.adminId, cookie: await s.cookieFor('admin@test.dk') }
      who.administrator = { id: boss, cookie: await s.cookieFor('chef@test.dk') }
    })

    it('an employee requests their own vacation: pending, with the transaction id change capture recorded', async () => {
      const { vacation, txid } = await create(who.owner.cookie, { start_date: '2030-07-01', end_date: '2030-07-01' })
      expect(vacation).toMatchObject({ user_id: who.owner.id, status: 'pending', created_by: who.owner.id })
      expect(String(vacation.start_date)).toContain('2030-07-01')
      const captured = await s.db.sql.query<{ txid: string }>(
        `select txid::text from sync_changes where relation = 'vacations' and new_row->>'id' = $1`,
        [vacation.id],
      )
      expect(captured).toEqual([{ txid }])
    })

    it('a new vacation is pending even when the body asks for approved', async () => {
      const { vacation } = await create(who.admin.cookie, { start_date: '2030-08-01', end_date: '2030-08-02', status: 'approved' })
      expect(vacation.status).toBe('pending')
    })

    it('an admin (either role) registers a vacation for someone else; an employee may not', async () => {
      for (const admin of [who.admin, who.administrator]) {
        const { vacation } = await create(admin.cookie, { user_id: who.owner.id, start_date: '2030-09-01', end_date: '2030-09-05' })
        expect(vacation).toMatchObject({ user_id: who.owner.id, created_by: admin.id, status: 'pending' })
      }
      const before = await rows()
      const res = await post(who.other.cookie, { user_id: who.owner.id, start_date: '2030-09-01', end_date: '2030-09-05' })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: 'Kun administratorer kan tilføje ferie for andre' })
      const unknown = await post(who.admin.cookie, { user_id: 'no-such-user', start_date: '2030-09-01', end_date: '2030-09-05' })
      expect(unknown.status).toBe(400)
      expect(await unknown.json()).toEqual({ error: 'Medarbejderen blev ikke fundet' })
      expect(await rows()).toEqual(before)
    })

    // Permission matrix: a vacation owned by `owner`, every viewer, every write.
    const matrix: [keyof typeof who, { edit: boolean; remove: boolean; approve: boolean }][] = [
      ['owner', { edit: true, remove: true, approve: false }],
      ['other', { edit: false, remove: false, approve: false }],
      ['admin', { edit: true, remove: true, approve: true }],
      ['administrator', { edit: true, remove: true, approve: true }],
    ]
    it.each(matrix)('permission matrix: %s', async (viewer, may) => {
      const { vacation } = await create(who.owner.cookie, { start_date: '2031-01-10', end_date: '2031-01-20' })
      const { cookie } = who[viewer]

      const approve = await s.request(`/api/vacations/${vacation.id}/approve`, { method: 'POST', cookie })
      expect(approve.status).toBe(may.approve ? 200 : 403)
      expect((await row(vacation.id))?.status).toBe(may.approve ? 'approved' : 'pending')
      if (!may.approve) expect(await approve.json()).toEqual({ error: 'Kun administratorer kan godkende ferie' })

      const edit = await s.request(`/api/vacations/${vacation.id}`, { method: 'PATCH', cookie, json: { start_date: '2031-01-11', end_date: '2031-01-21' } })
      expect(edit.status).toBe(may.edit ? 200 : 403)
      if (may.edit) expect((await edit.json()).txid).toMatch(/^\d+$/)
      else expect(await edit.json()).toEqual({ error: FORBIDDEN })
      expect((await row(vacation.id))?.start_date).toBe(may.edit ? '2031-01-11' : '2031-01-10')

      const del = await s.request(`/api/vacations/${vacation.id}`, { method: 'DELETE', cookie })
      expect(del.status).toBe(may.remove ? 200 : 403)
      expect(await row(vacation.id)).toEqual(may.remove ? undefined : expect.objectContaining({ id: vacation.id }))
    })

    it('only admins set the status; the owner moving approved dates sends it back to pending', async () => {
      const { vacation } = await create(who.owner.cookie, { start_date: '2031-03-01', end_date: '2031-03-03' })
      const path = `/api/vacations/${vacation.id}`
      const selfApprove = await s.request(path, { method: 'PATCH', cookie: who.owner.cookie, json: { start_date: '2031-03-01', end_date: '2031-03-03', status: 'approved' } })
      expect(selfApprove.status).toBe(403)
      expect((await row(vacation.id))?.status).toBe('pending')

      const approved = await s.request(path, { method: 'PATCH', cookie: who.admin.cookie, json: { start_date: '2031-03-01', end_date: '2031-03-03', status: 'approved' } })
      expect(approved.status).toBe(200)
      expect((await row(vacation.id))?.status).toBe('approved')

      // Same dates (e.g. the owner opened the form and saved): the approval stands.
      await s.request(path, { method: 'PATCH', cookie: who.owner.cookie, json: { start_date: '2031-03-01', end_date: '2031-03-03' } })
      expect((await row(vacation.id))?.status).toBe('approved')
      await s.request(path, { method: 'PATCH', cookie: who.owner.cookie, json: { start_date: '2031-03-02', end_date: '2031-03-04' } })
      expect((await row(vacation.id))?.status).toBe('pending')

      // And an admin may set it back to pending.
      await s.request(`${path}/approve`, { method: 'POST', cookie: who.admin.cookie })
      await s.request(path, { method: 'PATCH', cookie: who.admin.cookie, json: { start_date: '2031-03-02', end_date: '2031-03-04', status: 'pending' } })
      expect((await row(vacation.id))?.status).toBe('pending')
    })

    it.each([
      ['end before start', { start_date: '2030-07-10', end_date: '2030-07-09' }, 'Slutdatoen kan ikke være før startdatoen'],
      ['missing start', { end_date: '2030-07-09' }, 'Startdato er påkrævet'],
      ['missing end', { start_date: '2030-07-09' }, 'Slutdato er påkrævet'],
      ['blank dates', { start_date: ' ', end_date: '' }, 'Startdato er påkrævet'],
      ['not a day', { start_date: '2030-02-30', end_date: '2030-03-01' }, 'Ugyldig dato'],
      ['free text', { start_date: 'i morgen', end_date: '2030-03-01' }, 'Ugyldig dato'],
      ['a year Postgres cannot hold', { start_date: '99999-01-01', end_date: '99999-01-02' }, 'Ugyldig dato'],
      ['a number', { start_date: 20300101, end_date: '2030-03-01' }, 'Startdato er påkrævet'],
      ['a non-uuid id', { id: 'abc', start_date: '2030-03-01', end_date: '2030-03-01' }, 'Ugyldigt id'],
    ])('create with %s → 400 with a clear message, nothing written', async (_name, json, message) => {
      const before = await rows()
      const res = await post(who.owner.cookie, json)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await rows()).toEqual(before)
    })

    it('edit with end before start, or a bad status → 400 and the row unchanged', async () => {
      const { vacation } = await create(who.owner.cookie)
      for (const [json, message] of [
        [{ start_date: '2030-07-10', end_date: '2030-07-01' }, 'Slutdatoen kan ikke være før startdatoen'],
        [{ start_date: '2030-07-10', end_date: '2030-07-11', status: 'godkendt' }, 'Ugyldig status'],
        [{ end_date: '2030-07-11' }, 'Startdato er påkrævet'],
      ] as const) {
        const res = await s.request(`/api/vacations/${vacation.id}`, { method: 'PATCH', cookie: who.admin.cookie, json })
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error: message })
      }
      expect(await row(vacation.id)).toMatchObject({ start_date: '2030-07-01', end_date: '2030-07-14', status: 'pending' })
      const malformed = await s.request(`/api/vacations/${vacation.id}`, { method: 'PATCH', cookie: who.admin.cookie, body: '{"start_date":' })
      expect(malformed.status).toBe(400)
      expect(await malformed.json()).toEqual({ error: 'Ugyldig JSON i forespørgslen' })
    })

    it('unknown and malformed ids → 404; signed out → 401; a client id is kept and a resend is a 409', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', "1' or '1'='1"]) {
        const base = `/api/vacations/${encodeURIComponent(id)}`
        const patch = await s.request(base, { method: 'PATCH', cookie: who.admin.cookie, json: { start_date: '2030-01-01', end_date: '2030-01-02' } })
        expect(patch.status, id).toBe(404)
        expect(await patch.json()).toEqual({ error: NOT_FOUND })
        expect((await s.request(`${base}/approve`, { method: 'POST', cookie: who.admin.cookie })).status).toBe(404)
        expect((await s.request(base, { method: 'DELETE', cookie: who.owner.cookie })).status).toBe(404)
      }
      const before = await rows()
      for (const [method, path] of [['GET', '/api/vacations'], ['POST', '/api/vacations'], ['DELETE', `/api/vacations/${UNKNOWN_ID}`]]) {
        const res = await s.request(path, { method, json: method === 'GET' ? undefined : { start_date: '2030-01-01', end_date: '2030-01-02' } })
        expect(res.status).toBe(401)
      }
      expect(await rows()).toEqual(before)

      const id = crypto.randomUUID()
      const { vacation } = await create(who.owner.cookie, { id, start_date: '2032-01-01', end_date: '2032-01-02' })
      expect(vacation.id).toBe(id)
      const again = await post(who.owner.cookie, { id, start_date: '2032-01-01', end_date: '2032-01-02' })
      expect(again.status).toBe(409)
    })

    it('deleting a person takes their vacations with them', async () => {
      const temp = await createPerson(s.auth, s.db, { email: 'vikar@test.dk', password: TEST_PASSWORD, name: 'Vikar', role: 'user' })
      await create(who.admin.cookie, { user_id: temp, start_date: '2032-05-01', end_date: '2032-05-02' })
      await s.db.sql.query(`delete from "user" where id = $1`, [temp])
      expect((await rows()).filter((r) => r.user_id === temp)).toEqual([])
    })
  })
}
