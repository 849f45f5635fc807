// The request sequences Microsoft Entra ID and Okta document, replayed as they send them. A
// deactivation goes through the leavers' path: sessions end, sign-in is refused, the audit log
// names the directory.
import { beforeAll, expect, it } from 'vitest'
import { TEST_PASSWORD } from '../../test/app'
import { isShapeName, shapeNames } from '../../../sync/shapes'
import { createPerson } from '../../seed/users'
import type { TestServer } from '../../test/app'
import { BASE, ENTERPRISE, ERROR, GROUP, LIST, PATCH, USER, type Json, type ScimHarness } from './scim-harness'

export function provisioningSequences({ context, scim, json, audit, setPassword, signIn }: ScimHarness) {
  let s: TestServer
  let admin: string
  let entra: string
  let okta: string
  beforeAll(() => void ({ s, admin, entra, okta } = context))

  it('replays Entra ID: filter, create, get, PATCH Replace ops, PATCH active "False", delete', async () => {
    const userName = 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1'
    const none = await scim(entra, `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`)
    expect(none.status).toBe(200)
    expect(await json(none)).toEqual({ schemas: [LIST], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] })

    const post = await scim(entra, '/Users', {
      method: 'POST',
      json: {
        schemas: [USER, ENTERPRISE],
        externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
        userName,
        active: true,
        emails: [{ primary: true, type: 'work', value: 'karen.dal@firma.dk' }],
        meta: { resourceType: 'User' },
        name: { formatted: 'Karen Dal', familyName: 'Dal', givenName: 'Karen' },
        title: 'Projektleder',
        phoneNumbers: [{ type: 'work', value: '+45 70 20 30 40' }],
        [ENTERPRISE]: { department: 'Anlæg' },
        roles: [],
      },
    })
    expect(post.status, await post.clone().text()).toBe(201)
    expect(post.headers.get('content-type')).toContain('application/scim+json')
    const created = await json(post)
    expect(post.headers.get('location')).toBe(`${BASE}/Users/${created.id}`)
    expect(created).toMatchObject({
      schemas: [USER, ENTERPRISE],
      userName,
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      active: true,
      displayName: 'Karen Dal',
      name: { givenName: 'Karen', familyName: 'Dal' },
      emails: [{ value: 'karen.dal@firma.dk', primary: true }],
      title: 'Projektleder',
      [ENTERPRISE]: { department: 'Anlæg' },
      meta: { resourceType: 'User', location: `${BASE}/Users/${created.id}` },
    })
    const [profile] = await s.db.sql.query<Json>('select full_name, name, email, title, phone, role from profiles where user_id = $1', [created.id])
    expect(profile).toEqual({ full_name: 'Karen Dal', name: 'Karen', email: 'karen.dal@firma.dk', title: 'Projektleder', phone: '+45 70 20 30 40', role: 'user' })
    const [provisioned] = await audit('scim.user_provisioned', created.id)
    expect(provisioned).toMatchObject({ actor_id: expect.stringMatching(/^scim:/), actor_name: 'SCIM: Entra ID', target_label: 'Karen Dal', user_agent: 'Test-SCIM-klient/1.0' })

    expect(await json(await scim(entra, `/Users/${created.id}`))).toMatchObject({ id: created.id, userName })
    const found = await json(await scim(entra, `/Users?filter=${encodeURIComponent(`userName eq "${userName.toUpperCase()}"`)}`))
    expect(found.totalResults).toBe(1)
    expect(found.Resources[0].id).toBe(created.id)
    const byExternal = await json(await scim(entra, `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`))
    expect(byExternal.Resources.map((u: Json) => u.id)).toEqual([created.id])
    const byEmail = await json(await scim(entra, `/Users?filter=${encodeURIComponent('emails[type eq "work"].value eq "Karen.Dal@firma.dk"')}`))
    expect(byEmail.Resources.map((u: Json) => u.id)).toEqual([created.id])

    const replaced = await scim(entra, `/Users/${created.id}`, {
      method: 'PATCH',
      json: {
        schemas: [PATCH],
        Operations: [
          { op: 'Replace', path: 'emails[type eq "work"].value', value: 'karen.dal-holm@firma.dk' },
          { op: 'Replace', path: 'name.familyName', value: 'Dal-Holm' },
          { op: 'Replace', path: 'displayName', value: 'Karen Dal-Holm' },
          { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Byg' },
        ],
      },
    })
    expect(replaced.status, await replaced.clone().text()).toBe(200)
    expect(await json(replaced)).toMatchObject({ displayName: 'Karen Dal-Holm', name: { familyName: 'Dal-Holm' }, emails: [{ value: 'karen.dal-holm@firma.dk' }] })
    const [user] = await s.db.sql.query<Json>('select email, name from "user" where id = $1', [created.id])
    expect(user).toEqual({ email: 'karen.dal-holm@firma.dk', name: 'Karen Dal-Holm' })

    // Sign in as the person (their password set by an administrator), then let Entra deactivate them.
    await setPassword(created.id)
    const signedIn = await signIn('karen.dal-holm@firma.dk')
    expect(signedIn.status).toBe(200)
    expect(await s.db.sql.query('select 1 from session where "userId" = $1', [created.id])).toHaveLength(1)
    const off = await scim(entra, `/Users/${created.id}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] } })
    expect(off.status).toBe(200)
    expect((await json(off)).active).toBe(false)
    expect(await s.db.sql.query('select 1 from session where "userId" = $1', [created.id])).toHaveLength(0)
    expect(await s.db.sql.query('select 1 from revoked_sessions where user_id = $1', [created.id])).toHaveLength(1)
    const refused = await signIn('karen.dal-holm@firma.dk')
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toBe('Din konto er deaktiveret. Kontakt en administrator.')
    const [deactivated] = await audit('user.deactivated', created.id)
    expect(deactivated).toMatchObject({ actor_name: 'SCIM: Entra ID', target_label: 'Karen Dal-Holm' })
    // The same request again is one deactivation.
    await scim(entra, `/Users/${created.id}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] } })
    expect(await audit('user.deactivated', created.id)).toHaveLength(1)

    const gone = await scim(entra, `/Users/${created.id}`, { method: 'DELETE' })
    expect(gone.status).toBe(204)
    expect((await scim(entra, `/Users/${created.id}`)).status).toBe(404)
    expect(await s.db.sql.query('select 1 from "user" where id = $1', [created.id])).toHaveLength(1)
    expect(await audit('scim.user_deleted', created.id)).toHaveLength(1)
    // Nothing of provisioning reaches a browser: no shape, no captured change.
    expect(await s.db.sql.query('select 1 from sync_changes where relation like $1', ['%scim%'])).toHaveLength(0)
    expect(shapeNames.filter((name) => /scim/i.test(name))).toEqual([])
    expect(isShapeName('scim_directories')).toBe(false)
  })

  it('replays Okta: filter, create, get, PUT with active false, PATCH replace', async () => {
    const userName = 'test.user@okta.local'
    const filter = `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`
    expect((await json(await scim(okta, filter))).totalResults).toBe(0)
    const body = {
      schemas: [USER],
      userName,
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Test User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    }
    const post = await scim(okta, '/Users', { method: 'POST', json: body })
    expect(post.status, await post.clone().text()).toBe(201)
    const { id } = await json(post)
    expect(await s.db.sql.query(`select 1 from account where "userId" = $1 and "providerId" = 'credential'`, [id])).toHaveLength(0)
    const again = await scim(okta, '/Users', { method: 'POST', json: body })
    expect(again.status).toBe(409)
    expect(await json(again)).toEqual({ schemas: [ERROR], status: '409', scimType: 'uniqueness', detail: 'userName er allerede i brug i denne forbindelse' })
    expect(await json(await scim(okta, `/Users/${id}`))).toMatchObject({ id, userName, active: true, name: { givenName: 'Test', familyName: 'User' } })

    await setPassword(id)
    expect((await signIn(userName)).status).toBe(200)
    const put = await scim(okta, `/Users/${id}`, { method: 'PUT', json: { ...body, id, active: false, name: { givenName: 'Test', familyName: 'Bruger' } } })
    expect(put.status).toBe(200)
    expect(await json(put)).toMatchObject({ active: false, displayName: 'Test User', name: { familyName: 'Bruger' } })
    expect(await s.db.sql.query('select 1 from session where "userId" = $1', [id])).toHaveLength(0)
    expect((await signIn(userName)).status).toBe(403)

    const on = await scim(okta, `/Users/${id}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: true } }] } })
    expect(on.status).toBe(200)
    expect((await json(on)).active).toBe(true)
    expect((await signIn(userName)).status).toBe(200)
    expect(await audit('user.reactivated', id)).toEqual([expect.objectContaining({ actor_name: 'SCIM: Okta' })])

    const off = await scim(okta, `/Users/${id}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] } })
    expect((await json(off)).active).toBe(false)
    expect(await audit('user.deactivated', id)).toHaveLength(2)
    const [profile] = await s.db.sql.query<Json>('select deactivated_at from profiles where user_id = $1', [id])
    expect(profile.deactivated_at).not.toBeNull()
  })

  it('keeps directories apart, and matches and adopts an existing account by userName', async () => {
    const created = await json(await scim(okta, '/Users', { method: 'POST', json: { userName: 'kun.okta@firma.dk' } }))
    expect((await scim(entra, `/Users/${created.id}`)).status).toBe(404)
    const patched = await scim(entra, `/Users/${created.id}`, { method: 'PATCH', json: { Operations: [{ op: 'replace', path: 'active', value: false }] } })
    expect(patched.status).toBe(404)
    expect((await json(await scim(entra, `/Users?filter=${encodeURIComponent('userName eq "kun.okta@firma.dk"')}`))).totalResults).toBe(0)
    expect((await scim(entra, '/Users', { method: 'POST', json: { userName: 'kun.okta@firma.dk' } })).status).toBe(409)
    expect((await json(await scim(entra, '/Users'))).Resources.map((u: Json) => u.id)).not.toContain(created.id)

    // An account made by hand before provisioning: Entra finds it by its address and takes it over.
    const existing = await createPerson(s.auth, s.db, { email: 'hans.eksisterende@firma.dk', password: TEST_PASSWORD, name: 'Hans Eksisterende', role: 'user' })
    const match = await json(await scim(entra, `/Users?filter=${encodeURIComponent('userName eq "hans.eksisterende@firma.dk"')}`))
    expect(match.Resources.map((u: Json) => u.id)).toEqual([existing])
    const adopt = await scim(entra, `/Users/${existing}`, { method: 'PATCH', json: { Operations: [{ op: 'Replace', path: 'externalId', value: 'entra-hans' }] } })
    expect(adopt.status).toBe(200)
    expect(await audit('scim.user_adopted', existing)).toHaveLength(1)
    expect((await scim(okta, `/Users/${existing}`)).status).toBe(404)
    // Unclaimed accounts are found by a filter only: a plain list is the directory's own people.
    expect((await json(await scim(okta, '/Users'))).Resources.map((u: Json) => u.id)).not.toContain(s.adminId)
  })

  it('maps groups to roles: Entra adds and removes members, Okta renames and removes by filter', async () => {
    const person = await json(await scim(entra, '/Users', { method: 'POST', json: { userName: 'ole.it@firma.dk', name: { givenName: 'Ole', familyName: 'It' } } }))
    const group = await scim(entra, '/Groups', { method: 'POST', json: { schemas: [GROUP], externalId: 'g-1', displayName: 'IT-afdelingen', meta: { resourceType: 'Group' }, members: [] } })
    expect(group.status).toBe(201)
    const { id: groupId } = await json(group)
    expect(await json(await scim(entra, `/Groups/${groupId}?excludedAttributes=members`))).not.toHaveProperty('members')
    const byName = await json(await scim(entra, `/Groups?filter=${encodeURIComponent('displayName eq "it-afdelingen"')}&excludedAttributes=members`))
    expect(byName.Resources.map((g: Json) => g.id)).toEqual([groupId])

    const role = async () => (await s.db.sql.query<{ role: string }>('select role from profiles where user_id = $1', [person.id]))[0].role
    const add = await scim(entra, `/Groups/${groupId}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: person.id }] }] } })
    expect(add.status).toBe(204)
    expect(await role()).toBe('admin')
    const [changed] = await audit('user.role_changed', person.id)
    expect(changed).toMatchObject({ actor_name: 'SCIM: Entra ID', details: { from: 'user', to: 'admin' } })
    expect((await json(await scim(entra, `/Groups/${groupId}`))).members).toEqual([expect.objectContaining({ value: person.id, display: 'Ole It' })])

    const remove = await scim(entra, `/Groups/${groupId}`, { method: 'PATCH', json: { schemas: [PATCH], Operations: [{ op: 'Remove', path: 'members', value: [{ value: person.id }] }] } })
    expect(remove.status).toBe(204)
    expect(await role()).toBe('user')

    // Okta's style; a rename out of the role map ends the role.
    await scim(entra, `/Groups/${groupId}`, { method: 'PATCH', json: { Operations: [{ op: 'add', path: 'members', value: [{ value: person.id, display: 'ole.it@firma.dk' }] }] } })
    expect(await role()).toBe('admin')
    await scim(entra, `/Groups/${groupId}`, { method: 'PATCH', json: { Operations: [{ op: 'replace', value: { id: groupId, displayName: 'Tidligere IT' } }] } })
    expect(await role()).toBe('user')
    await scim(entra, `/Groups/${groupId}`, { method: 'PATCH', json: { Operations: [{ op: 'remove', path: `members[value eq "${person.id}"]` }] } })
    expect((await json(await scim(entra, `/Groups/${groupId}`))).members).toEqual([])

    const put = await scim(entra, `/Groups/${groupId}`, { method: 'PUT', json: { displayName: 'IT-afdelingen', members: [{ value: person.id }] } })
    expect(put.status).toBe(200)
    expect(await role()).toBe('admin')
    expect((await scim(entra, `/Groups/${groupId}`, { method: 'DELETE' })).status).toBe(204)
    expect(await role()).toBe('user')
    expect((await scim(entra, `/Groups/${groupId}`)).status).toBe(404)

    // The administrator's change of the role map applies at once to the group's members.
    await scim(entra, '/Groups', { method: 'POST', json: { displayName: 'Ledelse', members: [{ value: person.id }] } })
    expect(await role()).toBe('user')
    const mapTo = (roleMap: string) =>
      s.request(`/api/scim/directories/${entra.split('.')[0]}`, { method: 'PUT', cookie: admin, json: { name: 'Entra ID', roleMap } })
    expect((await mapTo('IT-afdelingen = admin\nledelse = administrator')).status).toBe(200)
    expect(await role()).toBe('administrator')
    expect((await mapTo('IT-afdelingen = admin')).status).toBe(200)
    expect(await role()).toBe('user')

    const stranger = await scim(entra, '/Groups', { method: 'POST', json: { displayName: 'Ukendte', members: [{ value: 'findes-ikke' }] } })
    expect(stranger.status).toBe(400)
    expect((await json(stranger)).detail).toBe('Medlemmet findes ikke: findes-ikke')
    expect(await s.db.sql.query(`select 1 from scim_groups where display_name = 'Ukendte'`)).toHaveLength(0)
  })

  it('pages the directory\'s own people with startIndex and count', async () => {
    for (const n of [1, 2, 3]) await scim(okta, '/Users', { method: 'POST', json: { userName: `side${n}@firma.dk` } })
    const all = await json(await scim(okta, '/Users?count=200'))
    const page = await json(await scim(okta, '/Users?startIndex=2&count=2'))
    expect(page).toMatchObject({ totalResults: all.totalResults, startIndex: 2, itemsPerPage: 2 })
    expect(page.Resources.map((u: Json) => u.id)).toEqual(all.Resources.slice(1, 3).map((u: Json) => u.id))
    expect(await json(await scim(okta, '/Users?count=0'))).toMatchObject({ totalResults: all.totalResults, itemsPerPage: 0, Resources: [] })
  })
}
