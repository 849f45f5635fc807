// Calendar feeds on both databases, read back with a real iCalendar parser (ical.js): the
// secret address is the only credential, regenerating or revoking kills the old one, and
// each feed holds exactly what it promises — nothing of anybody else's private plans.
import { beforeAll, describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import type { TestServer } from '../../test/app'
import { call, people, type Person } from '../notifications/test-support'
import { useTestServer } from '../../test/suite-server'

type Feed = { personal_url: string | null; company_url: string | null }

export function calendarSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`calendar feeds (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: Person, employee: Person, other: Person
    const path = (url: string) => new URL(url).pathname
    const fetchFeed = (url: string) => s.app.request(path(url))
    const parse = async (url: string) => {
      const res = await fetchFeed(url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      const text = await res.text()
      const cal = new ICAL.Component(ICAL.parse(text))
      const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
      return { text, events, byName: (summary: string) => events.find((e) => e.summary === summary) }
    }

    beforeAll(async () => {
      ;({ admin, employee, other } = await people(s))
      // An event whose text needs every kind of escaping, and a long description to fold.
      await call(s, admin, 'POST', '/api/events', { title: 'Sommerfest; grill, øl & musik', date: '2031-06-20T15:00', description: `Linje 1\nLinje 2 ${'lang tekst '.repeat(20)}`, location: 'Kantinen, Ballerup' }, 201)
      const mine = (await call(s, employee, 'POST', '/api/vacations', { start_date: '2031-07-01', end_date: '2031-07-14' }, 201)).vacation
      await call(s, admin, 'POST', `/api/vacations/${mine.id}/approve`)
      await call(s, employee, 'POST', '/api/vacations', { start_date: '2031-08-01', end_date: '2031-08-02' }, 201) // pending
      const theirs = (await call(s, other, 'POST', '/api/vacations', { start_date: '2031-09-01', end_date: '2031-09-01' }, 201)).vacation
      await call(s, admin, 'POST', `/api/vacations/${theirs.id}/approve`)
      await call(s, admin, 'POST', '/api/meetings', {
        title: 'Byggemøde 7', meeting_date: '2031-03-07T08:00:00.000Z', location: null, topic: null,
        attendees: [{ user_id: employee.id, status: 'present' }], cases: [], news: [],
        tasks: [{ task: 'Bestil stillads', responsible_id: employee.id, deadline: '2031-03-20', status: null }, { task: 'Andens opgave', responsible_id: other.id, deadline: '2031-03-21', status: null }],
      }, 201)
    })

    it('has no address until one is made; the addresses need a session and are never cached', async () => {
      expect(await call<Feed>(s, employee, 'GET', '/api/calendar')).toEqual({ personal_url: null, company_url: null })
      expect((await s.request('/api/calendar')).status).toBe(401)
      const res = await s.request('/api/calendar', { method: 'POST', cookie: employee.cookie })
      expect(res.headers.get('cache-control')).toBe('no-store')
      const feed = (await res.json()) as Feed
      expect(feed.personal_url).toMatch(/^http:\/\/localhost:3000\/api\/public\/calendar\/[A-Za-z0-9_-]{43}\/personal\.ics$/)
      expect(await call<Feed>(s, employee, 'GET', '/api/calendar')).toEqual(feed)
    })

    it('the personal feed: company events, my approved vacations, meetings I attend, my deadlines', async () => {
      const { personal_url } = await call<Feed>(s, employee, 'GET', '/api/calendar')
      const { events, byName, text } = await parse(personal_url!)
      expect(events.map((e) => e.summary).sort()).toEqual(['Byggemøde 7', 'Ferie', 'Frist: Bestil stillads', 'Sommerfest; grill, øl & musik'])
      const party = byName('Sommerfest; grill, øl & musik')!
      expect(party.location).toBe('Kantinen, Ballerup')
      expect(party.description.startsWith('Linje 1\nLinje 2 lang tekst')).toBe(true)
      // Entered as 15:00 Danish summer time; the feed carries the instant in UTC.
      expect(party.startDate.toJSDate().toISOString()).toBe('2031-06-20T13:00:00.000Z')
      const vacation = byName('Ferie')!
      expect(vacation.startDate.isDate).toBe(true)
      expect(vacation.startDate.toString()).toBe('2031-07-01')
      expect(vacation.endDate.toString()).toBe('2031-07-15') // DTEND is exclusive
      expect(byName('Frist: Bestil stillads')!.startDate.toString()).toBe('2031-03-20')
      // RFC 5545: CRLF line ends, no line longer than 75 octets, text escaped.
      expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
      expect(text).toContain('Sommerfest\\; grill\\, øl & musik')
      expect(text).not.toContain('Andens opgave')
    })

    it('the company feed: events and everyone\'s approved vacations, never pending ones', async () => {
      const { company_url } = await call<Feed>(s, employee, 'GET', '/api/calendar')
      const { events } = await parse(company_url!)
      expect(events.map((e) => e.summary).sort()).toEqual(['Ferie: Anden Ansat', 'Ferie: Erik Ansat', 'Sommerfest; grill, øl & musik'])
      expect(events.filter((e) => e.summary.startsWith('Ferie')).map((e) => e.startDate.toString()).sort()).toEqual(['2031-07-01', '2031-09-01'])
    })

    it('regenerating kills the old address; revoking kills the address; a wrong token is refused', async () => {
      const old = await call<Feed>(s, employee, 'GET', '/api/calendar')
      const fresh = await call<Feed>(s, employee, 'POST', '/api/calendar')
      expect(fresh.personal_url).not.toBe(old.personal_url)
      const gone = await fetchFeed(old.personal_url!)
      expect(gone.status).toBe(404)
      expect(await gone.json()).toEqual({ error: 'Kalenderadressen er ugyldig eller tilbagekaldt' })
      expect((await fetchFeed(fresh.personal_url!)).status).toBe(200)
      expect((await s.app.request('/api/public/calendar/short/personal.ics')).status).toBe(404)
      expect((await fetchFeed(fresh.personal_url!.replace('personal.ics', 'other.ics'))).status).toBe(404)
      expect(await call<Feed>(s, employee, 'DELETE', '/api/calendar')).toEqual({ personal_url: null, company_url: null })
      expect((await fetchFeed(fresh.personal_url!)).status).toBe(404)
    })

    it('a banned person\'s address stops working', async () => {
      const { personal_url } = await call<Feed>(s, other, 'POST', '/api/calendar')
      expect((await fetchFeed(personal_url!)).status).toBe(200)
      await s.db.sql.query('update "user" set banned = true where id = $1', [other.id])
      expect((await fetchFeed(personal_url!)).status).toBe(404)
    })
  })
}
