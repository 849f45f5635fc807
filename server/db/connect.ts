// One database handle for the whole server, over embedded PGlite (DATA_DIR) or PostgreSQL
// (DATABASE_URL). Everything above this file is the same code in both modes. Kysely's writes
// in a request with an Idempotency-Key mark the key as they commit (idempotent-effects.ts);
// `sql` (the shape engine, migrations) is never part of a request's effect.
import { Kysely, PostgresDialect } from 'kysely'
import { openSqlDatabase, type DatabaseOptions } from '../../sync/engine/database'
import type { SqlClient } from '../../sync/engine/sql-client'
import { markingEffects } from './idempotent-effects'
import { PGliteDialect } from '../../sync/pglite-dialect'
import type { DB } from './types'

export type { DatabaseOptions }

export interface Database {
  mode: 'pglite' | 'postgres'
  kysely: Kysely<DB>
  sql: SqlClient
  close(): Promise<void>
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = await openSqlDatabase(options)
  const dialect = db.mode === 'postgres' ? new PostgresDialect({ pool: db.pool }) : new PGliteDialect({ pglite: db.pglite })
  return {
    mode: db.mode,
    kysely: new Kysely<DB>({ dialect: markingEffects(dialect) }),
    sql: db.sql,
    close: db.close,
  }
}
