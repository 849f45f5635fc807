import { events } from '../schema'
import { eventRules } from '../permissions'
import { allColumns, type ShapeDef } from './types'

export const eventShapes = {
  events: { table: events, localTable: 'events', columns: allColumns(events), where: eventRules.read },
} satisfies Record<string, ShapeDef>
