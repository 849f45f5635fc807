// The pages' query builder: Kysely over the local database's type (local-types.ts), used only to
// compile. `.compile()` gives { sql, parameters } with the row type attached, and useLiveQuery
// runs it through the local live queries (live-query.ts); nothing here opens a connection.
// A column or table name that sync/schema does not have is a type error, and so is reading a
// field the query did not select.
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type Expression,
} from 'kysely'
import type { LocalDatabase } from './local-types'

export const localQuery = new Kysely<LocalDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

/** The row type of a compiled query, for the components that take its rows as props. */
export type QueryRow<Q> = Q extends CompiledQuery<infer R> ? R : never

/**
 * A person's name as the pages show it: full name, else name, else e-mail (blank names count
 * as missing); null without any. Given the three columns of a (possibly missing) profile, e.g.
 * `knownName(eb.ref('p.full_name'), eb.ref('p.name'), eb.ref('p.email'))`.
 */
export const knownName = (fullName: NameColumn, name: NameColumn, email: NameColumn) =>
  sql<string | null>`coalesce(nullif(trim(${fullName}), ''), nullif(trim(${name}), ''), ${email})`

/** knownName, else 'Ukendt bruger'. */
export const personName = (fullName: NameColumn, name: NameColumn, email: NameColumn) =>
  sql<string>`coalesce(${knownName(fullName, name, email)}, 'Ukendt bruger')`

type NameColumn = Expression<string | null>
