// Wall-clock times without a zone mean Danish time: this is a Danish company, and a server
// running in UTC must not move "kl. 10" to 11 for everyone reading it.
export const ZONE = 'Europe/Copenhagen'

/** '+01:00' or '+02:00': Denmark's offset from UTC on that day ('YYYY-MM-DD'). */
export function danishOffset(day: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value
  const m = /GMT([+-])(\d{1,2})(?::(\d\d))?/.exec(name ?? '')
  return m ? `${m[1]}${m[2].padStart(2, '0')}:${m[3] ?? '00'}` : '+00:00'
}

const LOCAL = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?))?$/

/** An instant from user input; 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' without a zone is read as Danish time. */
export function parseInstant(text: string): Date {
  const m = LOCAL.exec(text.trim())
  if (!m) return new Date(text)
  const time = m[2] ?? '00:00'
  return new Date(`${m[1]}T${time.length === 5 ? `${time}:00` : time}${danishOffset(m[1])}`)
}
