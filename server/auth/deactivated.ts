// A deactivated person's browser still sends its (revoked) session cookie. A plain 401 would
// only show the sign-in page and leave the firm's data in that browser; this answer names the
// reason, and the client then deletes its local database and outbox (client/src/auth/sign-out.ts).
// Looked up only on answers that are already a refusal, so the signed-in hot path pays nothing.
import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/connect'
import { ACCOUNT_DEACTIVATED, ACCOUNT_DEACTIVATED_MESSAGE } from '../../sync/inputs/auth'
import { sessionToken } from './session-viewer'

export async function isRevokedByDeactivation(db: Database, cookieHeader: string | null): Promise<boolean> {
  const token = sessionToken(cookieHeader)
  if (!token) return false
  const rows = await db.sql.query(
    `select 1 from revoked_sessions where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token],
  )
  return rows.length > 0
}

const GET_SESSION = '/api/auth/get-session'

export function explainDeactivated(db: Database): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const refused =
      c.res.status === 401 ||
      // better-auth answers a missing session with 200 and `null`.
      (c.req.method === 'GET' && c.req.path === GET_SESSION && c.res.status === 200 && (await c.res.clone().text()) === 'null')
    if (!refused || !(await isRevokedByDeactivation(db, c.req.header('cookie') ?? null).catch(() => false))) return
    c.res = new Response(
      JSON.stringify({ error: ACCOUNT_DEACTIVATED_MESSAGE, message: ACCOUNT_DEACTIVATED_MESSAGE, code: ACCOUNT_DEACTIVATED }),
      { status: 401, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } },
    )
  }
}
