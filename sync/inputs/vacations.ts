// Vacation input, shared by the add/edit form (client) and the API (server).
import { z } from 'zod'
import { VACATION_STATUSES, type Vacation } from '../schema/vacations'
import { isIsoDate } from './dates'
import type { Written } from './written'

export const END_BEFORE_START = 'Slutdatoen kan ikke være før startdatoen'

/** A required 'YYYY-MM-DD' field with its own "required" message. */
export const requiredDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isIsoDate, 'Ugyldig dato')

export const vacationStatus = z.enum(VACATION_STATUSES, { error: 'Ugyldig status' })

const dates = {
  start_date: requiredDate('Startdato er påkrævet'),
  end_date: requiredDate('Slutdato er påkrævet'),
}

const endNotBeforeStart = (v: { start_date: string; end_date: string }) => v.end_date >= v.start_date

/** A new vacation always starts pending; approving is a separate admin step. */
export const vacationInput = z
  .object({
    ...dates,
    /** Whose vacation; only admins may name someone else. Omitted → the signed-in user. */
    user_id: z.string({ error: 'Ugyldig bruger' }).trim().min(1, 'Vælg en medarbejder').max(200).optional(),
  })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ['end_date'] })
export type VacationInput = z.input<typeof vacationInput>

/** An edit sends both dates (the form always has them) and, for admins, the status. */
export const vacationEdit = z
  .object({ ...dates, status: vacationStatus.optional() })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ['end_date'] })
export type VacationEdit = z.input<typeof vacationEdit>

/** What creating, editing and approving a vacation answer: the row as stored. */
export interface VacationWritten extends Written {
  vacation: Vacation
}
