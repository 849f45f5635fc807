// SCIM's own error shape (RFC 7644 §3.12) for everything under /api/scim/v2, so Entra ID and
// Okta can read why a request failed; `detail` is Danish because an IT administrator reads it
// in the directory's provisioning log.
import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError, UNEXPECTED_ERROR } from '../../http/errors'

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error'
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8'

export type ScimType = 'invalidFilter' | 'uniqueness' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue' | 'mutability' | 'tooMany'

export class ScimError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(status, { message: detail })
  }
}

export const scimBadRequest = (detail: string, scimType: ScimType = 'invalidValue') => new ScimError(400, detail, scimType)
export const scimNotFound = (detail: string) => new ScimError(404, detail)
export const scimConflict = (detail: string) => new ScimError(409, detail, 'uniqueness')

export const scimErrorBody = (status: number, detail: string, scimType?: ScimType) => ({
  schemas: [SCIM_ERROR_SCHEMA],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
})

export function scimJson(c: Context, body: unknown, status: ContentfulStatusCode = 200, headers: Record<string, string> = {}) {
  return c.body(JSON.stringify(body), status, { 'content-type': SCIM_CONTENT_TYPE, 'cache-control': 'no-store', ...headers })
}

function fromDatabase(err: unknown): ScimError | undefined {
  const code = (err as { code?: unknown })?.code
  if (code === '23505') return scimConflict('Findes allerede')
  if (typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'))) return scimBadRequest('Ugyldige data')
  return undefined
}

export const onScimError: ErrorHandler = (err, c) => {
  const known = err instanceof ScimError ? err : fromDatabase(err)
  if (known) return scimJson(c, scimErrorBody(known.status, known.detail, known.scimType), known.status)
  if (err instanceof ApiError) {
    const scimType = err.status === 400 ? 'invalidValue' : err.status === 409 ? 'uniqueness' : undefined
    return scimJson(c, scimErrorBody(err.status, err.message, scimType), err.status)
  }
  if (err instanceof HTTPException && err.status < 500) {
    return scimJson(c, scimErrorBody(err.status, err.status === 413 ? 'Forespørgslen er for stor' : 'Ugyldig forespørgsel'), err.status)
  }
  console.error(`[scim] ${c.req.method} ${c.req.path} failed:`, err)
  return scimJson(c, scimErrorBody(500, UNEXPECTED_ERROR), 500)
}
