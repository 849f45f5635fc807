// The departments API on embedded PGlite and PostgreSQL: only admins (both admin roles)
// create, rename and delete; employees are refused with 403 and nothing changes; bad input
// is a Danish 400; names are unique regardless of case; a deleted department leaves its posts.
import { beforeAll, describe, expect, it } from 'vitest'
import { DEPARTMENT_TEXTS } from '../../../sync/inputs/departments'
import { TEST_EMPLOYEE, type TestServer } from '../../test/app'
import { count, newPerson, UNKNOWN_ID } from '../posts/test-support'
import { useTestServer } from '../../test/suite-server'

export function departmentsSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`departments API (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let administrator: string
    let employee: string

    beforeAll(async () => {
      admin = await s.cookieFor('admin@test.dk')
      administrator = (await newPerson(s, 'administrator')).cookie
      employee = await s.cookieFor(TEST_EMPLOYEE.email)
    })

    const req = (method: string, path: string, cookie?: string, json?: unknown) => s.request(path, { method, cookie, json })
    const names = async () =>
      (await s.db.sql.query<{ name: string }>('select name from departments order by name')).map((r) => r.name)

    it('an admin creates a department (trimmed, client id kept) and gets a txid', async () => {
      const id = crypto.randomUUID()
      const res = await req('POST', '/api/departments', admin, { id, name: '  Tømrerafdelingen ' })
      expect(res.status, await res.clone().text()).toBe(201)
      const body = await res.json()
      expect(body.department).toMatchObject({ id, name: 'Tømrerafdelingen' })
      expect(body.txid).toMatch(/^\d+$/)
      expect(await names()).toContain('Tømrerafdelingen')
    })

    it('employees and signed-out callers change nothing', async () => {
      const before = await names()
      const existing = (await s.db.sql.query<{ id: string }>('select id from departments limit 1'))[0].id
      const cases: [string, string, string | undefined, unknown, number][] = [
        ['POST', '/api/departments', employee, { name: 'Murerne' }, 403],
        ['PATCH', `/api/departments/${existing}`, employee, { name: 'Murerne' }, 403],
        ['DELETE', `/api/departments/${existing}`, employee, undefined, 403],
        ['POST', '/api/departments', undefined, { name: 'Murerne' }, 401],
      ]
      for (const [method, path, cookie, json, status] of cases) {
        const res = await req(method, path, cookie, json)
        expect(res.status, `${method} ${path}`).toBe(status)
        expect((await res.json()).error).toMatch(/\S/)
      }
      expect(await names()).toEqual(before)
    })

    it('bad input and a taken name are clear Danish 4xx answers', async () => {
      const empty = await req('POST', '/api/departments', admin, { name: '   ' })
      expect(empty.status).toBe(400)
      expect((await empty.json()).error).toBe(DEPARTMENT_TEXTS.nameRequired)
      const long = await req('POST', '/api/departments', admin, { name: 'x'.repeat(101) })
      expect(long.status).toBe(400)
      const taken = await req('POST', '/api/departments', administrator, { name: 'TØMRERAFDELINGEN' })
      expect(taken.status).toBe(409)
      expect((await taken.json()).error).toBe(DEPARTMENT_TEXTS.exists)
      const unknown = await req('PATCH', `/api/departments/${UNKNOWN_ID}`, admin, { name: 'Ny' })
      expect(unknown.status).toBe(404)
      const malformed = await req('DELETE', '/api/departments/not-an-id', admin)
      expect(malformed.status).toBe(404)
    })

    it('an administrator renames and deletes; posts keep existing without the department', async () => {
      const created = await (await req('POST', '/api/departments', administrator, { name: 'Kontoret' })).json()
      const id = created.department.id as string
      const renamed = await req('PATCH', `/api/departments/${id}`, administrator, { name: 'Administrationen' })
      expect(renamed.status).toBe(200)
      expect((await renamed.json()).department.name).toBe('Administrationen')
      const post = await req('POST', '/api/posts', employee, { headline: 'Kaffe', content: '<p>Ny maskine</p>', department_id: id })
      expect(post.status).toBe(201)
      const postId = (await post.json()).post.id as string
      const postsBefore = await count(s, 'posts')
      const gone = await req('DELETE', `/api/departments/${id}`, admin)
      expect(gone.status).toBe(200)
      expect(await names()).not.toContain('Administrationen')
      expect(await count(s, 'posts')).toBe(postsBefore)
      const row = (await s.db.sql.query<{ department_id: string | null }>('select department_id from posts where id = $1', [postId]))[0]
      expect(row.department_id).toBeNull()
    })
  })
}
