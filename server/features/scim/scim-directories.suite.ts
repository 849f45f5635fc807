// SCIM directories: administrators create, change and revoke them (employees are refused), a
// token is shown once and kept as a hash, discovery answers, and bad input is refused in Danish.
import { beforeAll, expect, it } from 'vitest'
import type { TestServer } from '../../test/app'
import { BASE, ENTERPRISE, ERROR, GROUP, PATCH, USER, type Json, type ScimHarness } from './scim-harness'

export function directoryAdministration({ context, scim, json, newDirectory, audit }: ScimHarness) {
  let s: TestServer
  let admin: string
  let employee: string
  let entra: string
  beforeAll(() => void ({ s, admin, employee, entra } = context))

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
}
