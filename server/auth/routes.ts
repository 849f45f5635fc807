// /api/auth/* → better-auth, for the endpoints the app itself uses and nothing else. User
// management (create, role, ban, delete) goes through /api/users with our own rules; the admin
// plugin's HTTP endpoints — impersonation above all, which would let an admin read another
// user's private transcriptions — and update-user/sign-up are not reachable at all.
// The caller's address is put in a header of our own (overwriting whatever the client sent) so
// better-auth's rate limits count per client, not per server.
import { Hono, type Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Database } from '../db/connect'
import { errorBody } from '../http/errors'
import { hitRateLimit, peekRateLimit, type RateLimit } from '../http/rate-limit'
import { CLIENT_IP_HEADER, type Auth } from './auth'
import { inDanish, TOO_MANY_ATTEMPTS } from './danish-messages'
import { noteSignIn } from '../features/audit/new-device'
import { normalizeUsername } from '../../sync/inputs/people'
import type { RequestOrigin } from '../features/audit/record'
import { SSO_BROWSER_ENDPOINTS, ssoBrowserAnswer } from './sso-redirects'

export interface AuthRoutesOptions {
  /** Behind a reverse proxy: the last X-Forwarded-For entry is the address the proxy saw. */
  trustProxy?: boolean
  /** Where sign-in attempts per account are counted (every replica sees the same count). */
  db: Database
  /** Where a single sign-on that went wrong sends the browser back to (APP_URL). */
  appUrl: string
  log?: (line: string) => void
}

/**
 * Guessing one person's password is limited per account (failed attempts only, so signing in
 * often is never punished); the per-address limit (better-auth, SIGN_IN_RATE_LIMIT) is kept
 * high, since a whole office or site signs in from one address.
 */
export const ACCOUNT_SIGN_IN_LIMIT: RateLimit = { max: 10, windowSeconds: 10 * 60 }

async function accountOf(req: Request): Promise<string | null> {
  try {
    const body = (await req.clone().json()) as { email?: unknown; username?: unknown }
    if (typeof body?.username === 'string') return `username:${normalizeUsername(body.username)}`
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null
  } catch {
    return null
  }
}

async function samlResponseOf(req: Request): Promise<string | null> {
  try {
    return new URLSearchParams(await req.clone().text()).get('SAMLResponse')
  } catch {
    return null
  }
}

export function clientAddress(c: Context, trustProxy = false): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean)
    if (forwarded?.length) return forwarded[forwarded.length - 1]
  }
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined // not served by @hono/node-server (e.g. app.request in tests)
  }
}

/** Method and path (under /api/auth) of every better-auth endpoint the client calls. */
export const AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  'GET /get-session',
  'POST /sign-in/email',
  'POST /sign-in/username',
  'POST /sign-out',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
  'POST /revoke-other-sessions',
  // Single sign-on: start (answers the identity provider's URL) and the SP metadata for SAML.
  'POST /sign-in/sso',
  'GET /sso/saml2/sp/metadata',
])

/** A sign-in is answered even when its audit entry cannot be written; the failure is logged. */
async function auditSignIn(db: Database, res: Response, origin: RequestOrigin) {
  try {
    const body = (await res.clone().json()) as { user?: { id?: unknown } }
    if (typeof body.user?.id === 'string') await noteSignIn(db, body.user.id, origin)
  } catch (err) {
    console.error(`[auth] the sign-in could not be noted in the audit log: ${(err as Error).message}`)
  }
}

export function createAuthRoutes(auth: Auth, options: AuthRoutesOptions): Hono {
  const app = new Hono()
  app.on(['GET', 'POST'], '/*', async (c) => {
    const path = new URL(c.req.url).pathname.replace(/^\/api\/auth/, '').replace(/\/+$/, '')
    const endpoint = `${c.req.method} ${path}`
    const ssoBrowserEndpoint = SSO_BROWSER_ENDPOINTS.some((pattern) => pattern.test(endpoint))
    if (!AUTH_ENDPOINTS.has(endpoint) && !ssoBrowserEndpoint) return c.json(errorBody('Ikke fundet'), 404)
    const signingIn = path === '/sign-in/email' || path === '/sign-in/username'
    const account = signingIn ? await accountOf(c.req.raw) : null
    if (account) {
      const limit = await peekRateLimit(options.db.kysely, `sign-in:${account}`, ACCOUNT_SIGN_IN_LIMIT)
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfter))
        return c.json({ ...errorBody(TOO_MANY_ATTEMPTS), message: TOO_MANY_ATTEMPTS }, 429)
      }
    }
    const samlResponse = ssoBrowserEndpoint && c.req.method === 'POST' ? await samlResponseOf(c.req.raw) : null
    const headers = new Headers(c.req.raw.headers)
    headers.delete(CLIENT_IP_HEADER)
    const address = clientAddress(c, options.trustProxy)
    if (address) headers.set(CLIENT_IP_HEADER, address)
    const res = await auth.handler(new Request(c.req.raw, { headers }))
    if (ssoBrowserEndpoint) return ssoBrowserAnswer(res, options.appUrl, options.log ?? console.log, samlResponse)
    if (account && res.status === 401) await hitRateLimit(options.db.kysely, `sign-in:${account}`, ACCOUNT_SIGN_IN_LIMIT)
    if (signingIn && res.status === 200) await auditSignIn(options.db, res, { ip: address ?? null, userAgent: c.req.header('user-agent') ?? null })
    // better-auth answers an unknown endpoint with an empty 404; the API answers JSON.
    if (res.status === 404 && !res.headers.get('content-type')) return c.json(errorBody('Ikke fundet'), 404)
    return inDanish(res)
  })
  return app
}
