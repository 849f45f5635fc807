// The building pages' queries against a real PGlite with the real local tables: what each
// list holds, in what order, and how people are named.
import { seededLocalTestDatabase, testUuid } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import {
  buildingAccessQuery,
  buildingCodesQuery,
  buildingsQuery,
  grantablePeopleQuery,
  myGrantsQuery,
  revealLogQuery,
} from './building-queries'

const NORD = '00000000-0000-4000-8000-0000000000a1'
const SYD = '00000000-0000-4000-8000-0000000000a2'
const id = testUuid

const { rows } = seededLocalTestDatabase(`
  insert into buildings (id, name, address, created_at) values
    ('${SYD}', 'værksted syd', null, now()), ('${NORD}', 'Lager Nord', 'Havnevej 1', now());
  insert into building_codes (id, building_id, code_type, valid_until, is_active, created_at) values
    ('${id(1)}', '${NORD}', 'Port', '2031-12-24', true, now()),
    ('${id(2)}', '${NORD}', 'alarm', null, true, now()),
    ('${id(3)}', '${NORD}', 'Bagdør', null, false, now());
  insert into profiles (user_id, email, full_name, name, role) values
    ('u-anna', 'anna@firma.dk', 'Anna Berg', null, 'employee'),
    ('u-bo', 'bo@firma.dk', '  ', 'bo', 'employee'),
    ('u-carl', 'carl@firma.dk', null, null, 'employee');
  insert into building_access (id, building_id, user_id, granted_at, is_active) values
    ('${id(11)}', '${NORD}', 'u-carl', '2031-01-02 10:00+00', true),
    ('${id(12)}', '${NORD}', 'u-anna', '2031-01-03 10:00+00', true),
    ('${id(13)}', '${NORD}', 'u-bo', '2031-01-04 10:00+00', false),
    ('${id(14)}', '${NORD}', 'u-gone', '2031-01-05 10:00+00', true);
  insert into building_code_reveals (id, building_id, building_name, code_id, code_type, user_id, user_name, action, revealed_at) values
    ('${id(21)}', '${NORD}', 'Lager Nord', '${id(1)}', 'Port', 'u-anna', 'Anna B.', 'reveal', '2031-02-01 09:00+00'),
    ('${id(22)}', '${NORD}', 'Lager Nord', '${id(1)}', 'Port', 'u-gone', 'Gunnar Gammel', 'reveal', '2031-02-02 09:00+00'),
    ('${id(23)}', '${NORD}', 'Lager Nord', '${id(2)}', 'alarm', 'u-gone', null, 'reveal', '2031-02-03 09:00+00');
`)

describe('building queries', () => {
  it('lists buildings by name, case-blind, counting active codes only', async () => {
    expect(await rows(buildingsQuery())).toEqual([
      { id: NORD, name: 'Lager Nord', address: 'Havnevej 1', description: null, active_codes: 2 },
      { id: SYD, name: 'værksted syd', address: null, description: null, active_codes: 0 },
    ])
  })

  it('lists a building’s codes active first, with the last valid day as the form’s text', async () => {
    const codes = await rows(buildingCodesQuery(NORD))
    expect(codes.map((c) => [c.code_type, c.is_active, c.valid_until])).toEqual([
      ['alarm', true, null],
      ['Port', true, '2031-12-24'],
      ['Bagdør', false, null],
    ])
  })

  it('knows the buildings a user holds an active grant to', async () => {
    expect(await rows(myGrantsQuery('u-anna'))).toEqual([{ building_id: NORD }])
    expect(await rows(myGrantsQuery('u-bo'))).toEqual([])
  })

  it('names grant holders by full name, then name, then e-mail, else as unknown', async () => {
    const access = await rows(buildingAccessQuery(NORD))
    expect(access.map((a) => a.user_name)).toEqual(['Anna Berg', 'carl@firma.dk', 'Ukendt bruger'])
    expect(access[0].granted_at).toEqual(new Date('2031-01-03T10:00:00Z'))
  })

  it('offers everyone without an active grant', async () => {
    expect(await rows(grantablePeopleQuery(NORD))).toEqual([{ user_id: 'u-bo', name: 'bo' }])
    expect((await rows(grantablePeopleQuery(SYD))).map((p) => p.user_id)).toEqual(['u-anna', 'u-bo', 'u-carl'])
  })

  it('shows the newest reveals first, by the current name, else the name the log kept', async () => {
    expect((await rows(revealLogQuery(NORD, 20))).map((r) => [r.code_type, r.user_name])).toEqual([
      ['alarm', 'Ukendt bruger'],
      ['Port', 'Gunnar Gammel'],
      ['Port', 'Anna Berg'],
    ])
    expect(await rows(revealLogQuery(NORD, 1))).toHaveLength(1)
  })
})
