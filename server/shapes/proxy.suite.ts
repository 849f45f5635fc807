// The shape proxy is the permission boundary of the read path: whatever the browser sends,
// table, columns and where come from the catalogue and the session.
import { Shape } from '@electric-sql/client'
import { appShapeStream } from '../test/app-stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_ADMIN, TEST_EMPLOYEE, TEST_PASSWORD, type TestServer } from '../test/app'
import { createPerson } from '../seed/users'
import { shapes } from '../../sync/shapes'
import { recentHolding, subsetParamsFor, windowStart } from '../../sync/shapes/subsets'

export function describeShapeProxy(name: string, open: () => Promise<TestServer>) {
  describe(`shape proxy (${name})`, () => {
    let s: TestServer
    let employee: string
    beforeEach(async () => {
      s = await open()
      employee = await s.cookieFor(TEST_EMPLOYEE.email)
      await s.db.sql.query(
        `update profiles set emergency_contact_name = 'Hemmelig Kontakt', emergency_contact_phone = '+45 11 22 33 44' where user_id = $1`,
        [s.adminId],
      )
    })
    afterEach(async () => s.close())

    const get = (path: string, cookie = employee) => s.request(path, { cookie })
    const rows = async (res: Response) =>
      ((await res.json()) as { value?: Record<string, unknown> }[]).filter((m) => m.value).map((m) => m.value!)

    // Each test's streams stop with it (app-stream.ts), before its server closes.
    let stopStreams = new AbortController()
    afterEach(() => {
      stopStreams.abort()
      stopStreams = new AbortController()
    })

    /** A real Electric client reading through the app, as a browser would. */
    const stream = (shape: string, cookie = employee) => new Shape(appShapeStream(() => s, shape, cookie, { signal: stopStreams.signal }))

    it('answers 401 without a session and 404 for an unknown shape', async () => {
      expect((await s.request('/api/shapes/events?offset=-1')).status).toBe(401)
      const res = await get('/api/shapes/user?offset=-1')
      expect(res.status).toBe(404)
      expect((await res.json()).error).toBeTruthy()
    })

    it('ignores table, where, params and columns sent by the browser', async () => {
      const plain = await rows(await get('/api/shapes/my_profile?offset=-1'))
      expect(plain).toHaveLength(1)
      expect(plain[0].user_id).toBe(s.employeeId)
      const tricks = [
        `table=user&where=true&columns=id,email`,
        `where=${encodeURIComponent('1=1) OR (1=1')}`,
        `params[1]=${s.adminId}`,
        `params=${encodeURIComponent(JSON.stringify([s.adminId]))}`,
        `columns=user_id,emergency_contact_phone&replica=full`,
        `handle=${encodeURIComponent(`x' or '1'='1`)}&offset=-1`,
      ]
      for (const trick of tricks) {
        const res = await get(`/api/shapes/my_profile?offset=-1&${trick}`)
        expect(res.status, trick).toBe(200)
        expect(await rows(res), trick).toEqual(plain)
      }
    })

    it('never sends colleagues their private columns', async () => {
      const res = await get('/api/shapes/profiles?offset=-1&columns=emergency_contact_name')
      const schema = JSON.parse(res.headers.get('electric-schema')!)
      expect(schema).not.toHaveProperty('emergency_contact_name')
      expect(schema).not.toHaveProperty('qr_code')
      const body = await res.text()
      expect(body).not.toContain('Hemmelig Kontakt')
      expect(body).toContain(TEST_ADMIN.name)
    })

    it('marks per-user responses private and varying by cookie', async () => {
      const res = await get('/api/shapes/events?offset=-1')
      expect(res.headers.get('cache-control')).toMatch(/private/)
      expect(res.headers.get('vary')).toMatch(/cookie/i)
      for (const h of ['electric-handle', 'electric-offset', 'electric-schema']) expect(res.headers.get(h)).toBeTruthy()
    })

    it('streams live changes to a real Electric client through the app', async () => {
      const shape = stream('events')
      expect(await shape.rows).toEqual([])
      const admin = await s.cookieFor(TEST_ADMIN.email)
      const created = await s.request('/api/events', {
        method: 'POST',
        cookie: admin,
        json: { title: 'Sikkerhedsdag', date: '2030-05-01T08:00', location: 'Ballerup' },
      })
      expect(created.status).toBe(201)
      await expect.poll(() => shape.currentRows.map((r) => r.title), { timeout: 10_000 }).toEqual(['Sikkerhedsdag'])
    })

    it('serves older posts as subset snapshots of the viewer’s own shape, and only the catalogue’s forms', async () => {
      await s.db.sql.query(
        `insert into posts (headline, approved, user_id, created_at)
         select 'Gammelt opslag ' || i, i % 5 <> 0, $1, now() - interval '400 days' - i * interval '1 hour'
           from generate_series(1, 40) i`,
        [s.adminId],
      )
      await s.db.sql.query(`insert into posts (headline, approved, user_id) values ('Nyt opslag', true, $1)`, [s.adminId])
      // A stream of changes only starts where the engine has read up to: until it has read these
      // inserts, they would come to the stream as changes, besides the pages asked for below.
      const [written] = await s.db.sql.query<{ lsn: string }>(`select max(lsn)::text as lsn from sync_changes`)
      await expect.poll(() => s.engine!.stats().processedLsn >= Number(written.lsn)).toBe(true)
      const subsetRequests: string[] = []
      const st = appShapeStream(() => s, 'posts', employee, {
        signal: stopStreams.signal,
        log: 'changes_only',
        onRequest: (url) => url.includes('subset__') && subsetRequests.push(url),
      })
      const shape = new Shape(st)
      await shape.rows
      // The window up front, exactly as the browser asks for it.
      const recent = subsetParamsFor(shapes.posts, { kind: 'recent', since: windowStart(recentHolding(shapes.posts)!) })
      expect((await st.requestSnapshot(recent)).data.map((m) => m.value.headline)).toEqual(['Nyt opslag'])
      // An older page: newest first, a page, and never a pending post the employee may not see.
      const older = subsetParamsFor(shapes.posts, { kind: 'older', before: new Date().toISOString() })
      const page = (await st.requestSnapshot(older)).data.map((m) => m.value.headline as string)
      expect(page).toHaveLength(30)
      expect(page[0]).toBe('Nyt opslag')
      expect(page.filter((h) => h.startsWith('Gammelt'))).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1).filter((i) => i % 5 !== 0).slice(0, 29).map((i) => `Gammelt opslag ${i}`),
      )
      expect(shape.currentRows).toHaveLength(30)
      // One request per page: the answer says it is a snapshot, so the client prefetches no "next chunk".
      expect(subsetRequests).toHaveLength(2)

      const base = `/api/shapes/posts?offset=-1&log=changes_only`
      const tampered = [
        `subset__where=${encodeURIComponent('true')}&subset__limit=10`,
        `subset__where=${encodeURIComponent('"created_at" <= $1 OR true')}&subset__params=${encodeURIComponent('{"1":"2030-01-01T00:00:00Z"}')}&subset__limit=10&subset__order_by=${encodeURIComponent('"created_at" DESC')}`,
        `subset__where=${encodeURIComponent('"created_at" <= $1')}&subset__params=${encodeURIComponent('{"1":"2030-01-01\' or true"}')}&subset__limit=10&subset__order_by=${encodeURIComponent('"created_at" DESC')}`,
        `subset__where=${encodeURIComponent('"created_at" <= $1')}&subset__params=${encodeURIComponent('{"1":"2030-01-01T00:00:00Z"}')}&subset__limit=5000&subset__order_by=${encodeURIComponent('"created_at" DESC')}`,
      ]
      for (const q of tampered) {
        const res = await get(`${base}&${q}`)
        expect(res.status, q).toBe(400)
        expect((await res.json()).error, q).toMatch(/^Ugyldigt udsnit/)
      }
      const whole = await get(`/api/shapes/events?offset=-1&subset__where=${encodeURIComponent('"id" = $1')}&subset__limit=1`)
      expect(whole.status).toBe(400)
    })

    it("refuses a signed-out or deleted user's next request, long-polls included", async () => {
      const first = await get('/api/shapes/events?offset=-1')
      const live = `/api/shapes/events?offset=${first.headers.get('electric-offset')}&handle=${first.headers.get('electric-handle')}&live=true`
      expect((await get(live)).status).toBe(200)
      await s.request('/api/auth/sign-out', { method: 'POST', cookie: employee, json: {} })
      expect((await get(live)).status).toBe(401)
      const again = await s.cookieFor(TEST_EMPLOYEE.email)
      expect((await get(live, again)).status).toBe(200)
      await s.db.sql.query(`delete from "user" where id = $1`, [s.employeeId])
      expect((await get(live, again)).status).toBe(401)
    })

    it('a long-poll opened before a demotion hands over nothing written after it: must-refetch instead', async () => {
      const chiefId = await createPerson(s.auth, s.db, { email: 'chef@test.dk', password: TEST_PASSWORD, name: 'Chef', role: 'admin' })
      const chief = await s.cookieFor('chef@test.dk')
      const first = await get('/api/shapes/meeting_management?offset=-1', chief)
      expect(first.status).toBe(200)
      const live = `/api/shapes/meeting_management?offset=${first.headers.get('electric-offset')}&handle=${first.headers.get('electric-handle')}&live=true`
      const waiting = get(live, chief)
      await new Promise((r) => setTimeout(r, 300))
      await s.db.sql.query(`update "user" set role = 'user' where id = $1`, [chiefId])
      await s.db.sql.query(`insert into meetings (title, meeting_date, economy_info) values ('Ledermøde', now(), 'Likviditet: fortrolig')`)
      const res = await waiting
      expect(res.status).toBe(409)
      const body = await res.text()
      expect(JSON.parse(body)).toEqual([{ headers: { control: 'must-refetch' } }])
      expect(body).not.toContain('fortrolig')
      // Starting over, the shape now holds what an employee may see: nothing.
      expect(await rows(await get('/api/shapes/meeting_management?offset=-1', chief))).toEqual([])
    })
  })
}
