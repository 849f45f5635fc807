// Seed dates are relative to "today" in Denmark, so the demo always has a birthday today and
// tomorrow and events on both sides of the current date, whenever and wherever it is seeded.
import { danishOffset, ZONE } from '../http/danish-time'

/** 'YYYY-MM-DD' of `now` in Denmark, shifted by `days`. */
export function danishDate(now: Date, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now)
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** An instant at a Danish wall-clock time, `days` from today: danishTime(now, 3, '17:30'). */
export function danishTime(now: Date, days: number, time: string): string {
  const day = danishDate(now, days)
  return new Date(`${day}T${time}:00${danishOffset(day)}`).toISOString()
}

/** A birthday in `year` on the month and day that is `days` from today (29 Feb → a leap year). */
export function birthdayFrom(now: Date, days: number, year: number): string {
  const monthDay = danishDate(now, days).slice(5)
  const leapSafeYear = monthDay === '02-29' && year % 4 !== 0 ? year - (year % 4) : year
  return `${leapSafeYear}-${monthDay}`
}
