// The browser's database as the pages' queries see it: one table per synced shape, with exactly
// the shape's columns, typed as PGlite hands them back rather than as the sync stream spells
// them. Derived from the shape catalogue and sync/schema, so a renamed or dropped column is a
// type error in every query that names it. local-types.test.ts checks each mapping against a
// real PGlite.
import type { ColumnDef, PgType, TableDef } from '../../../sync/schema'
import type { shapes } from '../../../sync/shapes'

/**
 * What PGlite 0.5.8's default parsers return for each column type. Dates and timestamps come
 * back as Date (a date as midnight UTC); uuid and text as strings; jsonb parsed. A query that
 * wants the 'YYYY-MM-DD' text of a date casts it (`cast(valid_until as text)`).
 */
interface PgliteValues {
  text: string
  uuid: string
  int4: number
  bool: boolean
  date: Date
  timestamptz: Date
}

/** A column's value once read from the local database. jsonb keeps the type its schema names. */
export type LocalValue<C> =
  C extends ColumnDef<infer T, infer P>
    ? P extends keyof PgliteValues
      ? PgliteValues[P] | (null extends T ? null : never)
      : T
    : never

type ShapeColumns<S> = S extends { columns: readonly (infer N)[] } ? N : never

/** A local table's row: the shape's synced columns of its server table. */
export type LocalRow<S extends { table: TableDef; columns: readonly string[] }> = {
  [K in keyof S['table']['columns'] & ShapeColumns<S>]: LocalValue<S['table']['columns'][K]>
}

type Catalogue = typeof shapes

/**
 * Every local table, named like its shape (local-types.test.ts holds the catalogue to that).
 * Kysely's database type: see local-query.ts.
 */
export type LocalDatabase = { [Name in keyof Catalogue]: LocalRow<Catalogue[Name]> }

export type LocalTableName = keyof LocalDatabase

type Assert<T extends true> = T
/** Fails to compile when sync/schema gains a column type that PgliteValues does not map. */
export type EveryPgTypeMapped = Assert<[Exclude<PgType, keyof PgliteValues | 'jsonb'>] extends [never] ? true : false>
