import { authored, c, entity, type RowOf } from './columns'

export const events = entity('events', {
  title: c.text(),
  description: c.text().orNull(),
  date: c.timestamptz(),
  location: c.text().orNull(),
  ...authored,
})
export type Event = RowOf<typeof events>
