// Display helpers for the profile page (da-DK dates on calendar days, no time zones).

const longDay = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

const dayOfYear = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', timeZone: 'UTC' })

/** '1990-02-28' → '28. februar 1990', '02-28' (a colleague's birthday) → '28. februar'; anything else → the text itself. */
export function formatDay(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  if (m) return longDay.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))))
  const md = /^(\d{2})-(\d{2})$/.exec(value ?? '')
  if (md) return dayOfYear.format(new Date(Date.UTC(2000, Number(md[1]) - 1, Number(md[2]))))
  return value ?? ''
}

/** A certificate whose expiry day ('YYYY-MM-DD') lies before `today` (same form); no date: never. */
export function isExpired(expiryDate: string | null | undefined, today: string): boolean {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(expiryDate ?? '')?.[0]
  return day !== undefined && day < today
}

/** Today as the local calendar day 'YYYY-MM-DD' (not UTC: a day ends at local midnight). */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
