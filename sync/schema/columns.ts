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

/** The row type a TableDef describes, as it looks once parsed from the sync stream. */
export type RowOf<T extends TableDef> = {
  [K in keyof T['columns']]: T['columns'][K] extends ColumnDef<infer V> ? V : never
}
