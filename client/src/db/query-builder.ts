// Kysely itself, compile only: the one module that imports it at run time (local-query.ts loads
// it as a chunk of its own). Nothing here opens a connection or reads a schema: the driver is
// Kysely's dummy and no introspector is made.
import { DummyDriver, Kysely, PostgresAdapter, PostgresQueryCompiler, sql } from 'kysely'
import type { LocalDatabase } from './local-types'

export const builder = new Kysely<LocalDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: () => {
      throw new Error('localQuery compiles queries only; it has no database to introspect')
    },
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

export { sql }
