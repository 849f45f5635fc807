// Input validation with the zod schemas shared from sync/inputs: the first issue's message
// (written in Danish there) is the API's error text, so form and server say the same thing.
import type { z } from 'zod'
import '../../sync/inputs/zod-danish'
import { BAD_TEXT_MESSAGE, badRequest } from './errors'

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
