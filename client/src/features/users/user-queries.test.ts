// The user administration's queries against a real PGlite with the real local tables: the
// search (case-blind, % and _ taken literally), the order by name, and the count.
import { seededLocalTestDatabase } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { userCountQuery, usersQuery } from './user-queries'

const { rows } = seededLocalTestDatabase(`
  insert into profiles (user_id, email, username, full_name, name, role, created_at, deactivated_at) values
    ('u-anna', 'anna@firma.dk', null, 'Anna Berg', null, 'admin', '2031-01-01 08:00+00', null),
    ('u-bo', 'bo_100%@firma.dk', 'bo', '', 'Bo', 'user', '2031-01-02 08:00+00', '2031-02-01 08:00+00'),
    ('u-carl', null, 'carl', null, null, 'user', '2031-01-03 08:00+00', null);
`)

describe('user queries', () => {
  it('lists everyone by name, a blank name missing, with the columns the table shows', async () => {
    const users = await rows(usersQuery('  '))
    expect(users.map((u) => u.user_id)).toEqual(['u-anna', 'u-bo', 'u-carl'])
    expect(users[1]).toEqual({
      user_id: 'u-bo',
      email: 'bo_100%@firma.dk',
      username: 'bo',
      full_name: '',
      name: 'Bo',
      role: 'user',
      image: null,
      color: null,
      created_at: new Date('2031-01-02T08:00:00Z'),
      deactivated_at: new Date('2031-02-01T08:00:00Z'),
      erased_at: null,
    })
    expect(await rows(userCountQuery(''))).toEqual([{ n: 3 }])
  })

  it('finds the search text anywhere in the names, e-mail or username, case-blind and literally', async () => {
    expect((await rows(usersQuery(' BERG'))).map((u) => u.user_id)).toEqual(['u-anna'])
    expect((await rows(usersQuery('CARL'))).map((u) => u.user_id)).toEqual(['u-carl'])
    expect((await rows(usersQuery('_100%'))).map((u) => u.user_id)).toEqual(['u-bo'])
    expect(await rows(usersQuery('a%b'))).toEqual([])
    expect(await rows(userCountQuery('firma.dk'))).toEqual([{ n: 2 }])
  })
})
