// SAML 2.0 single sign-on end to end over HTTP on PostgreSQL, the provider set up through
// SSO_PROVIDERS: a samlify identity provider made in the test signs the answers with a key
// generated here, and a cookie jar carries them to the app's ACS as a browser's form post would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SSO_ERRORS, ssoErrorMessage } from '../../../sync/inputs/sso'
import { TEST_ORIGIN, type TestServer } from '../../test/app'
import { CookieJarBrowser } from '../../test/cookie-jar-browser'
import { createFakeSamlIdp, makeSigner, type FakeSamlIdp, type SamlAnswerOptions, type SamlUser } from '../../test/fake-saml-idp'
import { createPgTestServer } from '../../test/pg-app'

const APP = TEST_ORIGIN
const IDP_ORIGIN = 'https://idp.test'

describe('single sign-on with SAML 2.0 (PostgreSQL)', () => {
  let s: TestServer
  let idp: FakeSamlIdp
  let spMetadata: string

  beforeAll(async () => {
    idp = await createFakeSamlIdp()
    s = await createPgTestServer({
      env: {
        SSO_PROVIDERS: JSON.stringify([
          {
            providerId: 'adfs',
            name: 'Firmaets AD FS',
            protocol: 'saml',
            domain: 'byg.dk',
            issuer: idp.entityId,
            entryPoint: idp.ssoUrl,
            certificate: idp.signer.cert,
            roleClaim: 'groups',
            roleMap: 'Domain Admins = administrator',
          },
        ]),
      },
    })
    const metadata = await s.request('/api/auth/sso/saml2/sp/metadata?providerId=adfs')
    expect(metadata.status).toBe(200)
    spMetadata = await metadata.text()
  })
  afterAll(async () => s?.close())

  /** Starts a sign-in as a browser would and returns what the identity provider needs to answer. */
  async function start(browser: CookieJarBrowser, email: string) {
    const lookup = await (await browser.request(`/api/sso/lookup?email=${encodeURIComponent(email)}`)).json()
    expect(lookup.provider).toEqual({ providerId: 'adfs', name: 'Firmaets AD FS', passwordSignIn: true })
    const res = await browser.request('/api/auth/sign-in/sso', { method: 'POST', from: APP, contentType: 'application/json', body: JSON.stringify({ email, callbackURL: '/' }) })
    expect(res.status, await res.clone().text()).toBe(200)
    const redirect = new URL((await res.json()).url)
    expect(`${redirect.origin}${redirect.pathname}`).toBe(idp.ssoUrl)
    return { requestId: idp.requestIdOf(redirect.toString()), relayState: redirect.searchParams.get('RelayState') ?? '' }
  }

  /** The identity provider's auto-submitting form: a cross-site POST to the ACS. */
  const post = (browser: CookieJarBrowser, samlResponse: string, relayState: string) =>
    browser.navigate(`${APP}/api/auth/sso/saml2/sp/acs/adfs`, {
      method: 'POST',
      from: IDP_ORIGIN,
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
    })

  async function signIn(user: SamlUser, options?: SamlAnswerOptions) {
    const browser = new CookieJarBrowser(s.app, APP)
    const { requestId, relayState } = await start(browser, user.email)
    const samlResponse = await idp.answer(spMetadata, requestId, user, options)
    const landed = await post(browser, samlResponse, relayState)
    return { browser, landed, samlResponse, relayState }
  }

  const userCount = async (email: string) => (await s.db.kysely.selectFrom('user').select('id').where('email', '=', email).execute()).length

  it('signs a new person in with the role their group maps to, and a profile', async () => {
    const { browser, landed } = await signIn({ email: 'sofie@byg.dk', displayName: 'Sofie Sørensen', groups: ['Domain Users', 'Domain Admins'] })
    expect(landed.url).toBe(`${APP}/`)
    const session = await (await browser.request('/api/auth/get-session')).json()
    expect(session.user).toMatchObject({ email: 'sofie@byg.dk', name: 'Sofie Sørensen', role: 'administrator' })
    const profile = await s.db.kysely.selectFrom('profiles').select(['full_name', 'name', 'role']).where('user_id', '=', session.user.id).executeTakeFirst()
    expect(profile).toEqual({ full_name: 'Sofie Sørensen', name: 'Sofie', role: 'administrator' })
  })

  it('refuses an assertion signed with another key, in Danish', async () => {
    const { browser, landed } = await signIn({ email: 'falsk@byg.dk', displayName: 'Falsk' }, { signer: await makeSigner('evil.test') })
    expect(landed.url).toBe(`${APP}/?sso_error=signature`)
    expect(ssoErrorMessage('signature')).toBe(SSO_ERRORS.signature)
    expect(browser.cookies(APP)['better-auth.session_token']).toBeUndefined()
    expect(await userCount('falsk@byg.dk')).toBe(0)
  })

  it('refuses an assertion issued for another audience', async () => {
    const { browser, landed } = await signIn({ email: 'anden@byg.dk', displayName: 'Anden' }, { audience: 'https://andet-system.test/saml' })
    expect(landed.url).toBe(`${APP}/?sso_error=audience`)
    expect(browser.cookies(APP)['better-auth.session_token']).toBeUndefined()
    expect(await userCount('anden@byg.dk')).toBe(0)
  })

  it('refuses an expired assertion', async () => {
    const { browser, landed } = await signIn({ email: 'gammel@byg.dk', displayName: 'Gammel' }, { notOnOrAfter: new Date(Date.now() - 60 * 60_000) })
    expect(landed.url).toBe(`${APP}/?sso_error=expired`)
    expect(browser.cookies(APP)['better-auth.session_token']).toBeUndefined()
    expect(await userCount('gammel@byg.dk')).toBe(0)
  })

  it('refuses a replayed assertion, even one posted again from another browser', async () => {
    const first = await signIn({ email: 'mads@byg.dk', displayName: 'Mads Madsen' })
    expect(first.landed.url).toBe(`${APP}/`)
    const thief = new CookieJarBrowser(s.app, APP)
    const replay = await post(thief, first.samlResponse, first.relayState)
    expect(replay.url).toBe(`${APP}/?sso_error=replay`)
    expect(ssoErrorMessage('replay')).toBe(SSO_ERRORS.replay)
    expect(thief.cookies(APP)['better-auth.session_token']).toBeUndefined()
  })

  it('refuses an assertion ID seen before, even inside the answer to a new request', async () => {
    const assertionId = '_genbrugt-assertion-1'
    expect((await signIn({ email: 'lise@byg.dk', displayName: 'Lise Lund' }, { assertionId })).landed.url).toBe(`${APP}/`)
    const again = await signIn({ email: 'lise@byg.dk', displayName: 'Lise Lund' }, { assertionId })
    expect(again.landed.url).toBe(`${APP}/?sso_error=replay`)
    expect(again.browser.cookies(APP)['better-auth.session_token']).toBeUndefined()
  })
})
