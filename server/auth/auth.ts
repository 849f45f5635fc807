// better-auth, configured for an intranet: e-mail + password without public sign-up (admins
// and the seed create users), the admin plugin with both admin roles, sessions re-read from
// the database on every request (no cookie cache: a deleted, banned or demoted user is
// refused at once) and sign-in rate limits counted in the database (several replicas).
import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { admin, username } from 'better-auth/plugins'
import { createAccessControl } from 'better-auth/plugins/access'
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access'
import { ACCOUNT_DEACTIVATED_MESSAGE, MIN_PASSWORD_LENGTH } from '../../sync/inputs/auth'
import { normalizeUsername, USERNAME_PATTERN } from '../../sync/inputs/people'
import { PASSWORD_SIGN_IN_OFF } from '../../sync/inputs/sso'
import { providerForEmail, providerOrigins, type SsoStore } from '../features/sso/store'
import { createSsoPlugin } from './sso'
import type { Database } from '../db/connect'
import type { Env } from '../env'
import { AuthDatesPlugin } from './auth-dates'
import type { Mailer } from './mailer'

/** The header the auth routes fill with the caller's address (never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-intranet-client-ip'
const RESET_TOKEN_SECONDS = 60 * 60

export type AuthLinkType = 'recovery' | 'invite'

/** Links open the client's reset screen, which reads the hash, so the token never reaches a server log. */
export const authLink = (appUrl: string, type: AuthLinkType, token: string) =>
  `${appUrl}/#type=${type}&token=${encodeURIComponent(token)}`

export interface AuthOptions {
  db: Database
  env: Pick<Env, 'APP_URL' | 'COMPANY_NAME' | 'SIGN_IN_RATE_LIMIT'> & Partial<Pick<Env, 'SSO_PROVIDERS'>>
  secret: string
  mailer: Mailer
  log?: (line: string) => void
}

// 'administrator' gets exactly what 'admin' gets: the admin plugin's permissions without
// impersonation (transcriptions are private even from admins). Its HTTP endpoints are closed
// anyway (routes.ts); this keeps a server-side call from impersonating either.
const ac = createAccessControl(defaultStatements)
const adminStatements = {
  ...adminAc.statements,
  user: adminAc.statements.user.filter((action) => !action.startsWith('impersonate')),
}
const roles = {
  user: ac.newRole(userAc.statements),
  admin: ac.newRole(adminStatements),
  administrator: ac.newRole(adminStatements),
}

export function createAuth({ db, env, secret, mailer, log = console.log }: AuthOptions) {
  const ssoStore: SsoStore = { db: db.kysely, appUrl: env.APP_URL, envProviders: env.SSO_PROVIDERS ?? [] }
  /** The account's e-mail address behind a password sign-in, by e-mail or by username. */
  const passwordSignInEmail = async (path: string, body: Record<string, unknown> | undefined): Promise<string | undefined> => {
    if (path === '/sign-in/email') return typeof body?.email === 'string' ? body.email : undefined
    if (path !== '/sign-in/username' || typeof body?.username !== 'string') return undefined
    const row = await db.kysely
      .selectFrom('user')
      .select('email')
      .where('username', '=', normalizeUsername(body.username))
      .executeTakeFirst()
    return row?.email
  }
  return betterAuth({
    appName: env.COMPANY_NAME,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    database: { db: db.kysely.withPlugin(new AuthDatesPlugin()), type: 'postgres', transaction: true },
    // Same-origin requests are always fine, whatever host name the app is reached by. During
    // single sign-on the server itself fetches from the identity providers (discovery, tokens,
    // keys), and better-auth fetches only from trusted origins: those of the configured issuers.
    trustedOrigins: async (request) => [
      env.APP_URL,
      request ? new URL(request.url).origin : undefined,
      ...(request && new URL(request.url).pathname.includes('/sso') ? await providerOrigins(ssoStore) : []),
    ],
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = authLink(env.APP_URL, 'recovery', token)
        // Not awaited: the answer must not take longer for existing addresses than for others.
        void mailer
          .send({
            to: user.email,
            subject: `Nulstil din adgangskode – ${env.COMPANY_NAME}`,
            text: [
              `Hej ${user.name},`,
              '',
              `Vi har modtaget en anmodning om at nulstille adgangskoden til din konto på ${env.COMPANY_NAME}s intranet.`,
              'Åbn linket herunder for at vælge en ny adgangskode. Linket virker i 1 time.',
              '',
              link,
              '',
              'Har du ikke bedt om en ny adgangskode, kan du se bort fra denne e-mail.',
            ].join('\n'),
          })
          .catch((err) => log(`[auth] could not send the reset e-mail to ${user.email}: ${err.message}`))
      },
    },
    session: { cookieCache: { enabled: false } },
    // A colleague an administrator created (with a password, e-mail never "verified") signs in
    // with single sign-on into that same account: only administrators create accounts here, and
    // the SSO provider is trusted for its domain only because an administrator set it up so.
    account: { accountLinking: { requireLocalEmailVerified: false } },
    hooks: {
      // A new password signs out every other device, whatever the client asked: someone who
      // lost a phone changes the password and the phone is out (this device gets a new session).
      before: createAuthMiddleware(async (ctx) => {
        // A domain whose administrator turned passwords off signs in through its provider only,
        // whether the person types the e-mail address or a username that belongs to it.
        const email = await passwordSignInEmail(ctx.path, ctx.body)
        if (email) {
          const provider = await providerForEmail(ssoStore, email)
          if (provider && !provider.passwordSignIn) throw new APIError('FORBIDDEN', { code: 'PASSWORD_SIGN_IN_OFF', message: PASSWORD_SIGN_IN_OFF })
        }
        if (ctx.path === '/change-password') return { context: { body: { ...(ctx.body ?? {}), revokeOtherSessions: true } } }
      }),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      customRules: {
        '/sign-in/email': env.SIGN_IN_RATE_LIMIT > 0 ? { window: 60, max: env.SIGN_IN_RATE_LIMIT } : false,
        '/sign-in/username': env.SIGN_IN_RATE_LIMIT > 0 ? { window: 60, max: env.SIGN_IN_RATE_LIMIT } : false,
        // Starting single sign-on is not guessing anything, and a whole office starts it from one
        // address at 7 am: the same allowance as passwords, not better-auth's 3 per 10 s.
        '/sign-in/sso': env.SIGN_IN_RATE_LIMIT > 0 ? { window: 60, max: env.SIGN_IN_RATE_LIMIT } : false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Keep CSRF origin checks on under vitest too (better-auth skips them when NODE_ENV=test).
      disableOriginCheck: false,
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log(`[auth] ${level}: ${message}${args.length ? ` ${args.map(String).join(' ')}` : ''}`),
    },
    plugins: [
      // Site crews: a username or a phone number instead of an e-mail address, same password rules.
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameNormalization: normalizeUsername,
        usernameValidator: (name) => USERNAME_PATTERN.test(name),
        validationOrder: { username: 'post-normalization' },
      }),
      admin({
        ac,
        roles,
        adminRoles: ['admin', 'administrator'],
        defaultRole: 'user',
        // A ban is how a deactivation (a leaver, features/users/deactivate.ts) refuses sign-in.
        bannedUserMessage: ACCOUNT_DEACTIVATED_MESSAGE,
      }),
      createSsoPlugin({ db, appUrl: env.APP_URL, envProviders: env.SSO_PROVIDERS ?? [], log }),
    ],
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>
