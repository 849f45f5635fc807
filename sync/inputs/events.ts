// Event input, shared by the form (client) and the API (server) so both reject the same things.
import { z } from 'zod'
import { requiredText } from './fields'
import { isIsoDateOrDateTime } from './dates'

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
