// Event input, shared by the form (client) and the API (server) so both reject the same things.
import { z } from 'zod'
import type { Event } from '../schema/events'
import { requiredText } from './fields'
import { isIsoDateOrDateTime } from './dates'
import type { Written } from './written'

const optionalText = z
  .string()
  .trim()
  .max(5000, 'Teksten er for lang')
  .nullish()
  .transform((v) => (v ? v : null))

export const eventInput = z.object({
  title: requiredText('Titel er påkrævet', 200, 'Titlen må højst være 200 tegn'),
  description: optionalText,
  date: z
    .string({ error: 'Dato er påkrævet' })
    .min(1, 'Dato er påkrævet')
    .refine(isIsoDateOrDateTime, 'Ugyldig dato'),
  location: optionalText,
})
export type EventInput = z.input<typeof eventInput>

export const eventPatch = eventInput.partial()

/** What POST /api/events and PATCH /api/events/:id answer: the row as stored. */
export interface EventWritten extends Written {
  event: Event
}
