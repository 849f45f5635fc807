// Project labels and dates as the project pages show them.
import { PROJECT_STATUSES, type ProjectStatus } from '../../../../sync/schema/projects'

/** The status badge on the project cards (pending reads 'Nybyg'). */
export const LIST_BADGE: Record<ProjectStatus, string> = {
  pending: 'Nybyg',
  in_progress: 'I gang',
  completed: 'Afsluttet',
}

/** The status everywhere else (select options, detail page, timeline). */
export const STATUS_LABEL: Record<ProjectStatus, string> = {
  pending: 'Afventer',
  in_progress: 'I gang',
  completed: 'Afsluttet',
}

/** The statuses as a select offers them. */
export const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }))

const known = (status: string): ProjectStatus => (status in STATUS_LABEL ? (status as ProjectStatus) : 'pending')

export const listBadge = (status: string) => LIST_BADGE[known(status)]
export const statusLabel = (status: string) => STATUS_LABEL[known(status)]

/** Badge colours per status, readable in light and dark. */
export const STATUS_CLASS: Record<ProjectStatus, string> = {
  pending: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  in_progress: 'border-transparent bg-blue-100 text-blue-900 dark:bg-blue-900/40 dark:text-blue-100',
  completed: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
}
export const statusClass = (status: string) => STATUS_CLASS[known(status)]

const DAY = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const STAMP = new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' })

/** A date column ('YYYY-MM-DD') in da-DK, e.g. '14. juli 2030'; null → null. */
export function formatDay(iso: string | null | undefined): string | null {
  if (!iso) return null
  const d = new Date(`${iso.slice(0, 10)}T12:00:00Z`)
  return Number.isNaN(d.getTime()) ? null : DAY.format(d)
}

/** A timestamp in da-DK with the time, e.g. '3. jul. 2030 14.05'. */
export const formatStamp = (value: Date | string) => STAMP.format(value instanceof Date ? value : new Date(value))

/** '1. marts 2030 – 30. juni 2030', or one end only, or null. */
export function formatPeriod(start: string | null, end: string | null): string | null {
  const [a, b] = [formatDay(start), formatDay(end)]
  if (a && b) return `${a} – ${b}`
  if (a) return `Fra ${a}`
  if (b) return `Til ${b}`
  return null
}
