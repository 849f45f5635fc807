// `Authorization: Bearer <token>` for /api/scim/v2: the directory the token belongs to, or 401
// in SCIM's error shape. The answer is the same for a wrong, unknown or revoked token.
import type { MiddlewareHandler } from 'hono'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/types'
import { directoryForToken, type AuthenticatedDirectory } from './directories'
import { scimErrorBody, scimJson } from './errors'

export const TOKEN_REFUSED = 'Ugyldigt eller tilbagekaldt SCIM-token'

export interface ScimEnv {
  Variables: { directory: AuthenticatedDirectory; clientIp?: string }
}

export function requireDirectoryToken(kysely: Kysely<DB>): MiddlewareHandler<ScimEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header)
    const directory = m ? await directoryForToken(kysely, m[1]) : null
    if (!directory) return scimJson(c, scimErrorBody(401, TOKEN_REFUSED), 401, { 'www-authenticate': 'Bearer realm="scim"' })
    c.set('directory', directory)
    await next()
  }
}
