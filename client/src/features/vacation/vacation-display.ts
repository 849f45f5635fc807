// How a vacation is shown: the person's name and colour, the status label
// and the date range in da-DK.
import { displayName, type NamedProfile } from '../profile/profile-display'

/** The default profile colour, used for a vacation whose profile is missing. */
export const DEFAULT_PROFILE_COLOR = '#3b82f6'
/** Shown when a profile exists but has no usable colour. */
export const FALLBACK_DISPLAY_COLOR = '#dc2626'
export const UNKNOWN_USER = 'Ukendt bruger'

export const VACATION_STATUS_LABEL: Record<string, string> = {
  pending: 'Afventer godkendelse',
  approved: 'Godkendt',
}

export const statusLabel = (status: string) => VACATION_STATUS_LABEL[status] ?? VACATION_STATUS_LABEL.pending

/** Only plain hex colours reach a style attribute; anything else is not a colour we chose. */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

export function vacationPerson(profile: (NamedProfile & { color?: string | null }) | null | undefined): {
  name: string
  color: string
} {
  if (!profile) return { name: UNKNOWN_USER, color: DEFAULT_PROFILE_COLOR }
  const color = profile.color?.trim()
  return { name: displayName(profile, UNKNOWN_USER), color: color && HEX.test(color) ? color : FALLBACK_DISPLAY_COLOR }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The browser's calendar day as 'YYYY-MM-DD' (what date columns and date inputs use). */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** 'YYYY-MM-DD' as a Date at noon UTC, so no time zone can move it to another day. */
const dayAt = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`)

const RANGE = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** e.g. '1.–14. jul. 2030', '30. jun.–2. jul. 2030', or one day '3. jul. 2030'. */
export function formatVacationRange(start: string, end: string): string {
  if (start === end) return RANGE.format(dayAt(start))
  return RANGE.formatRange(dayAt(start), dayAt(end))
}

/** Calendar days, both ends included. */
export function vacationDays(start: string, end: string): number {
  return Math.round((dayAt(end).getTime() - dayAt(start).getTime()) / 86_400_000) + 1
}

export const daysLabel = (n: number) => (n === 1 ? '1 dag' : `${n} dage`)

/** Started already (today is inside the vacation). */
export const isOngoing = (start: string, end: string, today: string) => start <= today && today <= end

/** A notice links to a vacation as /vacation#ferie-<id>. */
export const vacationAnchor = (id: string) => `ferie-${id}`

/** The vacation a /vacation#ferie-<id> address points at, or null. */
export function linkedVacationId(hash: string): string | null {
  const match = /^#ferie-([0-9a-f-]{36})$/i.exec(hash)
  return match ? match[1].toLowerCase() : null
}
