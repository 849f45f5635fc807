import type { TableDef } from '../schema'
import type { Rule } from '../rules'

export interface ShapeDef {
  /** The server table. */
  table: TableDef
  /** The browser table the rows are stored in (several shapes may read one server table). */
  localTable: string
  /** Synced columns; the primary key is always among them. */
  columns: readonly string[]
  where: Rule<any>
}

export const allColumns = (t: TableDef) => Object.keys(t.columns)
