// Input PostgreSQL would mangle or refuse is stopped at the door with a Danish 400: a NUL
// character anywhere in a JSON body, and dates that do not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN, type TestServer } from '../test/app'

export function describeBadInput(name: string, open: () => Promise<TestServer>) {
  describe(`bad input (${name})`, () => {
    let s: TestServer
    let cookie: string
    beforeAll(async () => {
      s = await open()
      cookie = await s.cookieFor(TEST_ADMIN.email)
    })
    afterAll(async () => s?.close())
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
