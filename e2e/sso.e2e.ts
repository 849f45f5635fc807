// Single sign-on in a real browser: the sign-in page offers "Fortsæt med <udbyder>" for a
// domain set up in SSO_PROVIDERS, the browser goes to a real OpenID provider on a local port
// (node-oidc-provider), signs in and consents there, and comes back signed in to the app as a
// new colleague with the role their group maps to.
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeOidcProvider, type FakeOidcProvider } from '../server/test/fake-oidc-provider'
import { recordPageErrors, SIGN_IN_TITLE } from './support/browser'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { freePort } from './support/processes'

describe('single sign-on in the browser', () => {
  let idp: FakeOidcProvider | undefined
  // Registered before the app's own hooks, so it runs after them: the provider goes last.
  afterAll(async () => idp?.close())
  // The provider first: the app starts knowing it (SSO_PROVIDERS), on the port the provider
  // sends the browser back to.
  const app = useAppInBrowser(async () => {
    const port = await freePort()
    idp = await startFakeOidcProvider({ redirectUri: `http://127.0.0.1:${port}/api/auth/sso/callback/entra` })
    return { port, env: { SSO_PROVIDERS: JSON.stringify([idp.entraSettings('it-afdelingen = admin')]) } }
  })

  it('goes to the provider and back, signed in as a new colleague', async () => {
    idp!.accounts.set('ida-1', { email: 'ida.it@firma.dk', name: 'Ida Iversen', groups: ['it-afdelingen'] })
    const page = await (await app.context()).newPage()
    const errors = recordPageErrors(page)
    await page.goto('/')
    await step(page, 'type the address: the provider is offered, passwords are not', async () => {
      await page.getByText(SIGN_IN_TITLE).waitFor()
      await page.getByLabel('E-mail eller brugernavn', { exact: true }).fill('ida.it@firma.dk')
      await page.getByRole('button', { name: 'Fortsæt med Microsoft Entra ID' }).waitFor()
      expect(await page.getByLabel('Adgangskode', { exact: true }).count()).toBe(0)
    }, errors)
    await step(page, 'sign in and consent at the provider', async () => {
      await page.getByRole('button', { name: 'Fortsæt med Microsoft Entra ID' }).click()
      await page.locator('input[name=login]').waitFor({ timeout: 30_000 })
      expect(new URL(page.url()).origin).toBe(idp!.issuer)
      await page.locator('input[name=login]').fill('ida-1')
      await page.locator('input[name=password]').fill('hvad-som-helst')
      await page.getByRole('button', { name: 'Sign-in' }).click()
      await page.getByRole('button', { name: 'Continue' }).click()
    }, errors)
    await step(page, 'back in the app, signed in with the mapped role', async () => {
      await page.waitForURL(`${app.server.url}/`, { timeout: 30_000 })
      await page.getByText(SIGN_IN_TITLE).waitFor({ state: 'hidden', timeout: 30_000 })
      const session = await page.evaluate(async () => (await (await fetch('/api/auth/get-session')).json()) as { user: { email: string; role: string } })
      expect(session.user).toMatchObject({ email: 'ida.it@firma.dk', role: 'admin' })
    }, errors)
  })
})
