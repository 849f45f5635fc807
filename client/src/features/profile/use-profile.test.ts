// The profile page's SQL on a real PGlite with the browser's own schema: the department a
// directory placed the person in is named on their own profile and on a colleague's.
import { seededLocalTestDatabase } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import type { CompiledQuery } from 'kysely'
import { colleagueProfileQuery, ownProfileQuery } from './profile-queries'

const department = async <R extends { department_name: string | null }>(query: CompiledQuery<R>) =>
  (await local.db.query<R>(query.sql, [...query.parameters])).rows[0].department_name
const CARPENTRY = '00000000-0000-4000-8000-0000000000e1'

const local = seededLocalTestDatabase(`insert into departments (id, name, created_at) values ('${CARPENTRY}', 'Tømrerafdelingen', now());
  insert into profiles (user_id, full_name, role, department_id) values ('bo', 'Bo Byg', 'user', '${CARPENTRY}'), ('ida', 'Ida Kontor', 'user', null);
  insert into my_profile (user_id, full_name, role, department_id, certifications, qr_code) values ('bo', 'Bo Byg', 'user', '${CARPENTRY}', '[]', 'q')`)

describe('a profile’s department', () => {
  it('is named on one’s own profile and on a colleague’s, and absent when there is none', async () => {
    expect(await department(ownProfileQuery('bo'))).toBe('Tømrerafdelingen')
    expect(await department(colleagueProfileQuery('bo'))).toBe('Tømrerafdelingen')
    expect(await department(colleagueProfileQuery('ida'))).toBeNull()
  })
})
