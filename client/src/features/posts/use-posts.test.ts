// Where a new post starts out, on a real PGlite with the browser's own schema: in the author's
// own department while it exists, else in none.
import { seededLocalTestDatabase } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { myDepartmentQuery } from './post-queries'

const CARPENTRY = '00000000-0000-4000-8000-0000000000e1'
const mine = async (userId: string) => {
  const query = myDepartmentQuery(userId)
  return (await local.db.query<{ id: string }>(query.sql, [...query.parameters])).rows.map((r) => r.id)
}

const local = seededLocalTestDatabase(`insert into departments (id, name, created_at) values ('${CARPENTRY}', 'Tømrerafdelingen', now());
  insert into my_profile (user_id, full_name, role, department_id, certifications, qr_code) values ('bo', 'Bo Byg', 'user', '${CARPENTRY}', '[]', 'q')`)

describe('a new post’s department', () => {
  it('is the author’s own, until that department is gone', async () => {
    expect(await mine('bo')).toEqual([CARPENTRY])
    expect(await mine('ida')).toEqual([])
    await local.db.exec(`delete from departments where id = '${CARPENTRY}'`)
    expect(await mine('bo')).toEqual([])
  })
})
