// The writes most stores make, once. A permission rule from sync/permissions is part of the
// statement's where clause, so "may this viewer change this row" and "change it" are one
// statement; when no row comes back, a second look inside the same transaction tells "not
// there" (404) from "not yours" (403). A create keeps the id a client chose, so a retried
// create (the offline outbox sends again) is detected as a 409 instead of written twice.
import type { Expression, InsertObject, Kysely, Selectable, SqlBool, Transaction, UpdateObject } from 'kysely'
import type { DB } from './types'
import { conflict, forbidden, notFound } from '../http/errors'

/** The tables whose rows are named by an `id` column. */
export type IdTable = { [T in keyof DB]: DB[T] extends { id: unknown } ? T : never }[keyof DB]

/** What the caller is told when a guarded write found no row. */
export interface Refusals {
  notFound: string
  forbidden: string
}

// Kysely cannot follow a table name that is a type parameter through its query builders, so
// the queries below are built on a loose view of the database; the signatures keep the
// callers' types exact.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseDB = Record<string, Record<string, any>>
const untyped = (db: Kysely<DB>) => db as unknown as Kysely<LooseDB>
type Loose = Record<string, unknown>

/** After a guarded write missed: throws the 403 when the row is there, the 404 when it is not. */
async function missOrDenied(trx: Transaction<DB>, table: IdTable, id: string, refusals: Refusals): Promise<never> {
  const exists = await untyped(trx).selectFrom(table as string).select('id').where('id', '=', id).executeTakeFirst()
  throw exists ? forbidden(refusals.forbidden) : notFound(refusals.notFound)
}

/** Inserts a row, with the client's id when it sent one; that id already taken is `conflictMessage` (409). */
export async function insertOnce<T extends IdTable>(
  trx: Transaction<DB>,
  table: T,
  values: InsertObject<DB, T>,
  id: string | undefined,
  conflictMessage: string,
): Promise<Selectable<DB[T]>> {
  const row = await untyped(trx)
    .insertInto(table as string)
    .values({ ...(values as Loose), ...(id ? { id } : {}) })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst()
  if (!row) throw conflict(conflictMessage)
  return row as Selectable<DB[T]>
}

/** Updates row `id` where `guard` lets the viewer; the row as written. */
export async function updateGuarded<T extends IdTable>(
  trx: Transaction<DB>,
  table: T,
  id: string,
  changes: UpdateObject<DB, T>,
  guard: Expression<SqlBool>,
  refusals: Refusals,
): Promise<Selectable<DB[T]>> {
  const row = await untyped(trx).updateTable(table as string).set(changes as Loose).where('id', '=', id).where(guard).returningAll().executeTakeFirst()
  return (row as Selectable<DB[T]> | undefined) ?? missOrDenied(trx, table, id, refusals)
}

/** Deletes row `id` where `guard` lets the viewer; the row as it was. */
export async function deleteGuarded<T extends IdTable>(
  trx: Transaction<DB>,
  table: T,
  id: string,
  guard: Expression<SqlBool>,
  refusals: Refusals,
): Promise<Selectable<DB[T]>> {
  const row = await untyped(trx).deleteFrom(table as string).where('id', '=', id).where(guard).returningAll().executeTakeFirst()
  return (row as Selectable<DB[T]> | undefined) ?? missOrDenied(trx, table, id, refusals)
}

/**
 * Deletes row `id` where `guard` lets the viewer; otherwise `notFoundMessage` (404) whether the
 * row is there or not, for rows whose existence is none of another viewer's business.
 */
export async function deleteOr404<T extends IdTable>(db: Kysely<DB>, table: T, id: string, guard: Expression<SqlBool>, notFoundMessage: string): Promise<void> {
  const row = await untyped(db).deleteFrom(table as string).where('id', '=', id).where(guard).returning('id').executeTakeFirst()
  if (!row) throw notFound(notFoundMessage)
}
