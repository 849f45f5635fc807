// The catalogue of synced shapes. The browser asks for a shape by name only; the server
// resolves table, columns and where from this catalogue and the signed-in viewer.
import { events, profiles, type TableDef } from './schema'
import { eventRules, profileRules } from './permissions'
import { whereFor, type Rule, type SqlWhere, type Viewer } from './rules'

export interface ShapeDef {
  /** The server table. */
  table: TableDef
  /** The browser table the rows are stored in (several shapes may read one server table). */
  localTable: string
  /** Synced columns; the primary key is always among them. */
  columns: readonly string[]
  where: Rule<any>
}

const allColumns = (t: TableDef) => Object.keys(t.columns)
const PRIVATE_PROFILE_COLUMNS = ['emergency_contact_name', 'emergency_contact_phone', 'notes', 'qr_code']

export const shapes = {
  events: { table: events, localTable: 'events', columns: allColumns(events), where: eventRules.read },
  profiles: {
    table: profiles,
    localTable: 'profiles',
    columns: allColumns(profiles).filter((c) => !PRIVATE_PROFILE_COLUMNS.includes(c)),
    where: profileRules.readPublic,
  },
  my_profile: {
    table: profiles,
    localTable: 'my_profile',
    columns: allColumns(profiles),
    where: profileRules.readPrivate,
  },
} satisfies Record<string, ShapeDef>

export type ShapeName = keyof typeof shapes
export const shapeNames = Object.keys(shapes) as ShapeName[]

export const isShapeName = (name: string): name is ShapeName =>
  Object.prototype.hasOwnProperty.call(shapes, name)

/** What the proxy sends upstream for this viewer: never anything the browser chose. */
export function resolveShape(name: ShapeName, viewer: Viewer): {
  table: string
  columns: readonly string[]
  where: SqlWhere
} {
  const def: ShapeDef = shapes[name]
  return { table: def.table.name, columns: def.columns, where: whereFor(def.where, viewer) }
}
