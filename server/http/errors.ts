// Every API error leaves as `{ error: '<Danish message>' }` with a 4xx status; only a real
// fault is a 500, and even then the body says nothing about the server's insides.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export const UNEXPECTED_ERROR = 'Der opstod en uventet fejl'
/** Text that cannot be kept as sent: U+0000, a lone UTF-16 surrogate, bytes that are not UTF-8. */
export const BAD_TEXT_MESSAGE = 'Teksten indeholder et ugyldigt tegn'

export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, message: string) {
    super(status, { message })
  }
}

export const badRequest = (message: string) => new ApiError(400, message)
export const unauthorized = (message = 'Du skal være logget ind') => new ApiError(401, message)
export const forbidden = (message = 'Access denied') => new ApiError(403, message)
export const notFound = (message = 'Ikke fundet') => new ApiError(404, message)
export const conflict = (message: string) => new ApiError(409, message)

export const errorBody = (message: string) => ({ error: message })

/** SQLSTATE classes that mean "the input was wrong", so they must not become a 500. */
function fromDatabase(err: unknown): ApiError | undefined {
  const code = (err as { code?: unknown })?.code
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined
  if (code === '23505') return conflict('Findes allerede')
  if (code === '23503') return badRequest('Henviser til noget, der ikke findes')
  if (code.startsWith('22') || code.startsWith('23')) return badRequest('Ugyldige data')
  return undefined
}

export const onError: ErrorHandler = (err, c) => {
  const known = err instanceof HTTPException ? err : fromDatabase(err)
  if (known) {
    // HTTPExceptions raised by Hono itself (e.g. body limit) carry English text or a Response.
    const message = known instanceof ApiError ? known.message : statusMessage(known.status)
    return c.json(errorBody(message), known.status)
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err)
  return c.json(errorBody(UNEXPECTED_ERROR), 500)
}

export const onNotFound: NotFoundHandler = (c) => c.json(errorBody('Ikke fundet'), 404)

function statusMessage(status: number): string {
  if (status === 401) return 'Du skal være logget ind'
  if (status === 403) return 'Access denied'
  if (status === 404) return 'Ikke fundet'
  if (status === 413) return 'Forespørgslen er for stor'
  if (status < 500) return 'Ugyldig forespørgsel'
  return UNEXPECTED_ERROR
}

/** The JSON body as a plain object; anything else is the client's fault, not ours. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let bytes: ArrayBuffer
  try {
    bytes = await c.req.arrayBuffer()
  } catch {
    throw badRequest('Ugyldig JSON i forespørgslen')
  }
  let text: string
  try {
    // Strict: bytes that are not UTF-8 (a lone surrogate encoded as such, say) would otherwise
    // turn into U+FFFD without a word.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw badRequest(BAD_TEXT_MESSAGE)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest('Ugyldig JSON i forespørgslen')
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Forespørgslen skal være et JSON-objekt')
  }
  return body as Record<string, unknown>
}
