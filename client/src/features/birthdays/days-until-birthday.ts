// Days from today to the next occurrence of a birthday, on calendar dates (no clock
// times, so daylight-saving changes cannot shift a day). Someone born on 29 February
// celebrates on 28 February in years without a leap day.

const DAY_MS = 86_400_000

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

/** Parses 'YYYY-MM-DD' (a Postgres date) or 'MM-DD' (a colleague's, without the year); anything else gives null. */
export function parseBirthday(value: string): { month: number; day: number } | null {
  const m = /^(?:\d{4}-)?(\d{2})-(\d{2})(?!\d)/.exec(value)
  if (!m) return null
  const month = Number(m[1])
  const day = Number(m[2])
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  return { month, day }
}

function occurrence(year: number, month: number, day: number): number {
  const d = month === 2 && day === 29 && !isLeapYear(year) ? 28 : day
  return Date.UTC(year, month - 1, d)
}

/** `today` is read in the browser's local calendar; the result is 0 on the birthday itself. */
export function daysUntilBirthday(birthday: string, today: Date): number | null {
  const parsed = parseBirthday(birthday)
  if (!parsed) return null
  const year = today.getFullYear()
  const start = Date.UTC(year, today.getMonth(), today.getDate())
  let next = occurrence(year, parsed.month, parsed.day)
  if (next < start) next = occurrence(year + 1, parsed.month, parsed.day)
  return Math.round((next - start) / DAY_MS)
}

export function birthdayLabel(days: number): string {
  if (days === 0) return 'I dag!'
  if (days === 1) return 'I morgen'
  return `${days} dage`
}

export interface WithBirthday {
  birthday: string | null
}

/** Profiles with a valid birthday, nearest first (ties keep their input order). */
export function sortByNextBirthday<T extends WithBirthday>(rows: readonly T[], today: Date) {
  return rows
    .map((row) => ({ row, days: row.birthday ? daysUntilBirthday(row.birthday, today) : null }))
    .filter((x): x is { row: T; days: number } => x.days !== null)
    .sort((a, b) => a.days - b.days)
}

/** 'MM-DD' of a day in the browser's calendar. */
export const monthDay = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/**
 * Profiles nearest their birthday first, in SQL so a page needs no sort of everyone: 'MM-DD'
 * sorts as the calendar does, this year's still to come first ($1 is today's monthDay), then
 * next year's. 29 February sorts after 28 February, where it is celebrated in other years.
 */
export const NEAREST_BIRTHDAYS_SQL = `select user_id, full_name, name, email, image, color, birthday_day as birthday
   from profiles where birthday_day ~ '^[0-9]{2}-[0-9]{2}$' and deactivated_at is null
  order by birthday_day < $1, birthday_day, user_id`
