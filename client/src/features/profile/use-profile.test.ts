// The profile page's SQL on a real PGlite with the browser's own schema: the department a
// directory placed the person in is named on their own profile and on a colleague's.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureLocalSchema } from '../../db/local-schema-init'
import { OTHER_SQL, OWN_SQL, type ProfileRow } from './use-profile'

let db: PGlite
const CARPENTRY = '00000000-0000-4000-8000-0000000000e1'

beforeAll(async () => {
  db = await PGlite.create()
  await ensureLocalSchema(db)
  await db.exec(`insert into departments (id, name, created_at) values ('${CARPENTRY}', 'Tømrerafdelingen', now());
    insert into profiles (user_id, full_name, role, department_id) values ('bo', 'Bo Byg', 'user', '${CARPENTRY}'), ('ida', 'Ida Kontor', 'user', null);
    insert into my_profile (user_id, full_name, role, department_id, certifications, qr_code) values ('bo', 'Bo Byg', 'user', '${CARPENTRY}', '[]', 'q')`)
}, 90_000)
afterAll(() => db.close())

describe('a profile’s department', () => {
  it('is named on one’s own profile and on a colleague’s, and absent when there is none', async () => {
    expect((await db.query<ProfileRow>(OWN_SQL, ['bo'])).rows[0].department_name).toBe('Tømrerafdelingen')
    expect((await db.query<ProfileRow>(OTHER_SQL, ['bo'])).rows[0].department_name).toBe('Tømrerafdelingen')
    expect((await db.query<ProfileRow>(OTHER_SQL, ['ida'])).rows[0].department_name).toBeNull()
  })
})
