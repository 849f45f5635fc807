import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN, TEST_ORIGIN, type TestServer } from '../test/app'

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
  })
}
