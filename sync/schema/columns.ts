// A tiny column vocabulary for synced tables. The central schema itself lives in
// migrations/*.sql; these definitions describe the *synced* part of it so the browser can
// build its local tables and both sides share one row type. A test compares them with the
// live information_schema so the two can never drift silently.

export type PgType = 'text' | 'uuid' | 'int4' | 'bool' | 'date' | 'timestamptz' | 'jsonb'

export interface ColumnDef<T = unknown> {
  type: PgType
  nullable: boolean
  /** Only for the TypeScript row type; never read at run time. */
  readonly __type?: T
}

const col =
  <T>(type: PgType) =>
  (): ColumnDef<T> & { nullable: false; orNull(): ColumnDef<T | null> } => ({
    type,
    nullable: false,
    orNull: () => ({ type, nullable: true }),
  })

export const c = {
  text: col<string>('text'),
  uuid: col<string>('uuid'),
  int: col<number>('int4'),
  bool: col<boolean>('bool'),
  /** 'YYYY-MM-DD' */
  date: col<string>('date'),
  /** ISO timestamp string */
  timestamptz: col<string>('timestamptz'),
  jsonb: <T>() => col<T>('jsonb')(),
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
