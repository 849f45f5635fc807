// The profile queries against a real PGlite with the real local tables: the own row with its
// private columns, and a colleague's public row with the private ones only where an admin
// holds them (profile_details), the birthday then in full, else without the year.
import { seededLocalTestDatabase } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { colleagueProfileQuery, myProfileQuery, ownProfileQuery } from './profile-queries'

const { rows } = seededLocalTestDatabase(`
  insert into my_profile (user_id, email, full_name, name, role, birthday, city, certifications, qr_code) values
    ('u-anna', 'anna@firma.dk', 'Anna Berg', null, 'admin', '1990-04-30', 'Aarhus', '[{"name":"Kran"}]', 'qr-anna');
  insert into profiles (user_id, email, full_name, name, role, birthday_day) values
    ('u-anna', 'anna@firma.dk', 'Anna Berg', null, 'admin', '04-30'),
    ('u-bo', 'bo@firma.dk', null, 'Bo', 'employee', '12-24'),
    ('u-carl', 'carl@firma.dk', null, null, 'employee', null);
  insert into profile_details (user_id, birthday, city, qr_code) values ('u-bo', '1985-12-24', 'Odense', 'qr-bo');
`)

describe('profile queries', () => {
  it('reads the own profile with its private columns, the birthday as text', async () => {
    const [me] = await rows(myProfileQuery('u-anna'))
    expect(me).toMatchObject({ full_name: 'Anna Berg', birthday: '1990-04-30', city: 'Aarhus', qr_code: 'qr-anna', certifications: [{ name: 'Kran' }] })
    expect(await rows(ownProfileQuery('u-anna'))).toEqual([
      expect.objectContaining({ birthday: '1990-04-30', city: 'Aarhus', has_private: true }),
    ])
  })

  it('reads a colleague with the private columns an admin holds, the full birthday among them', async () => {
    expect((await rows(colleagueProfileQuery('u-bo')))[0]).toMatchObject({ name: 'Bo', birthday: '1985-12-24', city: 'Odense', qr_code: 'qr-bo', has_private: true })
  })

  it('reads a colleague without them as the public row, the birthday without the year', async () => {
    expect((await rows(colleagueProfileQuery('u-anna')))[0]).toMatchObject({ birthday: '04-30', city: null, qr_code: null, has_private: false })
    expect((await rows(colleagueProfileQuery('u-carl')))[0]).toMatchObject({ birthday: null, has_private: false })
    expect(await rows(colleagueProfileQuery('u-gone'))).toEqual([])
  })
})
