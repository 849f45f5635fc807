// The "Single sign-on" admin API on PostgreSQL: administrators only, checked on the server;
// client secrets are write-only and certificates are never echoed; bad input is a Danish 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_EMPLOYEE, type TestServer } from '../../test/app'
import { createPgTestServer } from '../../test/pg-app'
import { isShapeName, shapeNames } from '../../../sync/shapes'

const SECRET = 'meget-hemmelig-klientnoegle-123456'
const CERT_BODY = 'MIIC4jCCAcqgAwIBAgIQKENDETGODMNSMsZBw'

const oidc = {
  providerId: 'google',
  name: 'Google Workspace',
  protocol: 'oidc',
  domain: 'kontor.dk',
  issuer: 'https://accounts.google.com',
  clientId: 'klient-1.apps.googleusercontent.com',
  clientSecret: SECRET,
  roleMap: 'it@kontor.dk = admin',
}

describe('single sign-on administration (PostgreSQL)', () => {
  let s: TestServer
  let admin: string
  let employee: string

  beforeAll(async () => {
    s = await createPgTestServer({
      env: {
        SSO_PROVIDERS: JSON.stringify([
          { providerId: 'miljoe', name: 'Fra miljøet', protocol: 'saml', domain: 'miljoe.dk', issuer: 'https://idp.miljoe.dk', entryPoint: 'https://idp.miljoe.dk/sso', certificate: CERT_BODY },
        ]),
      },
    })
    admin = await s.cookieFor('admin@test.dk')
    employee = await s.cookieFor(TEST_EMPLOYEE.email)
  })
  afterAll(async () => s?.close())

  it('is closed to people who are not signed in and to employees', async () => {
    for (const [method, path] of [['GET', '/api/sso/providers'], ['POST', '/api/sso/providers'], ['PUT', '/api/sso/providers/google'], ['DELETE', '/api/sso/providers/google']]) {
      const out = await s.request(path, { method, json: method === 'GET' ? undefined : oidc })
      expect(out.status, `${method} ${path} signed out`).toBe(401)
      const denied = await s.request(path, { method, cookie: employee, json: method === 'GET' ? undefined : oidc })
      expect(denied.status, `${method} ${path} as employee`).toBe(403)
    }
    expect(await s.db.kysely.selectFrom('ssoProvider').select('id').execute()).toEqual([])
  })

  it('creates a provider and never answers with its secret, not even to the administrator', async () => {
    const created = await s.request('/api/sso/providers', { method: 'POST', cookie: admin, json: oidc })
    expect(created.status).toBe(201)
    const text = await created.text()
    expect(text).not.toContain(SECRET)
    expect(JSON.parse(text).provider).toMatchObject({
      providerId: 'google',
      clientSecretSet: true,
      roleMap: { 'it@kontor.dk': 'admin' },
      defaultRole: 'user',
      passwordSignIn: true,
      callbackUrl: 'http://localhost:3000/api/auth/sso/callback/google',
    })
    const list = await s.request('/api/sso/providers', { cookie: admin })
    const listed = await list.text()
    expect(listed).not.toContain(SECRET)
    expect(listed).not.toContain(CERT_BODY)
    expect(JSON.parse(listed).providers.map((p: { providerId: string; fromEnvironment: boolean }) => [p.providerId, p.fromEnvironment])).toEqual([
      ['miljoe', true],
      ['google', false],
    ])
  })

  it('keeps the stored secret when an update leaves it empty, and replaces it when given', async () => {
    const stored = async () => JSON.parse((await s.db.kysely.selectFrom('ssoProvider').select('oidcConfig').where('providerId', '=', 'google').executeTakeFirstOrThrow()).oidcConfig!)
    const kept = await s.request('/api/sso/providers/google', { method: 'PUT', cookie: admin, json: { ...oidc, clientSecret: '', name: 'Google' } })
    expect(kept.status).toBe(200)
    expect((await kept.json()).provider).toMatchObject({ name: 'Google', clientSecretSet: true })
    expect((await stored()).clientSecret).toBe(SECRET)
    await s.request('/api/sso/providers/google', { method: 'PUT', cookie: admin, json: { ...oidc, clientSecret: 'ny-hemmelighed-42' } })
    expect((await stored()).clientSecret).toBe('ny-hemmelighed-42')
  })

  it('refuses bad input and clashes in Danish, writing nothing', async () => {
    const bad = await s.request('/api/sso/providers', { method: 'POST', cookie: admin, json: { ...oidc, providerId: 'andet', domain: 'ikke et domæne', roleMap: 'it = chef' } })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatch(/e-maildomæne|værdi = user/)
    const clash = await s.request('/api/sso/providers', { method: 'POST', cookie: admin, json: { ...oidc, providerId: 'andet' } })
    expect([clash.status, (await clash.json()).error]).toEqual([409, 'Der er allerede en udbyder for dette e-maildomæne'])
    const envClash = await s.request('/api/sso/providers', { method: 'POST', cookie: admin, json: { ...oidc, providerId: 'miljoe', domain: 'nyt.dk' } })
    expect(envClash.status).toBe(409)
    const noSecret = await s.request('/api/sso/providers', { method: 'POST', cookie: admin, json: { ...oidc, providerId: 'tredje', domain: 'tredje.dk', clientSecret: undefined } })
    expect([noSecret.status, (await noSecret.json()).error]).toEqual([400, 'Angiv klienthemmeligheden'])
    const fromEnv = await s.request('/api/sso/providers/miljoe', { method: 'DELETE', cookie: admin })
    expect(fromEnv.status).toBe(409)
    expect((await s.db.kysely.selectFrom('ssoProvider').select('providerId').execute()).map((r) => r.providerId)).toEqual(['google'])
  })

  it('tells the sign-in page the provider of a domain and nothing more', async () => {
    const lookup = await (await s.request('/api/sso/lookup?email=Ida@Kontor.dk')).json()
    expect(lookup).toEqual({ provider: { providerId: 'google', name: 'Google Workspace', passwordSignIn: true } })
    expect(await (await s.request('/api/sso/lookup?email=ida@andet.dk')).json()).toEqual({ provider: null })
  })

  it('the plugin’s own provider endpoints are not reachable', async () => {
    for (const path of ['/api/auth/sso/register', '/api/auth/sso/providers', '/api/auth/sso/get-provider?providerId=google', '/api/auth/sso/update-provider', '/api/auth/sso/delete-provider']) {
      for (const method of ['GET', 'POST']) expect((await s.request(path, { method, cookie: admin, json: method === 'POST' ? {} : undefined })).status, `${method} ${path}`).toBe(404)
    }
  })

  it('no shape carries the provider table to a browser', async () => {
    expect(isShapeName('ssoProvider')).toBe(false)
    expect(shapeNames.filter((name) => /sso/i.test(name))).toEqual([])
    expect((await s.request('/api/shapes/ssoProvider?offset=-1', { cookie: admin })).status).toBeGreaterThanOrEqual(400)
  })

  it('deletes a provider', async () => {
    expect((await s.request('/api/sso/providers/google', { method: 'DELETE', cookie: admin })).status).toBe(200)
    expect((await s.request('/api/sso/providers/google', { method: 'DELETE', cookie: admin })).status).toBe(404)
  })

  it('writes each change of a provider to the audit log, never its secret', async () => {
    const entries = await s.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_type', 'target_id', 'details'])
      .where('action', 'like', 'sso.%')
      .orderBy('id')
      .execute()
    expect(entries.map((e) => [e.action, e.target_type, e.target_id])).toEqual([
      ['sso.provider_created', 'sso_provider', 'google'],
      ['sso.provider_updated', 'sso_provider', 'google'],
      ['sso.provider_updated', 'sso_provider', 'google'],
      ['sso.provider_deleted', 'sso_provider', 'google'],
    ])
    expect(new Set(entries.map((e) => e.actor_id)).size).toBe(1)
    expect(JSON.stringify(entries)).not.toMatch(/secret/i)
  })
})
