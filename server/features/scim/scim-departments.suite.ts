// Directories place people in the firm's departments: through groups the administrator maps
// to departments (first matching line wins), else through the department Entra ID sends in the
// enterprise extension. A name the firm has no department of changes nothing and creates none;
// a directory without departments leaves a person's department alone.
import { beforeAll, expect, it } from 'vitest'
import { shapes } from '../../../sync/shapes'
import type { TestServer } from '../../test/app'
import { ENTERPRISE, GROUP, PATCH, USER, type Json, type ScimHarness } from './scim-harness'

export function departmentsFromDirectories({ context, scim, json, audit }: ScimHarness) {
  let s: TestServer
  let admin: string
  let okta: string
  const departments: Record<string, string> = {}
  beforeAll(async () => {
    ;({ s, admin, okta } = context)
    for (const name of ['Tømrerafdelingen', 'Anlæg', 'Kontoret']) {
      const res = await s.request('/api/departments', { method: 'POST', cookie: admin, json: { name } })
      expect(res.status, await res.clone().text()).toBe(201)
    }
    for (const d of await s.db.sql.query<{ id: string; name: string }>('select id, name from departments')) departments[d.name] = d.id
  })

  const departmentOf = async (userId: string) =>
    (await s.db.sql.query<{ department_id: string | null }>('select department_id from profiles where user_id = $1', [userId]))[0].department_id
  const directory = (json: Json) => s.request('/api/scim/directories', { method: 'POST', cookie: admin, json })

  it('configures group → department lines on the connection, refusing a department the firm does not have', async () => {
    const before = (await s.db.sql.query('select id from scim_directories')).length
    const unknown = await directory({ name: 'Entra Byg', departmentMap: 'Tømrere Nord = Tømrerafdelingen\nBogholderi = Økonomi' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: 'Afdelingen "Økonomi" findes ikke. Opret den først under Brugeradministration → Afdelinger' })
    const malformed = await directory({ name: 'Entra Byg', departmentMap: 'Tømrere Nord' })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: 'Hver linje skal have formen "gruppenavn = afdeling"' })
    expect(await s.db.sql.query('select id from scim_directories')).toHaveLength(before)

    const created = await directory({ name: 'Entra Byg', roleMap: 'Ledelse = admin', departmentMap: 'Tømrere Nord = tømrerafdelingen\nAlle = Kontoret' })
    expect(created.status).toBe(201)
    const { directory: view } = await created.json()
    expect(view.departmentMap).toEqual([
      { group: 'Tømrere Nord', department: 'tømrerafdelingen' },
      { group: 'Alle', department: 'Kontoret' },
    ])
    expect((await s.request('/api/scim/directories', { cookie: admin }).then((r) => r.json())).directories).toContainEqual(
      expect.objectContaining({ id: view.id, departmentMap: view.departmentMap }),
    )
  })

  it('places people by mapped group (first line wins), else by the enterprise department, live in the profiles shape', async () => {
    const { token, directory: dir } = await (await directory({ name: 'Entra Anlæg', departmentMap: 'Tømrere Nord = Tømrerafdelingen\nAlle = Kontoret' })).json()
    const person = await json(
      await scim(token, '/Users', {
        method: 'POST',
        json: { schemas: [USER, ENTERPRISE], userName: 'bo.byg@firma.dk', name: { givenName: 'Bo', familyName: 'Byg' }, [ENTERPRISE]: { department: 'ANLÆG' } },
      }),
    )
    expect(person[ENTERPRISE]).toEqual({ department: 'ANLÆG' })
    expect(await departmentOf(person.id)).toBe(departments['Anlæg'])
    const [first] = await audit('user.department_changed', person.id)
    expect(first).toMatchObject({ actor_name: 'SCIM: Entra Anlæg', target_label: 'Bo Byg', details: { from: null, to: 'Anlæg' } })

    const all = await json(await scim(token, '/Groups', { method: 'POST', json: { schemas: [GROUP], displayName: 'Alle', members: [{ value: person.id }] } }))
    expect(await departmentOf(person.id)).toBe(departments['Kontoret'])
    const north = await json(await scim(token, '/Groups', { method: 'POST', json: { schemas: [GROUP], displayName: 'tømrere nord', members: [] } }))
    await scim(token, `/Groups/${north.id}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'Add', path: 'members', value: [{ value: person.id }] }] } })
    expect(await departmentOf(person.id)).toBe(departments['Tømrerafdelingen'])
    await scim(token, `/Groups/${north.id}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'Remove', path: 'members', value: [{ value: person.id }] }] } })
    expect(await departmentOf(person.id)).toBe(departments['Kontoret'])
    expect((await scim(token, `/Groups/${all.id}`, { method: 'DELETE' })).status).toBe(204)
    expect(await departmentOf(person.id)).toBe(departments['Anlæg'])

    // Entra ID's PATCH of the extension attribute; a name the firm has no department of clears it.
    const patch = (value: string) =>
      scim(token, `/Users/${person.id}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'Replace', path: `${ENTERPRISE}:department`, value }] } })
    expect((await patch('Kontoret')).status).toBe(200)
    expect(await departmentOf(person.id)).toBe(departments['Kontoret'])
    expect((await patch('Salg')).status).toBe(200)
    expect(await departmentOf(person.id)).toBeNull()
    expect(await s.db.sql.query(`select 1 from departments where name = 'Salg'`)).toHaveLength(0)
    expect((await audit('user.department_changed', person.id)).map((e) => e.details.to)).toEqual(['Anlæg', 'Kontoret', 'Tømrerafdelingen', 'Kontoret', 'Anlæg', 'Kontoret', null])

    // The administrator's new map applies at once to the group's members.
    await scim(token, `/Groups/${north.id}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'Add', path: 'members', value: [{ value: person.id }] }] } })
    expect(await departmentOf(person.id)).toBe(departments['Tømrerafdelingen'])
    const remap = await s.request(`/api/scim/directories/${dir.id}`, { method: 'PUT', cookie: admin, json: { name: 'Entra Anlæg', departmentMap: 'Tømrere Nord = Anlæg' } })
    expect(remap.status).toBe(200)
    expect(await departmentOf(person.id)).toBe(departments['Anlæg'])

    // Colleagues' browsers get the department with the public profile.
    expect(shapes.profiles.columns).toContain('department_id')
  })

  it('leaves the department alone where a directory has no say, and lets it go with a deleted department', async () => {
    const person = await json(await scim(okta, '/Users', { method: 'POST', json: { userName: 'ida.kontor@firma.dk', name: { givenName: 'Ida' } } }))
    await s.db.sql.query('update profiles set department_id = $1 where user_id = $2', [departments['Kontoret'], person.id])
    await scim(okta, `/Users/${person.id}`, { method: 'PUT', json: { userName: 'ida.kontor@firma.dk', name: { givenName: 'Ida', familyName: 'Kontor' } } })
    const group = await json(await scim(okta, '/Groups', { method: 'POST', json: { displayName: 'Alle', members: [{ value: person.id }] } }))
    expect(group.id).toEqual(expect.any(String))
    expect(await departmentOf(person.id)).toBe(departments['Kontoret'])
    expect(await audit('user.department_changed', person.id)).toHaveLength(0)

    expect((await s.request(`/api/departments/${departments['Kontoret']}`, { method: 'DELETE', cookie: admin })).status).toBe(200)
    expect(await departmentOf(person.id)).toBeNull()
  })
}
