// The events API, written once and run on embedded PGlite (events.test.ts) and on PostgreSQL
// (events.pg.test.ts). Every refused write is also checked to have written nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

const FORBIDDEN = 'Kun administratorer kan ændre arrangementer'
const NOT_FOUND = 'Arrangementet blev ikke fundet'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

export function eventsSuite(label: string, makeServer: ServerFactory) {
  describe(`events API (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    const count = async () => Number((await s.db.sql.query<{ n: string }>('select count(*)::text as n from events'))[0].n)
    const create = async (json: unknown = { title: 'Sommerfest', date: '2030-06-20T16:00:00.000Z' }) => {
      const res = await s.request('/api/events', { method: 'POST', cookie: admin, json })
      expect(res.status).toBe(201)
      return (await res.json()) as { event: Record<string, any>; txid: string }
    }

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
    })

    it('an admin creates an event and gets its transaction id, the one change capture recorded', async () => {
      const { event, txid } = await create({
        title: '  Rejsegilde  ',
        description: 'Pølser og øl',
        date: '2030-05-01T12:00:00.000Z',
        location: '',
      })
      expect(event).toMatchObject({ title: 'Rejsegilde', description: 'Pølser og øl', location: null, created_by: s.adminId })
      expect(new Date(event.date).toISOString()).toBe('2030-05-01T12:00:00.000Z')
      expect(txid).toMatch(/^\d+$/)
      const captured = await s.db.sql.query<{ txid: string }>(
        `select txid::text from sync_changes where relation = 'events' and new_row->>'id' = $1`,
        [event.id],
      )
      expect(captured).toEqual([{ txid }])
    })

    it('a date and time without a zone (a datetime-local field) is Danish time', async () => {
      const winter = await create({ title: 'Vinter', date: '2030-01-15T10:00' })
      expect(new Date(winter.event.date).toISOString()).toBe('2030-01-15T09:00:00.000Z')
      const summer = await create({ title: 'Sommer', date: '2030-07-15T10:00' })
      expect(new Date(summer.event.date).toISOString()).toBe('2030-07-15T08:00:00.000Z')
      const day = await create({ title: 'Hele dagen', date: '2030-07-15' })
      expect(new Date(day.event.date).toISOString()).toBe('2030-07-14T22:00:00.000Z')
    })

    it('an admin patches only the fields sent, and deletes', async () => {
      const { event } = await create({ title: 'Byggemøde', description: 'Tag med', date: '2030-01-10T08:00:00Z', location: 'Skur 2' })
      const res = await s.request(`/api/events/${event.id}`, { method: 'PATCH', cookie: admin, json: { title: 'Byggemøde flyttet', description: null } })
      expect(res.status).toBe(200)
      const patched = await res.json()
      expect(patched.txid).toMatch(/^\d+$/)
      expect(patched.event).toMatchObject({ id: event.id, title: 'Byggemøde flyttet', description: null, location: 'Skur 2', date: event.date })

      const del = await s.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: admin })
      expect(del.status).toBe(200)
      expect((await del.json()).txid).toMatch(/^\d+$/)
      expect(await s.db.sql.query('select 1 from events where id = $1', [event.id])).toHaveLength(0)
      const again = await s.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: admin })
      expect(again.status).toBe(404)
      expect(await again.json()).toEqual({ error: NOT_FOUND })
    })

    it('an administrator counts as admin too', async () => {
      const id = (await s.db.sql.query<{ id: string }>(`update "user" set role = 'administrator' where email = 'admin@test.dk' returning id`))[0].id
      try {
        const { event } = await create({ title: 'Førstehjælp', date: '2030-02-02T09:00:00Z' })
        expect(event.created_by).toBe(id)
      } finally {
        await s.db.sql.query(`update "user" set role = 'admin' where id = $1`, [id])
      }
    })

    it('an employee may not create, change or delete: 403 and nothing written', async () => {
      const { event } = await create()
      const before = await count()
      const post = await s.request('/api/events', { method: 'POST', cookie: employee, json: { title: 'Må ikke', date: '2030-01-01' } })
      expect(post.status).toBe(403)
      expect(await post.json()).toEqual({ error: FORBIDDEN })
      const patch = await s.request(`/api/events/${event.id}`, { method: 'PATCH', cookie: employee, json: { title: 'Hacket' } })
      expect(patch.status).toBe(403)
      expect(await patch.json()).toEqual({ error: FORBIDDEN })
      const del = await s.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: employee })
      expect(del.status).toBe(403)
      expect(await count()).toBe(before)
      const [row] = await s.db.sql.query<{ title: string }>('select title from events where id = $1', [event.id])
      expect(row.title).toBe('Sommerfest')
    })

    it('signed out: 401 with the Danish message on every route', async () => {
      const before = await count()
      for (const [method, path] of [['GET', '/api/events'], ['POST', '/api/events'], ['PATCH', `/api/events/${UNKNOWN_ID}`], ['DELETE', `/api/events/${UNKNOWN_ID}`]]) {
        const res = await s.request(path, { method, json: method === 'GET' ? undefined : { title: 'x', date: '2030-01-01' } })
        expect(res.status, `${method} ${path}`).toBe(401)
        expect(await res.json()).toEqual({ error: 'Du skal være logget ind' })
      }
      const forged = await s.request('/api/events', { method: 'POST', cookie: 'better-auth.session_token=forged.value', json: { title: 'x', date: '2030-01-01' } })
      expect(forged.status).toBe(401)
      expect(await count()).toBe(before)
    })

    it.each([
      ['missing title', { date: '2030-01-01' }, 'Titel er påkrævet'],
      ['blank title', { title: '   ', date: '2030-01-01' }, 'Titel er påkrævet'],
      ['missing date', { title: 'Møde' }, 'Dato er påkrævet'],
      ['invalid date', { title: 'Møde', date: 'på fredag' }, 'Ugyldig dato'],
      ['a date Postgres cannot hold', { title: 'Møde', date: '+099999-01-01T00:00:00Z' }, 'Ugyldig dato'],
      ['a non-uuid id', { id: 'abc', title: 'Møde', date: '2030-01-01' }, 'Ugyldigt id'],
    ])('create with %s → 400 with a clear message, nothing written', async (_name, json, message) => {
      const before = await count()
      const res = await s.request('/api/events', { method: 'POST', cookie: admin, json })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await count()).toBe(before)
    })

    it('malformed JSON and non-object bodies → 400, not 500', async () => {
      const before = await count()
      const bad = await s.request('/api/events', { method: 'POST', cookie: admin, body: '{"title": "x",' })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Ugyldig JSON i forespørgslen' })
      for (const body of ['[1,2]', 'null', '"tekst"']) {
        const res = await s.request('/api/events', { method: 'POST', cookie: admin, body })
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error: 'Forespørgslen skal være et JSON-objekt' })
      }
      const { event } = await create()
      const patch = await s.request(`/api/events/${event.id}`, { method: 'PATCH', cookie: admin, body: 'not json' })
      expect(patch.status).toBe(400)
      expect(await count()).toBe(before + 1)
    })

    it('patch with a bad title or date → 400 and the row unchanged', async () => {
      const { event } = await create()
      for (const [json, message] of [
        [{ title: '' }, 'Titel er påkrævet'],
        [{ date: 'i morgen' }, 'Ugyldig dato'],
        [{ date: null }, 'Dato er påkrævet'],
        [{}, 'Der er ingen ændringer at gemme'],
      ] as const) {
        const res = await s.request(`/api/events/${event.id}`, { method: 'PATCH', cookie: admin, json })
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error: message })
      }
      const [row] = await s.db.sql.query<Record<string, unknown>>('select title, date from events where id = $1', [event.id])
      expect(row).toEqual({ title: event.title, date: event.date })
    })

    it('unknown and malformed ids → 404 with the Danish message', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '1', "x' or '1'='1"]) {
        const path = `/api/events/${encodeURIComponent(id)}`
        const patch = await s.request(path, { method: 'PATCH', cookie: admin, json: { title: 'Ny' } })
        expect(patch.status, id).toBe(404)
        expect(await patch.json()).toEqual({ error: NOT_FOUND })
        const del = await s.request(path, { method: 'DELETE', cookie: admin })
        expect(del.status, id).toBe(404)
      }
    })

    it('a client-chosen id is kept, and sending the same create twice is a 409, not a duplicate', async () => {
      const id = crypto.randomUUID()
      const { event } = await create({ id, title: 'Med eget id', date: '2030-03-03T10:00:00Z' })
      expect(event.id).toBe(id)
      const again = await s.request('/api/events', { method: 'POST', cookie: admin, json: { id, title: 'Med eget id', date: '2030-03-03T10:00:00Z' } })
      expect(again.status).toBe(409)
      expect(await s.db.sql.query('select 1 from events where id = $1', [id])).toHaveLength(1)
    })

    it('any signed-in user can list events, sorted by date', async () => {
      await create({ title: 'Tidligt', date: '2001-01-01T00:00:00Z' })
      const res = await s.request('/api/events', { cookie: employee })
      expect(res.status).toBe(200)
      const { events } = (await res.json()) as { events: { title: string; date: string }[] }
      expect(events[0].title).toBe('Tidligt')
      const times = events.map((e) => new Date(e.date).getTime())
      expect([...times].sort((a, b) => a - b)).toEqual(times)
    })
  })
}
