// After a write succeeds we keep the dialog's busy state until sync has delivered the
// change to the local table, so the list never shows the old state after the dialog closes.
import type { PGliteInterface } from '@electric-sql/pglite'

export async function waitForLocalRow(
  db: PGliteInterface,
  sql: string,
  params: unknown[],
  present: boolean,
  timeoutMs = 4_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await db.query(sql, params).catch(() => null)
    if (res && res.rows.length > 0 === present) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  // Sync is slow or offline: the change will still arrive; don't hold the user up.
  return false
}

/** After a delete: until the row has left the local table (`table` is always a literal name). */
export const waitUntilGone = (db: PGliteInterface, table: string, id: string) =>
  waitForLocalRow(db, `select 1 from ${table} where id = $1`, [id], false)
