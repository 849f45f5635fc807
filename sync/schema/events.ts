import { c, table, type RowOf } from './columns'

export const events = table('events', ['id'], {
  id: c.uuid(),
  title: c.text(),
  description: c.text().orNull(),
  date: c.timestamptz(),
  location: c.text().orNull(),
  created_by: c.text().orNull(),
  created_at: c.timestamptz(),
})
export type Event = RowOf<typeof events>
