// Dates as the meeting pages show them, in da-DK.
const dateTime = new Intl.DateTimeFormat('da-DK', { dateStyle: 'full', timeStyle: 'short' })
const shortDate = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric' })
const utcDay = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

export const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v))

/** e.g. 'fredag den 7. marts 2031 kl. 09.00' */
export const formatMeetingDateTime = (v: Date | string) => dateTime.format(toDate(v))

/** e.g. '7. mar. 2031' */
export const formatMeetingDate = (v: Date | string) => shortDate.format(toDate(v))

/** A 'YYYY-MM-DD' calendar day, never shifted by the browser's zone. */
export function formatDay(day: string | null | undefined): string | null {
  if (!day) return null
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? day : utcDay.format(d)
}
