// Shared by the people features: every write answers with its transaction id, which the
// browser waits for in the sync stream (see the events feature).
import { sql, type Transaction } from 'kysely'
import type { DB } from '../../db/types'

export async function currentTxid(trx: Transaction<DB>): Promise<string> {
  const { rows } = await sql<{ txid: string }>`select txid_current()::text as txid`.execute(trx)
  return rows[0].txid
}

/** better-auth user ids are random URL-safe strings; anything else cannot name a user. */
export const isUserId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id)
