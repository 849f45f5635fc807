import { authored, c, entity, type RowOf } from './columns'

export const VACATION_STATUSES = ['pending', 'approved'] as const
export type VacationStatus = (typeof VACATION_STATUSES)[number]

export const vacations = entity('vacations', {
  /** Whose vacation it is. */
  user_id: c.text(),
  start_date: c.date(),
  end_date: c.date(),
  status: c.text(),
  /** Who registered it (an admin may register a vacation for someone else). */
  ...authored,
  updated_at: c.timestamptz(),
})
export type Vacation = RowOf<typeof vacations>
