// Input validation with the zod schemas shared from sync/inputs: the first issue's message
// (written in Danish there) is the API's error text, so form and server say the same thing.
import type { z } from 'zod'
import '../../sync/inputs/zod-danish'
import { BAD_TEXT_MESSAGE, badRequest, notFound } from './errors'

export { BAD_TEXT_MESSAGE }

/**
 * A UTF-16 surrogate without its partner is no character at all (JSON may still send one as
 * `\ud800`); PostgreSQL would quietly store U+FFFD in its place.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Text PostgreSQL cannot keep as sent: U+0000 (refused there) or a lone surrogate (mangled). */
export const isBadText = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text)

/** Refused here, once for every input and every field, instead of failing or changing in the database. */
export function containsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBadText(value)
  if (depth > 20 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([k, v]) => isBadText(k) || containsBadText(v, depth + 1))
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (containsBadText(value)) throw badRequest(BAD_TEXT_MESSAGE)
  const result = schema.safeParse(value)
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Ugyldige data')
  return result.data
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

/** An id from the URL: a malformed one names nothing, so it is a 404 with the resource's own message (never a database error). */
export function idOr404(id: string | undefined, message: string): string {
  if (!isUuid(id)) throw notFound(message)
  return id.toLowerCase()
}

/** An optional client-chosen id for a create (the offline outbox's retries then stay one row); absent → the database makes one. */
export function clientId(body: Record<string, unknown>): string | undefined {
  if (body.id === undefined) return undefined
  if (!isUuid(body.id)) throw badRequest('Ugyldigt id')
  return body.id.toLowerCase()
}

/** Of what `parsed` read from a body, only the fields the client sent: an absent field is not a cleared one. */
export function sentOnly<T extends object>(
  body: Record<string, unknown>,
  parsed: T,
  fields: readonly (keyof T)[] = Object.keys(parsed) as (keyof T)[],
): Partial<T> {
  const sent: Partial<T> = {}
  for (const key of fields) if ((key as string) in body && parsed[key] !== undefined) sent[key] = parsed[key]
  return sent
}

export const NOTHING_TO_SAVE = 'Der er ingen ændringer at gemme'

/** The changes an edit sent (as sentOnly); an edit that changes nothing is the client's error. */
export function sentChanges<T extends object>(body: Record<string, unknown>, parsed: T, fields?: readonly (keyof T)[]): Partial<T> {
  const changes = sentOnly(body, parsed, fields)
  if (Object.keys(changes).length === 0) throw badRequest(NOTHING_TO_SAVE)
  return changes
}
