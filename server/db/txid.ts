// The id a write route answers with, so the browser can tell when the synced row of its write
// has arrived: the same value the change capture stores in sync_changes.txid and the shape
// engine sends as `txids`. It is Electric's form, the 32-bit xid (pg_current_xact_id()::xid),
// so the browser code settles writes the same way against the Electric sync service.
import { sql, type Transaction } from 'kysely'
import type { DB } from './types'

export async function currentTxid(trx: Transaction<DB>): Promise<string> {
  const { rows } = await sql<{ txid: string }>`select pg_current_xact_id()::xid::text as txid`.execute(trx)
  return rows[0].txid
}
