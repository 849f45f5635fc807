// Small helpers every building write uses: ids from the URL (malformed → 404, never a
// database error) and from the body.
import { badRequest, notFound } from '../../http/errors'
import { isUuid } from '../../http/validate'

export function uuidParam(value: string | undefined, message: string): string {
  if (!isUuid(value)) throw notFound(message)
  return value.toLowerCase()
}

/** An optional client-chosen id for a create (retries of one action then stay one row). */
export function clientId(body: Record<string, unknown>): string | undefined {
  if (body.id === undefined) return undefined
  if (!isUuid(body.id)) throw badRequest('Ugyldigt id')
  return body.id.toLowerCase()
}
