// The database of a query test: a real PGlite with the browser's own local tables and the query
// builder loaded, as a page has them; `rows` runs a compiled query as the live-query layer does.
import { PGlite } from '@electric-sql/pglite'
import type { CompiledQuery } from 'kysely'
import { ensureLocalSchema } from './local-schema-init'
import { loadQueryBuilder } from './local-query'

export interface LocalTestDatabase {
  db: PGlite
  rows<R>(query: CompiledQuery<R>): Promise<R[]>
}

export async function openLocalTestDatabase(): Promise<LocalTestDatabase> {
  const db = await PGlite.create()
  await loadQueryBuilder()
  await ensureLocalSchema(db)
  return { db, rows: async <R>(query: CompiledQuery<R>) => (await db.query<R>(query.sql, [...query.parameters])).rows }
}

/** A valid uuid that reads as its number, for fixtures. */
export const testUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
