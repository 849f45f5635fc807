// The database of a query test: a real PGlite with the browser's own local tables and the query
// builder loaded, as a page has them; `rows` runs a compiled query as the live-query layer does.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
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

/**
 * The test file's database: opened and filled by `seed` (SQL) before its tests, closed after
 * them. Its `db` and `rows` are there once the tests run, not while the file is read.
 */
export function seededLocalTestDatabase(seed: string) {
  let open: LocalTestDatabase | undefined
  beforeAll(async () => {
    open = await openLocalTestDatabase()
    await open.db.exec(seed)
  }, 90_000)
  afterAll(() => open?.db.close())
  const current = () => {
    if (!open) throw new Error('seededLocalTestDatabase: the database opens in beforeAll; use it within the tests')
    return open
  }
  return {
    get db() {
      return current().db
    },
    rows: <R>(query: CompiledQuery<R>) => current().rows(query),
  }
}
