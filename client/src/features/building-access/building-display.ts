// Dates as Danes read them (da-DK), and what a code's validity means today.
const dateFormat = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' })

/** '2030-12-31' → '31. december 2030' (read as a calendar day, not shifted by time zones). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  return dateFormat.format(new Date(y, m - 1, d))
}

export const formatDateTime = (value: Date | string) => dateTimeFormat.format(new Date(value))

/** A code past its last valid day (valid_until is inclusive). */
export function isExpired(validUntil: string | null, today = new Date()): boolean {
  if (!validUntil) return false
  const [y, m, d] = validUntil.split('-').map(Number)
  return new Date(y, m - 1, d + 1) <= today
}

/** The copied-code feedback lasts 2 seconds: long enough to see, short enough not to linger. */
export const COPIED_FEEDBACK_MS = 2000

/** Dots in place of the value: a fixed length, so the dots say nothing about the code. */
export const HIDDEN_CODE = '••••••'
