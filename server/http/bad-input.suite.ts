// Input PostgreSQL would mangle or refuse is stopped at the door with a Danish 400: a NUL
// character or a lone UTF-16 surrogate anywhere in a JSON body, bytes that are not UTF-8, and
// dates that do not exist.
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN, TEST_ORIGIN, type TestServer } from '../test/app'
import { useTestServer } from '../test/suite-server'

export function describeBadInput(name: string, open: () => Promise<TestServer>) {
  describe(`bad input (${name})`, () => {
    const s = useTestServer(open)
    let cookie: string
    beforeAll(async () => {
      cookie = await s.cookieFor(TEST_ADMIN.email)
    })
    const events = async (title: string) =>
      (await s.db.sql.query<{ n: number }>(`select count(*)::int as n from events where title like $1`, [`${title}%`]))[0].n

    it('a NUL character is a 400 with a Danish message, not a 500, and nothing is written', async () => {
      for (const json of [
        { title: 'Nul\u0000tegn', date: '2031-06-01T10:00' },
        { title: 'Nultegn i sted', date: '2031-06-01T10:00', location: 'a\u0000b' },
      ]) {
        const res = await s.request('/api/events', { method: 'POST', cookie, json })
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error: 'Teksten indeholder et ugyldigt tegn' })
      }
      expect(await events('Nul')).toBe(0)
    })

    it('a lone UTF-16 surrogate is a 400 with a Danish message, not stored as U+FFFD, in any text field', async () => {
      const raw = (json: string) => s.app.request('/api/events', { method: 'POST', headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' }, body: json })
      const refused = [
        // As JSON escapes: high alone, low alone, high at the end, two highs.
        raw('{"title":"Surrogat \\ud83d alene","date":"2031-06-01T10:00"}'),
        raw('{"title":"Surrogat \\ude00 alene","date":"2031-06-01T10:00"}'),
        raw('{"title":"Surrogat til sidst \\ud83d","date":"2031-06-01T10:00"}'),
        raw('{"title":"Surrogat dobbelt \\ud83d\\ud83d","date":"2031-06-01T10:00"}'),
        // Another field, another route.
        raw('{"title":"Surrogat i sted","date":"2031-06-01T10:00","location":"Lager \\udc00"}'),
        s.request('/api/posts', { method: 'POST', cookie, json: { headline: 'Surrogat opslag \ud800', content: 'Indhold' } }),
        // The same surrogate as raw bytes (CESU-style ED A0 BD): not UTF-8 at all.
        s.app.request('/api/events', {
          method: 'POST',
          headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
          body: new Uint8Array([...new TextEncoder().encode('{"title":"Surrogat bytes '), 0xed, 0xa0, 0xbd, ...new TextEncoder().encode('","date":"2031-06-01T10:00"}')]),
        }),
      ]
      for (const res of await Promise.all(refused)) {
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error: 'Teksten indeholder et ugyldigt tegn' })
      }
      expect(await events('Surrogat')).toBe(0)
      expect(await s.db.sql.query(`select 1 from posts where headline like 'Surrogat%'`)).toHaveLength(0)
      // A real pair (an emoji) is a character like any other.
      const ok = await raw('{"title":"Surrogat par \\ud83d\\ude00","date":"2031-06-01T10:00"}')
      expect(ok.status).toBe(201)
      const [row] = await s.db.sql.query<{ title: string }>(`select title from events where title like 'Surrogat par%'`)
      expect(row.title).toBe('Surrogat par 😀')
    })

    it('a day that does not exist is refused, for events and meetings alike', async () => {
      const event = await s.request('/api/events', { method: 'POST', cookie, json: { title: 'Skuddag der ikke findes', date: '2024-02-30' } })
      expect(event.status).toBe(400)
      expect(await event.json()).toEqual({ error: 'Ugyldig dato' })
      expect(await events('Skuddag')).toBe(0)
      const meeting = await s.request('/api/meetings', { method: 'POST', cookie, json: { title: 'Fredagsmøde', meeting_date: '2025-04-31T09:00' } })
      expect(meeting.status).toBe(400)
      expect(await s.db.sql.query(`select 1 from meetings where title = 'Fredagsmøde' and meeting_date::date = '2025-05-01'`)).toHaveLength(0)
    })
  })
}
