// OIDC single sign-on end to end over HTTP on PostgreSQL: a real OpenID provider
// (node-oidc-provider) on a local port, the app through app.request, a cookie jar between.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SSO_ERRORS, ssoErrorMessage } from '../../../sync/inputs/sso'
import { CookieJarBrowser } from '../../test/cookie-jar-browser'
import { startFakeOidcProvider, type FakeOidcProvider } from '../../test/fake-oidc-provider'
import { TEST_ORIGIN, type TestServer } from '../../test/app'
import { createPgTestServer } from '../../test/pg-app'
import { createPerson } from '../../seed/users'
import { callbackUrl } from './provider-config'

const APP = TEST_ORIGIN

describe('single sign-on with OpenID Connect (PostgreSQL)', () => {
  let s: TestServer
  let idp: FakeOidcProvider
  let adminCookie: string

  beforeAll(async () => {
    idp = await startFakeOidcProvider({ redirectUri: callbackUrl(APP, 'entra', 'oidc') })
    s = await createPgTestServer()
    adminCookie = await s.cookieFor('admin@test.dk')
    const res = await s.request('/api/sso/providers', {
      method: 'POST',
      cookie: adminCookie,
      json: { ...idp.entraSettings('it-afdelingen = admin\nledelsen = administrator'), defaultRole: 'user' },
    })
    expect(res.status, await res.clone().text()).toBe(201)
  })
  afterAll(async () => {
    await s?.close()
    await idp?.close()
  })

  /** Type the e-mail, press "Fortsæt med …", sign in at the provider; ends where the browser lands. */
  async function signIn(browser: CookieJarBrowser, email: string, accountId: string, tamper?: (authorizeUrl: URL) => void) {
    const lookup = await (await browser.request(`/api/sso/lookup?email=${encodeURIComponent(email)}`)).json()
    expect(lookup.provider).toEqual({ providerId: 'entra', name: 'Microsoft Entra ID', passwordSignIn: false })
    const start = await browser.request('/api/auth/sign-in/sso', {
      method: 'POST',
      from: APP,
      contentType: 'application/json',
      body: JSON.stringify({ email, callbackURL: '/', errorCallbackURL: '/' }),
    })
    expect(start.status, await start.clone().text()).toBe(200)
    const authorize = new URL((await start.json()).url)
    expect(authorize.origin).toBe(idp.issuer)
    tamper?.(authorize)
    let page = await browser.navigate(authorize.toString())
    // The provider's login screen, then its consent screen: each a form posted back to it.
    for (const prompt of ['login', 'consent']) {
      if (!page.url.startsWith(`${idp.issuer}/interaction/`)) break
      const html = await page.res.text()
      expect(html).toContain(`value="${prompt}"`)
      page = await browser.navigate(page.url, {
        method: 'POST',
        from: idp.issuer,
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ prompt, login: accountId, password: 'anything' }).toString(),
      })
    }
    return page
  }

  it('signs a new person in, creates the account with the mapped role and a profile', async () => {
    idp.accounts.set('ida-1', { email: 'ida.it@firma.dk', name: 'Ida Iversen', groups: ['alle', 'it-afdelingen'] })
    const browser = new CookieJarBrowser(s.app, APP)
    const landed = await signIn(browser, 'ida.it@firma.dk', 'ida-1')
    expect(landed.url).toBe(`${APP}/`)
    expect(browser.cookies(APP)['better-auth.session_token']).toBeTruthy()

    const session = await (await browser.request('/api/auth/get-session')).json()
    expect(session.user).toMatchObject({ email: 'ida.it@firma.dk', name: 'Ida Iversen', role: 'admin' })
    const profile = await s.db.kysely.selectFrom('profiles').select(['email', 'full_name', 'name', 'role']).where('user_id', '=', session.user.id).executeTakeFirst()
    expect(profile).toEqual({ email: 'ida.it@firma.dk', full_name: 'Ida Iversen', name: 'Ida', role: 'admin' })
  })

  it('someone in no mapped group gets the default role, employee', async () => {
    idp.accounts.set('bo-2', { email: 'bo@firma.dk', name: 'Bo Berg', groups: ['alle'] })
    const browser = new CookieJarBrowser(s.app, APP)
    expect((await signIn(browser, 'bo@firma.dk', 'bo-2')).url).toBe(`${APP}/`)
    const session = await (await browser.request('/api/auth/get-session')).json()
    expect(session.user).toMatchObject({ email: 'bo@firma.dk', role: 'user' })
  })

  it('refuses a callback whose state was tampered with, in Danish, and signs nobody in', async () => {
    idp.accounts.set('eve-3', { email: 'eve@firma.dk', name: 'Eve Evil' })
    const browser = new CookieJarBrowser(s.app, APP)
    const landed = await signIn(browser, 'eve@firma.dk', 'eve-3', (url) => url.searchParams.set('state', 'forfalsket-tilstand'))
    expect(landed.url).toBe(`${APP}/?sso_error=state`)
    expect(ssoErrorMessage('state')).toBe(SSO_ERRORS.state)
    expect(browser.cookies(APP)['better-auth.session_token']).toBeUndefined()
    expect(await s.db.kysely.selectFrom('user').select('id').where('email', '=', 'eve@firma.dk').executeTakeFirst()).toBeUndefined()
  })

  it("refuses a code brought back in another browser (its state is not that browser's)", async () => {
    idp.accounts.set('carl-4', { email: 'carl@firma.dk', name: 'Carl Carlsen' })
    const victim = new CookieJarBrowser(s.app, APP)
    const attacker = new CookieJarBrowser(s.app, APP)
    // The attacker starts a sign-in of their own, so their browser has a state cookie too.
    await attacker.request('/api/auth/sign-in/sso', { method: 'POST', from: APP, contentType: 'application/json', body: JSON.stringify({ email: 'carl@firma.dk', callbackURL: '/' }) })
    await signIn(victim, 'carl@firma.dk', 'carl-4')
    const callback = victim.hops.find((h) => h.url.startsWith(`${APP}/api/auth/sso/callback/`))?.url
    expect(callback).toBeTruthy()
    const landed = await attacker.navigate(callback!)
    expect(landed.url).toBe(`${APP}/?sso_error=state`)
    expect(attacker.cookies(APP)['better-auth.session_token']).toBeUndefined()
  })

  it("signs a colleague who already had an account into that account, keeping the role an admin gave", async () => {
    const id = await createPerson(s.auth, s.db, { email: 'anna@firma.dk', password: 'gammel-kode-1', name: 'Anna Andersen', role: 'admin' })
    idp.accounts.set('anna-5', { email: 'anna@firma.dk', name: 'Anna Andersen', groups: [] })
    const browser = new CookieJarBrowser(s.app, APP)
    expect((await signIn(browser, 'anna@firma.dk', 'anna-5')).url).toBe(`${APP}/`)
    const session = await (await browser.request('/api/auth/get-session')).json()
    expect(session.user).toMatchObject({ id, role: 'admin' })
    expect(await s.db.kysely.selectFrom('user').select('id').where('email', '=', 'anna@firma.dk').execute()).toHaveLength(1)
  })

  it('refuses password sign-in for the domain in Danish', async () => {
    const res = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'ida.it@firma.dk', password: 'noget-andet-1' } })
    expect(res.status).toBe(403)
    expect((await res.json()).message).toBe('Din organisation logger ind med single sign-on. Brug knappen "Fortsæt med" i stedet for en adgangskode.')
  })

  it("refuses it just the same through a username that belongs to the domain's account", async () => {
    await createPerson(s.auth, s.db, { email: 'kran.kim@firma.dk', password: 'kranfoerer-1', name: 'Kim Kran', role: 'user' })
    await s.db.kysely.updateTable('user').set({ username: 'kimkran' }).where('email', '=', 'kran.kim@firma.dk').execute()
    const res = await s.request('/api/auth/sign-in/username', { method: 'POST', json: { username: 'Kim Kran', password: 'kranfoerer-1' } })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe('PASSWORD_SIGN_IN_OFF')
  })
})
