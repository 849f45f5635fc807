// Field rules several inputs share, so the same kind of field is read the same way (and says
// the same Danish thing) in every form and on the server.
import { z } from 'zod'
import { isIsoDate } from './dates'

/** Text that must be there: trimmed, not empty (`required`), at most `max` characters (`tooLong`). */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong)

/** Optional text: trimmed, at most `max` characters; empty, null or absent become null. */
export const optionalText = (max: number, tooLong = 'Teksten er for lang') =>
  z
    .string({ error: 'Ugyldig tekst' })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null))

/** An optional day 'YYYY-MM-DD' that exists in the calendar; empty, null or absent become null. */
export const optionalDay = (message = 'Ugyldig dato') =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDate(v), message)
