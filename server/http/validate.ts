// Input validation with the zod schemas shared from sync/inputs: the first issue's message
// (written in Danish there) is the API's error text, so form and server say the same thing.
import type { z } from 'zod'
import '../../sync/inputs/zod-danish'
import { badRequest } from './errors'

export const NUL_MESSAGE = 'Teksten indeholder et ugyldigt tegn'

/** PostgreSQL text cannot hold U+0000: refused here, once, instead of failing in the database. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 20 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1))
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (containsNul(value)) throw badRequest(NUL_MESSAGE)
  const result = schema.safeParse(value)
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Ugyldige data')
  return result.data
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)
