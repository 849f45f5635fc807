// A real OpenID provider for tests (node-oidc-provider, certified), on a local port: discovery,
// authorization with PKCE, the login and consent screens (its development interactions, which
// sign in whatever account id is typed), token, userinfo and JWKS. The accounts and their
// claims are the test's.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface FakeOidcAccount {
  email: string
  name: string
  groups?: string[]
}

export interface FakeOidcProvider {
  issuer: string
  clientId: string
  clientSecret: string
  accounts: Map<string, FakeOidcAccount>
  /**
   * The app's settings for this provider, as an admin would enter them: "Microsoft Entra ID" for
   * firma.dk, the role from the groups claim by `roleMap`, no passwords for that domain.
   */
  entraSettings(roleMap: string): Record<string, unknown>
  close(): Promise<void>
}

export async function startFakeOidcProvider(options: { redirectUri: string }): Promise<FakeOidcProvider> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'intranet'
  const clientSecret = 'oidc-test-client-secret-0123456789abcdef'
  const accounts = new Map<string, FakeOidcAccount>()
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    async findAccount(_ctx, id) {
      const account = accounts.get(id)
      if (!account) return undefined
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: account.email, email_verified: true, name: account.name, groups: account.groups ?? [] }
        },
      }
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
  })
  // The provider's own console warnings about development keys say nothing to a test.
  provider.on('server_error', (_ctx, err) => console.error('[fake-oidc]', err))
  server.on('request', provider.callback())
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    entraSettings: (roleMap) => ({
      providerId: 'entra',
      name: 'Microsoft Entra ID',
      protocol: 'oidc',
      domain: 'firma.dk',
      issuer,
      clientId,
      clientSecret,
      roleClaim: 'groups',
      roleMap,
      passwordSignIn: false,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
