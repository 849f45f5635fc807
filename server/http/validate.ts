// Input validation with the zod schemas shared from sync/inputs: the first issue's message
// (written in Danish there) is the API's error text, so form and server say the same thing.
import type { z } from 'zod'
import { badRequest } from './errors'

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Ugyldige data')
  return result.data
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)
