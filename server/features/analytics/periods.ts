// The boundaries 'today' and 'this week' mean for a Danish firm: Danish midnight, and the
// Monday the Danish week starts on — not the server's UTC day.
import { danishOffset, ZONE } from '../../http/danish-time'

const INACTIVE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** 'YYYY-MM-DD' of the instant as a Dane's calendar shows it. */
export function danishDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

const midnight = (day: string) => new Date(`${day}T00:00:00${danishOffset(day)}`)

export interface ActivityPeriods {
  startOfToday: Date
  startOfWeek: Date
  inactiveBefore: Date
}

export function activityPeriods(now: Date): ActivityPeriods {
  const today = danishDay(now)
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7 // Monday = 0
  const monday = danishDay(new Date(new Date(`${today}T12:00:00Z`).getTime() - weekday * DAY_MS))
  return {
    startOfToday: midnight(today),
    startOfWeek: midnight(monday),
    inactiveBefore: new Date(now.getTime() - INACTIVE_DAYS * DAY_MS),
  }
}
