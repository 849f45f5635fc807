// /api/auth/* → better-auth. The caller's address is put in a header of our own (overwriting
// whatever the client sent) so better-auth's rate limits count per client, not per server.
import { Hono, type Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { errorBody } from '../http/errors'
import { CLIENT_IP_HEADER, type Auth } from './auth'

export interface AuthRoutesOptions {
  /** Behind a reverse proxy: the last X-Forwarded-For entry is the address the proxy saw. */
  trustProxy?: boolean
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

export function createAuthRoutes(auth: Auth, options: AuthRoutesOptions = {}): Hono {
  const app = new Hono()
  app.on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers)
    headers.delete(CLIENT_IP_HEADER)
    const address = clientAddress(c, options.trustProxy)
    if (address) headers.set(CLIENT_IP_HEADER, address)
    const res = await auth.handler(new Request(c.req.raw, { headers }))
    // better-auth answers an unknown endpoint with an empty 404; the API answers JSON.
    if (res.status === 404 && !res.headers.get('content-type')) return c.json(errorBody('Ikke fundet'), 404)
    return res
  })
  return app
}
