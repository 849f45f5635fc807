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
} from 'kysely'
import { personNameSql, profileNameSql } from '../../../sync/person-name'
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

/** A person's name as the pages show it (sync/person-name.ts), over the profiles row `alias`; null without any. */
export const knownName = (alias: string) => sql<string | null>`${sql.raw(profileNameSql(alias))}`

/** knownName, else 'Ukendt bruger'. */
export const personName = (alias: string) => sql<string>`${sql.raw(personNameSql(alias))}`
