import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { TEST_ADMIN, TEST_ORIGIN, type TestServer } from '../test/app'
import { idempotency } from './idempotency'

export function describeIdempotency(name: string, open: () => Promise<TestServer>) {
  describe(`idempotency keys (${name})`, () => {
    let s: TestServer
    let cookie: string
    beforeAll(async () => {
      s = await open()
      cookie = await s.cookieFor(TEST_ADMIN.email)
    })
    afterAll(async () => s?.close())

    const post = (key: string, title: string, path = '/api/events') =>
      s.app.request(path, {
        method: 'POST',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ title, date: '2031-01-01T10:00' }),
      })
    const count = async (title: string) =>
      (await s.db.sql.query<{ n: number }>(`select count(*)::int as n from events where title = $1`, [title]))[0].n

    it('has one effect and one answer for the same key sent twice', async () => {
      const first = await post('key-sequential-1', 'Gentaget')
      const second = await post('key-sequential-1', 'Gentaget')
      expect(first.status).toBe(201)
      expect(second.status).toBe(201)
      expect(second.headers.get('idempotent-replayed')).toBe('true')
      expect(await second.json()).toEqual(await first.json())
      expect(await count('Gentaget')).toBe(1)
    })

    it('has one effect when the same key arrives in parallel', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => post('key-parallel-1', 'Parallel')))
      const bodies = await Promise.all(answers.map((r) => r.text()))
      expect(answers.every((r) => r.status === 201)).toBe(true)
      expect(new Set(bodies).size).toBe(1)
      expect(await count('Parallel')).toBe(1)
    })

    it('refuses a key reused for another request, and lets a failed request be retried', async () => {
      expect((await post('key-reused-1', 'Først')).status).toBe(201)
      const other = await post('key-reused-1', 'Først', '/api/events/00000000-0000-0000-0000-000000000000')
      expect(other.status).toBe(422)
      const bad = await post('key-bad-input-1', '')
      expect(bad.status).toBe(400)
      // A 4xx answer is an answer: replayed, still nothing written.
      expect((await post('key-bad-input-1', '')).status).toBe(400)
      expect(await count('')).toBe(0)
    })
    it('has one effect and one answer for 20 parallel sends of a key while the write is slow', async () => {
      await sql`create table if not exists idempotency_probe (n serial primary key, note text)`.execute(s.db.kysely)
      // A write that takes its time, behind the real middleware on the real database.
      const app = new Hono()
      app.use('*', idempotency(s.db, async () => ({ id: s.adminId, role: 'admin' })))
      app.post('/slow', async (c) => {
        await new Promise((r) => setTimeout(r, 400))
        const { rows } = await sql<{ n: number }>`insert into idempotency_probe (note) values ('slow') returning n`.execute(
          s.db.kysely,
        )
        return c.json({ n: rows[0].n }, 201)
      })
      const send = () => app.request('/slow', { method: 'POST', headers: { 'idempotency-key': 'key-slow-parallel-20' } })
      const answers = await Promise.all(Array.from({ length: 20 }, send))
      const bodies = await Promise.all(answers.map((r) => r.text()))
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201))
      expect(new Set(bodies).size).toBe(1)
      expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19)
      const { rows } = await sql<{ c: number }>`select count(*)::int as c from idempotency_probe where note = 'slow'`.execute(
        s.db.kysely,
      )
      expect(rows[0].c).toBe(1)
      // A resend later (the outbox after a reload) still gets the same answer and no new row.
      expect(await (await send()).text()).toBe(bodies[0])
    })
    it('lets a retry run again when the first attempt was abandoned by a crashed server', async () => {
      // What a kill -9 leaves behind: a claim with no answer, long ago.
      await sql`insert into idempotency_keys (user_id, key, request, created_at)
                values (${s.adminId}, 'key-abandoned-1', 'POST /api/events', now() - interval '10 minutes')`.execute(s.db.kysely)
      expect((await post('key-abandoned-1', 'Efter nedbrud')).status).toBe(201)
      expect((await post('key-abandoned-1', 'Efter nedbrud')).headers.get('idempotent-replayed')).toBe('true')
      expect(await count('Efter nedbrud')).toBe(1)
    })
  })
}
