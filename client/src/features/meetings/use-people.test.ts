// The people the minutes name, on a real PGlite with the browser's own schema: a leaver is still
// named in old minutes and carries the date they left, so the page can mark them.
import { seededLocalTestDatabase } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { peopleQuery } from './meeting-queries'
import { currentStaffIds, peopleLookup, type Person } from './use-people'

const local = seededLocalTestDatabase(`insert into profiles (user_id, full_name, name, email, role, deactivated_at) values
    ('mette', 'Mette Jensen', null, 'mette@firma.dk', 'user', null),
    ('anders', 'Anders Fratrådt', null, 'anders@firma.dk', 'user', '2031-03-01T12:00:00Z'),
    ('slettet', 'Slettet bruger', null, null, 'user', '2031-04-01T12:00:00Z')`)

describe('the people named in minutes', () => {
  it('lists leavers too, by name, with when they left', async () => {
    const people = (await local.db.query<Person>(peopleQuery().sql)).rows
    expect(people.map((p) => [p.user_id, p.deactivated_at])).toEqual([
      ['anders', new Date('2031-03-01T12:00:00Z')],
      ['mette', null],
      ['slettet', new Date('2031-04-01T12:00:00Z')],
    ])
  })

  it('names each id and tells who has left; an id without a profile is an unknown user', async () => {
    const people = peopleLookup((await local.db.query<Person>(peopleQuery().sql)).rows)
    expect(people.nameOf('anders')).toBe('Anders Fratrådt')
    expect(people.leftAt('anders')).toEqual(new Date('2031-03-01T12:00:00Z'))
    expect(people.nameOf('slettet')).toBe('Slettet bruger')
    expect(people.leftAt('slettet')).not.toBeNull()
    expect(people.nameOf('mette')).toBe('Mette Jensen')
    expect(people.leftAt('mette')).toBeNull()
    expect(people.nameOf('u-gone')).toBe('Ukendt bruger')
    expect(people.leftAt('u-gone')).toBeNull()
    expect(people.nameOf(null)).toBeNull()
  })
  it('starts a new meeting with everyone present but those who have left', async () => {
    expect(currentStaffIds((await local.db.query<Person>(peopleQuery().sql)).rows)).toEqual(['mette'])
  })
})
