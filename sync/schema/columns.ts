// A tiny column vocabulary for synced tables. The central schema itself lives in
// migrations/*.sql; these definitions describe the *synced* part of it so the browser can
// build its local tables and both sides share one row type. A test compares them with the
// live information_schema so the two can never drift silently.

export type PgType = 'text' | 'uuid' | 'int4' | 'bool' | 'date' | 'timestamptz' | 'jsonb'

export interface ColumnDef<T = unknown, P extends PgType = PgType> {
  type: P
  nullable: boolean
  /** Only for the TypeScript row type; never read at run time. */
  readonly __type?: T
}

// The column type is kept in the TypeScript type too: the browser's row type maps it to what
// PGlite returns (client/src/db/local-types.ts), which for dates is not what the server reads.
const col =
  <T, P extends PgType>(type: P) =>
  (): ColumnDef<T, P> & { nullable: false; orNull(): ColumnDef<T | null, P> } => ({
    type,
    nullable: false,
    orNull: () => ({ type, nullable: true }),
  })

export const c = {
  text: col<string, 'text'>('text'),
  uuid: col<string, 'uuid'>('uuid'),
  int: col<number, 'int4'>('int4'),
  bool: col<boolean, 'bool'>('bool'),
  /** 'YYYY-MM-DD' */
  date: col<string, 'date'>('date'),
  /** ISO timestamp string */
  timestamptz: col<string, 'timestamptz'>('timestamptz'),
  jsonb: <T>() => col<T, 'jsonb'>('jsonb')(),
}

export interface TableDef<Cols extends Record<string, ColumnDef> = Record<string, ColumnDef>> {
  name: string
  primaryKey: readonly string[]
  columns: Cols
}

export function table<Cols extends Record<string, ColumnDef>>(
  name: string,
  primaryKey: readonly (keyof Cols & string)[],
  columns: Cols,
): TableDef<Cols> {
  return { name, primaryKey, columns }
}

/** A table keyed by a uuid `id` (most synced tables): the id comes first, then `columns`. */
export function entity<Cols extends Record<string, ColumnDef>>(name: string, columns: Cols) {
  return table(name, ['id'], { id: c.uuid(), ...columns })
}

// Column groups several tables share, spread in where the columns mean the same thing.

/** Who made the row, the column the ownership rules read (null: no longer known), and when. */
export const authored = { created_by: c.text().orNull(), created_at: c.timestamptz() }

/** A postal address (of a person, of a contact), every part optional. */
export const postalAddress = { address: c.text().orNull(), city: c.text().orNull(), postal_code: c.text().orNull(), country: c.text().orNull() }

/** A comment under a news item or a post: its author (null: no longer known), the text, when. */
export const commentColumns = { user_id: c.text().orNull(), content: c.text(), created_at: c.timestamptz() }

/** A category (of handbooks, of contacts): a name people choose, a description, its author. */
export const categoryColumns = { name: c.text(), description: c.text().orNull(), ...authored }

/** A row of a list in a form: its place in the list, and the version a save names (a trigger bumps it on every update). */
export const listItem = { sort_order: c.int(), version: c.int() }

/** The row type a TableDef describes, as it looks once parsed from the sync stream. */
export type RowOf<T extends TableDef> = {
  [K in keyof T['columns']]: T['columns'][K] extends ColumnDef<infer V> ? V : never
}
