// The vacation pages' queries against a real PGlite with the real local tables: which vacations
// count as upcoming, in what order, the dates as the forms' text, and the person's profile.
import { seededLocalTestDatabase, testUuid } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import {
  pendingVacationCountQuery,
  upcomingVacationCountQuery,
  upcomingVacationPagesQuery,
  upcomingVacationsQuery,
  vacationPeopleQuery,
  vacationQuery,
} from './vacation-queries'

const id = testUuid

const { rows } = seededLocalTestDatabase(`
  insert into profiles (user_id, email, full_name, name, role, color) values
    ('u-anna', 'anna@firma.dk', 'Anna Berg', null, 'employee', '#f00'),
    ('u-bo', 'bo@firma.dk', '', 'bo', 'employee', null),
    ('u-carl', 'Carl@firma.dk', null, null, 'employee', null);
  insert into vacations (id, user_id, start_date, end_date, status, created_at, updated_at) values
    ('${id(1)}', 'u-anna', '2031-07-01', '2031-07-14', 'approved', now(), now()),
    ('${id(2)}', 'u-bo', '2031-06-20', '2031-06-30', 'pending', now(), now()),
    ('${id(3)}', 'u-gone', '2031-07-01', '2031-07-03', 'pending', now(), now()),
    ('${id(4)}', 'u-anna', '2031-05-01', '2031-05-10', 'pending', now(), now());
`)

describe('vacation queries', () => {
  it('lists vacations not ended before today, soonest first, with the dates as text', async () => {
    const upcoming = await rows(upcomingVacationPagesQuery('2031-06-30'))
    expect(upcoming.map((v) => [v.id, v.start_date, v.end_date])).toEqual([
      [id(2), '2031-06-20', '2031-06-30'],
      [id(3), '2031-07-01', '2031-07-03'],
      [id(1), '2031-07-01', '2031-07-14'],
    ])
    expect(await rows(upcomingVacationsQuery('2031-06-30', 1))).toHaveLength(1)
  })

  it('joins the person’s profile, null when it is not there', async () => {
    const [anna, gone] = [await rows(vacationQuery(id(1))), await rows(vacationQuery(id(3)))]
    expect(anna).toEqual([
      {
        id: id(1),
        user_id: 'u-anna',
        start_date: '2031-07-01',
        end_date: '2031-07-14',
        status: 'approved',
        profile_user_id: 'u-anna',
        full_name: 'Anna Berg',
        name: null,
        email: 'anna@firma.dk',
        color: '#f00',
      },
    ])
    expect(gone[0]).toMatchObject({ profile_user_id: null, full_name: null, email: null })
  })

  it('finds one vacation also after it ended, and nothing for a malformed id', async () => {
    expect((await rows(vacationQuery(id(4)))).map((v) => v.status)).toEqual(['pending'])
    expect(await rows(vacationQuery('ferie-1'))).toEqual([])
  })

  it('counts upcoming vacations, and those waiting for approval', async () => {
    expect(await rows(upcomingVacationCountQuery('2031-06-30'))).toEqual([{ n: 3 }])
    expect(await rows(pendingVacationCountQuery('2031-06-30'))).toEqual([{ n: 2 }])
    expect(await rows(pendingVacationCountQuery('2031-07-04'))).toEqual([{ n: 0 }])
  })

  it('offers people by name, an empty name counting as missing', async () => {
    expect((await rows(vacationPeopleQuery())).map((p) => p.user_id)).toEqual(['u-anna', 'u-bo', 'u-carl'])
  })
})
