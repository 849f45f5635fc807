// FeedItems → an RFC 5545 calendar. ical-generator does the escaping, line folding and CRLF;
// here only what the items mean: timed items last an hour, whole-day items end the day after
// their last day (DTEND is exclusive for dates).
import ical from 'ical-generator'
import type { FeedItem } from './feed-items'

const HOUR = 60 * 60 * 1000

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`)
const dayAfter = (day: string) => new Date(utcDay(day).getTime() + 24 * HOUR)

export function renderCalendar(name: string, host: string, items: FeedItem[]): string {
  const cal = ical({ name, prodId: { company: 'intranet', product: 'kalender', language: 'DA' }, ttl: 60 * 60 })
  for (const item of items) {
    const common = { id: `${item.uid}@${host}`, summary: item.summary, description: item.description ?? undefined, location: item.location ?? undefined, url: item.url }
    if (item.day) {
      cal.createEvent({ ...common, allDay: true, start: utcDay(item.day.first), end: dayAfter(item.day.last) })
    } else if (item.start) {
      const start = new Date(item.start)
      cal.createEvent({ ...common, start, end: new Date(start.getTime() + HOUR) })
    }
  }
  return cal.toString()
}
