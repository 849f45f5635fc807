// The viewer for the sync hot path (every shape request and long-poll), in one indexed query.
// better-auth's getSession runs its whole endpoint pipeline per call; with hundreds of
// long-polls cycling on every change that dominated the proxy's latency. The session token in
// the cookie is the secret that matters: a token that is not in the session table (expired,
// signed out, user deleted) gives no viewer, exactly as getSession would.
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

interface SessionUser {
  token: string
  id: string
  role: string | null
  banned: boolean | null
  banExpires: Date | string | null
}

/**
 * Every request still asks the database after it arrived, but requests that arrive while a
 * lookup is running share the next one: when a commit wakes 200 long-polls they come back
 * within milliseconds, and one `token = any(…)` query answers them all instead of 200
 * queries queueing for the pool.
 */
const SESSIONS_BY_TOKEN = `
  select s.token, u.id, u.role, u.banned, u."banExpires"
    from "session" s join "user" u on u.id = s."userId"
   where s.token = any($1::text[]) and s."expiresAt" > now()`

export function createSessionViewer(db: Database): GetViewer {
  let waiting = new Map<string, ((user: SessionUser | null | Error) => void)[]>()
  let running = false

  async function lookUp() {
    running = true
    while (waiting.size > 0) {
      const batch = waiting
      waiting = new Map()
      let found: Map<string, SessionUser> | Error
      try {
        // Plain SQL, not Kysely: this runs on every long-poll, and a read needs no query builder.
        const rows = await db.sql.query<SessionUser>(SESSIONS_BY_TOKEN, [[...batch.keys()]])
        found = new Map(rows.map((r) => [r.token, r]))
      } catch (err) {
        found = err as Error
      }
      for (const [token, callers] of batch) {
        const answer = found instanceof Error ? found : (found.get(token) ?? null)
        for (const answerCaller of callers) answerCaller(answer)
      }
    }
    running = false
  }

  function sessionUser(token: string): Promise<SessionUser | null> {
    return new Promise((resolve, reject) => {
      const callers = waiting.get(token) ?? []
      callers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)))
      waiting.set(token, callers)
      if (!running) void lookUp()
    })
  }

  return async (headers) => {
    const token = sessionToken(headers.get('cookie'))
    if (!token) return null
    const user = await sessionUser(token)
    if (!user) return null
    if (user.banned && (!user.banExpires || new Date(user.banExpires).getTime() > Date.now())) return null
    return { id: user.id, role: toRole(user.role) }
  }
}
