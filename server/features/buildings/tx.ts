// Small helpers every building write uses: the transaction id the browser waits for in the
// sync stream, and ids from the URL (malformed → 404, never a database error).
import { sql, type Transaction } from 'kysely'
import type { DB } from '../../db/types'
import { badRequest, notFound } from '../../http/errors'
import { isUuid } from '../../http/validate'

export async function currentTxid(trx: Transaction<DB>): Promise<string> {
  const { rows } = await sql<{ txid: string }>`select txid_current()::text as txid`.execute(trx)
  return rows[0].txid
}

export function uuidParam(value: string | undefined, message: string): string {
  if (!isUuid(value)) throw notFound(message)
  return value.toLowerCase()
}

/** An optional client-chosen id for a create (retries of one action then stay one row). */
export function clientId(body: Record<string, unknown>): string | undefined {
  if (body.id === undefined) return undefined
  if (!isUuid(body.id)) throw badRequest('Ugyldigt id')
  return body.id.toLowerCase()
}
