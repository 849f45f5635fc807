// Small request helpers shared by the project routes.
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { badRequest, errorBody } from '../../http/errors'
import { isUuid } from '../../http/validate'

/** JSON bodies are small; uploads have their own limits while streaming. */
export const jsonLimit: MiddlewareHandler = bodyLimit({
  maxSize: 64 * 1024,
  onError: (c) => c.json(errorBody('Forespørgslen er for stor'), 413),
})

/** A client-chosen id (offline outbox) must be a uuid; absent → the database makes one. */
export function clientId(body: Record<string, unknown>): string | undefined {
  if (body.id === undefined) return undefined
  if (!isUuid(body.id)) throw badRequest('Ugyldigt id')
  return body.id.toLowerCase()
}
