// The caller's address, read once per request for whoever needs it (the audit log): the
// proxy's last X-Forwarded-For entry behind TRUST_PROXY, else the socket's peer.
import type { MiddlewareHandler } from 'hono'
import { clientAddress } from '../auth/routes'
import type { AppEnv } from './context'

export function clientOrigin(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = clientAddress(c, trustProxy)
    if (ip) c.set('clientIp', ip)
    await next()
  }
}
