import type { TableDef } from '../schema'
import type { AnyRule } from '../rules'

/**
 * How much of a shape a browser holds (docs/architecture.md, "What each browser holds").
 * - `all`: every row the viewer may see, synced up front and kept live (lean lists, the
 *   viewer's own things, anything needed offline on site).
 * - `recent`: the stream carries changes only (`log=changes_only`); rows whose `column` lies
 *   within the last `days` are fetched up front as a subset snapshot, older rows page by page
 *   on demand (newest first, `pageSize` at a time) or one by one through `lookups`. Whatever
 *   was fetched stays local and live, so it reads offline.
 */
export type Holding =
  | { kind: 'all' }
  | {
      kind: 'recent'
      /** A timestamptz column: the up-front window and the order of older pages. */
      column: string
      days: number
      pageSize: number
      /** Columns an older page may also be narrowed by (equality), e.g. a post's status. */
      filters?: readonly string[]
      /** Rows held up front whatever their age, e.g. pending posts that wait for an editor. */
      keep?: { column: string; value: string }
      /** Columns that fetch the rows of one thing by equality, e.g. the comments of one item. */
      lookups?: readonly string[]
    }

export interface ShapeDef {
  /** The server table. */
  table: TableDef
  /** The browser table the rows are stored in (several shapes may read one server table). */
  localTable: string
  /** Synced columns; the primary key is always among them. */
  columns: readonly string[]
  where: AnyRule
  /** Default `{ kind: 'all' }`. */
  holding?: Holding
}

/** Column lists keep their names in the type: the browser's row types are derived from them. */
export type ColumnName<T extends TableDef> = keyof T['columns'] & string

export const allColumns = <T extends TableDef>(t: T) => Object.keys(t.columns) as ColumnName<T>[]

export const allColumnsExcept = <T extends TableDef, X extends ColumnName<T>>(t: T, except: readonly X[]) =>
  allColumns(t).filter((c) => !(except as readonly string[]).includes(c)) as Exclude<ColumnName<T>, X>[]
