// The events queries against a real PGlite with the real local tables: the calendar's order,
// and where the home page's upcoming list starts.
import { seededLocalTestDatabase, testUuid } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { eventsQuery, upcomingEventsQuery } from './event-queries'

const id = testUuid

const { rows } = seededLocalTestDatabase(`
  insert into events (id, title, description, date, location, created_by, created_at) values
    ('${id(1)}', 'Sommerfest', null, '2031-06-20 16:00+00', 'Kantinen', 'u-anna', now()),
    ('${id(2)}', 'Julefrokost', 'Med musik', '2031-12-12 17:00+00', null, null, now()),
    ('${id(3)}', 'Besøg', null, '2031-06-20 16:00+00', null, null, now()),
    ('${id(4)}', 'Kickoff', null, '2031-01-05 08:00+00', null, null, now());
`)

describe('event queries', () => {
  it('lists every event by date, then title', async () => {
    const events = await rows(eventsQuery())
    expect(events.map((e) => e.title)).toEqual(['Kickoff', 'Besøg', 'Sommerfest', 'Julefrokost'])
    expect(events[2]).toEqual({
      id: id(1),
      title: 'Sommerfest',
      description: null,
      date: new Date('2031-06-20T16:00:00Z'),
      location: 'Kantinen',
      created_by: 'u-anna',
    })
  })

  it('lists the next events from an instant on, the instant itself included', async () => {
    const from = new Date('2031-06-20T16:00:00Z')
    expect((await rows(upcomingEventsQuery(from, 10))).map((e) => e.title)).toEqual(['Besøg', 'Sommerfest', 'Julefrokost'])
    expect((await rows(upcomingEventsQuery(from, 1))).map((e) => e.title)).toEqual(['Besøg'])
  })
})
