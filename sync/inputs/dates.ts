// The one strict reading of dates for every input: a day must exist in the calendar (no
// 30 February silently becoming 1 March, as Date.parse and PostgreSQL's casts would have it).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/

/** A real calendar day as 'YYYY-MM-DD' (no 31 February, a year Postgres can hold). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (y < 1900 || y > 9999) return false
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** A real day, or a real day with a real time of day ('2031-03-01T07:00', seconds and zone optional). */
export function isIsoDateOrDateTime(value: string): boolean {
  if (isIsoDate(value)) return true
  const m = ISO_DATE_TIME.exec(value)
  if (!m || !isIsoDate(m[1])) return false
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)]
  return h < 24 && min < 60 && s < 60 && !Number.isNaN(Date.parse(value))
}
