// The viewer for the sync hot path (every shape request and long-poll), in one indexed query.
// better-auth's getSession runs its whole endpoint pipeline per call; with hundreds of
// long-polls cycling on every change that dominated the proxy's latency. The session token in
// the cookie is the secret that matters: a token that is not in the session table (expired,
// signed out, user deleted) gives no viewer, exactly as getSession would.
import { sql } from 'kysely'
import type { Database } from '../db/connect'
import type { GetViewer } from './viewer'
import { toRole } from './viewer'

const COOKIE_NAMES = ['better-auth.session_token', '__Secure-better-auth.session_token']

export function sessionToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (!COOKIE_NAMES.includes(part.slice(0, eq).trim())) continue
    let value = part.slice(eq + 1).trim()
    try {
      value = decodeURIComponent(value)
    } catch {
      return null
    }
    // Signed cookie: "<token>.<signature>"; the token never contains a dot.
    const token = value.split('.')[0]
    return /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null
  }
  return null
}

export function createSessionViewer(db: Database): GetViewer {
  return async (headers) => {
    const token = sessionToken(headers.get('cookie'))
    if (!token) return null
    const { rows } = await sql<{ id: string; role: string | null; banned: boolean | null; banExpires: string | null }>`
      select u.id, u.role, u.banned, u."banExpires"
        from "session" s join "user" u on u.id = s."userId"
       where s.token = ${token} and s."expiresAt" > now()`.execute(db.kysely)
    const user = rows[0]
    if (!user) return null
    if (user.banned && (!user.banExpires || new Date(user.banExpires).getTime() > Date.now())) return null
    return { id: user.id, role: toRole(user.role) }
  }
}
