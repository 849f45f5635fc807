// SCIM provisioning on both databases: administrators manage directory tokens (employees are
// refused), and the request sequences Microsoft Entra ID and Okta document are replayed as
// they send them. A deactivation goes through the leavers' path: sessions end, sign-in is
// refused, the audit log names the directory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_EMPLOYEE, TEST_PASSWORD, type TestServer } from '../../test/app'
import { createPerson } from '../../seed/users'
import { isShapeName, shapeNames } from '../../../sync/shapes'

export type ServerFactory = () => Promise<TestServer>

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User'
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group'
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp'
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error'
const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse'
const BASE = 'http://localhost:3000/api/scim/v2'

type Json = Record<string, any>

export function scimSuite(label: string, makeServer: ServerFactory) {
  describe(`SCIM provisioning (${label})`, () => {
    let s: TestServer
    let admin: string
    let employee: string
    let entra: string
    let okta: string

    /** As a directory sends it: no Origin, no cookie, a bearer token, application/scim+json. */
    const scim = (token: string, path: string, init: { method?: string; json?: unknown; body?: string } = {}) =>
      Promise.resolve(
        s.app.request(`/api/scim/v2${path}`, {
          method: init.method ?? 'GET',
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/scim+json',
            'user-agent': 'Test-SCIM-klient/1.0',
            ...(init.json !== undefined || init.body !== undefined ? { 'content-type': 'application/scim+json; charset=utf-8' } : {}),
          },
          body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
        }),
      )
    const json = async (res: Response) => (await res.json()) as Json
    const newDirectory = async (name: string, roleMap = '') => {
      const res = await s.request('/api/scim/directories', { method: 'POST', cookie: admin, json: { name, roleMap } })
      expect(res.status, await res.clone().text()).toBe(201)
      return (await res.json()) as { directory: Json; token: string }
    }
    const audit = (action: string, targetId: string) =>
      s.db.sql.query<Json>('select * from audit_log where action = $1 and target_id = $2 order by id', [action, targetId])
    const setPassword = async (id: string) =>
      expect((await s.request(`/api/users/${id}/password`, { method: 'POST', cookie: admin, json: { password: TEST_PASSWORD } })).status).toBe(200)
    const signIn = (email: string) => s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: TEST_PASSWORD } })

    beforeAll(async () => {
      s = await makeServer()
      admin = await s.cookieFor('admin@test.dk')
      employee = await s.cookieFor(TEST_EMPLOYEE.email)
      entra = (await newDirectory('Entra ID', 'IT-afdelingen = admin')).token
      okta = (await newDirectory('Okta')).token
    })
    afterAll(async () => s?.close())

    it('lets only administrators create, list, change and revoke directories; the token is shown once and kept as a hash', async () => {
      for (const [method, path] of [['GET', '/api/scim/directories'], ['POST', '/api/scim/directories'], ['PUT', '/api/scim/directories/x'], ['POST', '/api/scim/directories/x/revoke']]) {
        const json = method === 'GET' ? undefined : { name: 'Snydt' }
        expect((await s.request(path, { method, json })).status, `${method} ${path} signed out`).toBe(401)
        const denied = await s.request(path, { method, cookie: employee, json })
        expect(denied.status, `${method} ${path} as employee`).toBe(403)
      }
      expect(await s.db.sql.query(`select 1 from scim_directories where name = 'Snydt'`)).toHaveLength(0)

      const { directory, token } = await newDirectory('Midlertidig', 'Ledere = administrator')
      expect(directory).toMatchObject({ name: 'Midlertidig', roleMap: { Ledere: 'administrator' }, revokedAt: null, userCount: 0 })
      const [row] = await s.db.sql.query<{ token_hash: string }>('select token_hash from scim_directories where id = $1', [directory.id])
      expect(token.startsWith(`${directory.id}.`)).toBe(true)
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(token).not.toContain(row.token_hash)
      const listed = await s.request('/api/scim/directories', { cookie: admin })
      const text = await listed.text()
      expect(text).not.toContain(token.split('.')[1])
      expect(text).not.toContain(row.token_hash)
      expect(JSON.parse(text).baseUrl).toBe(BASE)

      const bad = await s.request(`/api/scim/directories/${directory.id}`, { method: 'PUT', cookie: admin, json: { name: 'Midlertidig', roleMap: 'Ledere er chefer' } })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Hver linje skal have formen "gruppenavn = user", "gruppenavn = admin" eller "gruppenavn = administrator"' })
      expect((await s.request('/api/scim/directories', { method: 'POST', cookie: admin, json: { name: ' ' } })).status).toBe(400)

      expect((await scim(token, '/ServiceProviderConfig')).status).toBe(200)
      const revoked = await s.request(`/api/scim/directories/${directory.id}/revoke`, { method: 'POST', cookie: admin, headers: { 'x-forwarded-for': '198.51.100.4' } })
      expect(revoked.status).toBe(200)
      expect((await revoked.json()).directory.revokedAt).toEqual(expect.any(String))
      expect((await s.request(`/api/scim/directories/${directory.id}/revoke`, { method: 'POST', cookie: admin })).status).toBe(200)
      const refused = await scim(token, '/Users')
      expect(refused.status).toBe(401)
      expect(await refused.json()).toEqual({ schemas: [ERROR], status: '401', detail: 'Ugyldigt eller tilbagekaldt SCIM-token' })
      expect((await s.request(`/api/scim/directories/${directory.id}`, { method: 'PUT', cookie: admin, json: { name: 'Igen' } })).status).toBe(409)

      const created = await audit('scim.directory_created', directory.id)
      expect(created).toHaveLength(1)
      expect(created[0]).toMatchObject({ actor_id: s.adminId, actor_name: 'Alma Admin', target_label: 'Midlertidig' })
      expect(await audit('scim.directory_updated', directory.id)).toHaveLength(0)
      const revokedEntries = await audit('scim.directory_revoked', directory.id)
      expect(revokedEntries).toHaveLength(1)
      expect(revokedEntries[0].ip).toBe('198.51.100.4')
    })

    it('refuses a missing, malformed or tampered token with a SCIM 401', async () => {
      const [id, secret] = entra.split('.')
      for (const header of [undefined, 'Basic abc', `Bearer ${id}`, `Bearer ${id}.${secret.slice(0, -2)}xx`, `Bearer 00000000-0000-0000-0000-000000000000.${secret}`]) {
        const res = await s.app.request('/api/scim/v2/Users', { headers: header ? { authorization: header } : {} })
        expect(res.status, header).toBe(401)
        expect(res.headers.get('content-type')).toContain('application/scim+json')
        expect((await res.json()).schemas).toEqual([ERROR])
      }
      // A session cookie is not a directory token, not even an administrator's.
      expect((await s.request('/api/scim/v2/Users', { cookie: admin })).status).toBe(401)
    })

    it('answers the discovery endpoints Entra ID and Okta read', async () => {
      const config = await json(await scim(entra, '/ServiceProviderConfig'))
      expect(config).toMatchObject({ patch: { supported: true }, bulk: { supported: false }, filter: { supported: true, maxResults: 200 } })
      expect(config.authenticationSchemes[0].type).toBe('oauthbearertoken')
      const types = await json(await scim(entra, '/ResourceTypes'))
      expect(types.Resources.map((t: Json) => t.endpoint)).toEqual(['/Users', '/Groups'])
      const schemas = await json(await scim(entra, '/Schemas'))
      expect(schemas.Resources.map((t: Json) => t.id)).toEqual([USER, ENTERPRISE, GROUP])
      expect((await json(await scim(entra, `/Schemas/${USER}`))).attributes.map((a: Json) => a.name)).toContain('userName')
      const unknown = await scim(entra, '/Nothing')
      expect(unknown.status).toBe(404)
      expect((await json(unknown)).schemas).toEqual([ERROR])
    })

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

    it('answers bad input with a 400 SCIM error in Danish and writes nothing', async () => {
      const before = (await s.db.sql.query('select id from "user"')).length
      const cases: [unknown, string, string][] = [
        [{ name: { givenName: 'Uden' } }, 'Angiv userName', 'invalidValue'],
        [{ userName: 'ikke-en-adresse' }, 'Brugeren skal have en gyldig e-mailadresse (i emails eller som userName)', 'invalidValue'],
        [{ userName: 'a@firma.dk', active: 'måske' }, 'active skal være true eller false', 'invalidValue'],
        [{ userName: 'a@firma.dk', emails: 'a@firma.dk' }, 'emails og phoneNumbers skal være lister', 'invalidValue'],
        [{ userName: 'a@firma.dk', title: 'x'.repeat(300) }, 'En værdi er for lang', 'invalidValue'],
      ]
      for (const [body, detail, scimType] of cases) {
        const res = await scim(entra, '/Users', { method: 'POST', json: body })
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(await json(res)).toEqual({ schemas: [ERROR], status: '400', scimType, detail })
      }
      const broken = await scim(entra, '/Users', { method: 'POST', body: '{"userName": ' })
      expect(broken.status).toBe(400)
      expect((await json(broken)).detail).toBe('Ugyldig JSON i forespørgslen')
      const nul = await scim(entra, '/Users', { method: 'POST', json: { userName: 'nul\u0000@firma.dk' } })
      expect((await json(nul)).detail).toBe('Teksten indeholder et ugyldigt tegn')
      const filter = await scim(entra, `/Users?filter=${encodeURIComponent('userName sw "a"')}`)
      expect(filter.status).toBe(400)
      expect(await json(filter)).toMatchObject({ scimType: 'invalidFilter' })

      const person = await json(await scim(entra, '/Users', { method: 'POST', json: { userName: 'rigtig@firma.dk' } }))
      const patch = (Operations: unknown) => scim(entra, `/Users/${person.id}`, { method: 'PATCH', json: { schemas: [PATCH], Operations } })
      expect(await json(await patch([{ op: 'Move', path: 'title' }]))).toMatchObject({ status: '400', detail: 'Ukendt PATCH-operation (brug add, replace eller remove)' })
      expect(await json(await patch([]))).toMatchObject({ status: '400', detail: 'PATCH skal have en liste "Operations" med mindst én operation' })
      expect(await json(await patch([{ op: 'replace', path: 'emails[type eq "work"].value', value: 'admin@test.dk' }]))).toMatchObject({
        status: '409',
        detail: 'Der findes allerede en bruger med denne e-mailadresse',
      })
      // A failing operation after a good one changes nothing: the request is one transaction.
      const mixed = await patch([{ op: 'replace', path: 'title', value: 'Kranfører' }, { op: 'replace', path: 'active', value: 'nej' }])
      expect(mixed.status).toBe(400)
      expect((await json(await scim(entra, `/Users/${person.id}`))).title).toBeUndefined()
      expect((await s.db.sql.query('select id from "user"')).length).toBe(before + 1)
      expect((await scim(entra, '/Users/findes-ikke', { method: 'PUT', json: { userName: 'x@firma.dk' } })).status).toBe(404)
    })

    it('pages the directory\'s own people with startIndex and count', async () => {
      for (const n of [1, 2, 3]) await scim(okta, '/Users', { method: 'POST', json: { userName: `side${n}@firma.dk` } })
      const all = await json(await scim(okta, '/Users?count=200'))
      const page = await json(await scim(okta, '/Users?startIndex=2&count=2'))
      expect(page).toMatchObject({ totalResults: all.totalResults, startIndex: 2, itemsPerPage: 2 })
      expect(page.Resources.map((u: Json) => u.id)).toEqual(all.Resources.slice(1, 3).map((u: Json) => u.id))
      expect(await json(await scim(okta, '/Users?count=0'))).toMatchObject({ totalResults: all.totalResults, itemsPerPage: 0, Resources: [] })
    })
  })
}
