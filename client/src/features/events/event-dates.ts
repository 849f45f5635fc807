// Date presentation and the <input type="datetime-local"> round trip for events.
// Everything in da-DK; the time zone is the browser's unless a test pins one.

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value)
}

/** The badge: day of month over the short month name, e.g. '12' over 'dec.'. */
export function dateBadge(value: Date | string, timeZone?: string): { day: string; month: string } {
  // formatToParts: formatting the day alone would give '12.' with the ordinal dot.
  const parts = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', timeZone }).formatToParts(
    toDate(value),
  )
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: part('day'), month: part('month') }
}

/** e.g. 'fredag den 12. december 2025 kl. 14.00'. */
export function formatEventDateTime(value: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat('da-DK', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(toDate(value))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A Date as the local 'YYYY-MM-DDTHH:mm' that datetime-local inputs expect. */
export function toDateTimeLocalValue(value: Date | string): string {
  const d = toDate(value)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The input's local wall-clock value as an ISO instant for the API; '' stays '' (required check). */
export function fromDateTimeLocalValue(value: string): string {
  if (!value) return ''
  const d = new Date(value) // no zone suffix: parsed as local time, as the user meant it
  return Number.isNaN(d.getTime()) ? value : d.toISOString()
}

/** Midnight today in the browser's zone: "upcoming" includes events earlier today. */
export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate())
}
