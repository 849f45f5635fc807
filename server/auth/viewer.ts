// Who is calling: the session is read from the database on every request (no cookie cache),
// so a user who is deleted, banned or demoted is refused on their very next request — shape
// long-polls included, since the shape proxy uses the same getViewer.
import type { MiddlewareHandler } from 'hono'
import { isAdminRole, type Role, type Viewer } from '../../sync/rules'
import type { AppEnv } from '../http/context'
import { errorBody } from '../http/errors'
import type { Auth } from './auth'

export type GetViewer = (headers: Headers) => Promise<Viewer | null>

/** better-auth's admin plugin may store several roles comma-separated; the strongest wins. */
export function toRole(role: string | null | undefined): Role {
  const roles = (role ?? '').split(',').map((r) => r.trim())
  if (roles.includes('administrator')) return 'administrator'
  if (roles.includes('admin')) return 'admin'
  return 'user'
}

function isBanned(user: { banned?: boolean | null; banExpires?: Date | string | null }): boolean {
  if (!user.banned) return false
  if (!user.banExpires) return true
  return new Date(user.banExpires).getTime() > Date.now()
}

export function createGetViewer(auth: Auth): GetViewer {
  return async (headers) => {
    if (!headers.get('cookie') && !headers.get('authorization')) return null
    const session = await auth.api.getSession({ headers }).catch(() => null)
    if (!session?.user || isBanned(session.user)) return null
    return { id: session.user.id, role: toRole(session.user.role) }
  }
}

export const NOT_SIGNED_IN = 'Du skal være logget ind'
export const ACCESS_DENIED = 'Access denied'

export function requireViewer(getViewer: GetViewer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = await getViewer(c.req.raw.headers)
    if (!viewer) return c.json(errorBody(NOT_SIGNED_IN), 401)
    c.set('viewer', viewer)
    await next()
  }
}

/** Both admin roles count as admin everywhere. Use after requireViewer. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const viewer = c.get('viewer')
  if (!viewer) return c.json(errorBody(NOT_SIGNED_IN), 401)
  if (!isAdminRole(viewer.role)) return c.json(errorBody(ACCESS_DENIED), 403)
  await next()
}
