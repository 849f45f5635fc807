// One CSRF rule for every state-changing request and for the live WebSocket: a browser that
// says where the request comes from (Origin, or Sec-Fetch-Site) must say "this app". A forged
// form or fetch from another site carries the victim's cookie but a foreign Origin, and is
// refused before any route runs. Requests that name no origin at all (curl, server-to-server,
// tests) cannot carry a browser's cookie on someone else's behalf, so they pass.
import type { MiddlewareHandler } from 'hono'
import { errorBody } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const FOREIGN_ORIGIN_MESSAGE = 'Anmodningen kom fra en anden side og blev afvist'

export interface SameOriginOptions {
  /** The app's public address (APP_URL): always its own origin, whatever Host says. */
  appUrl: string
  /** Behind a reverse proxy: X-Forwarded-Host/-Proto name the address the browser used. */
  trustProxy: boolean
}

type HeaderGetter = (name: string) => string | null | undefined

/** True when the request either names this app as its origin or names no origin at all. */
export function isSameOrigin(header: HeaderGetter, options: SameOriginOptions): boolean {
  const origin = header('origin')
  if (!origin) return header('sec-fetch-site') !== 'cross-site'
  if (origin === 'null') return false
  let claimed: URL
  try {
    claimed = new URL(origin)
  } catch {
    return false
  }
  if (claimed.origin === new URL(options.appUrl).origin) return true
  const host = (options.trustProxy && header('x-forwarded-host')?.split(',')[0]?.trim()) || header('host')
  return !!host && claimed.host === host
}

export function sameOrigin(options: SameOriginOptions): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isSameOrigin((name) => c.req.header(name), options)) return next()
    return c.json(errorBody(FOREIGN_ORIGIN_MESSAGE), 403)
  }
}
