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

/** The access role in words (the job title is shown separately). */
export function accessRoleLabel(role: string | null | undefined): string {
  if (role === 'administrator') return 'Administrator'
  if (role === 'admin') return 'Admin'
  return 'Medlem'
}
