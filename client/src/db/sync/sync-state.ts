// Reads and writes the per-shape resume point in the local "_sync_state" table.
import type { Transaction } from '@electric-sql/pglite'

type Queryable = Pick<Transaction, 'query'>

export interface StoredSyncState {
  handle: string | null
  offset: string | null
  syncedAt: string | null
}

type StateRow = { shape: string; handle: string | null; offset: string | null; synced_at: Date | null }

const toState = (row: StateRow | undefined): StoredSyncState => ({
  handle: row?.handle ?? null,
  offset: row?.offset ?? null,
  syncedAt: row?.synced_at ? row.synced_at.toISOString() : null,
})

export async function readSyncState(db: Queryable, shape: string): Promise<StoredSyncState> {
  const res = await db.query<StateRow>(`select shape, handle, "offset", synced_at from "_sync_state" where shape = $1`, [shape])
  return toState(res.rows[0])
}

/** Every shape's resume point in one query (a shape never synced reads as empty). */
export async function readAllSyncStates(db: Queryable): Promise<(shape: string) => StoredSyncState> {
  const res = await db.query<StateRow>(`select shape, handle, "offset", synced_at from "_sync_state"`)
  const byShape = new Map(res.rows.map((row) => [row.shape, row]))
  return (shape) => toState(byShape.get(shape))
}

/** Records how far the local table reflects the shape; `synced` also stamps synced_at. */
export async function writeSyncState(
  db: Queryable,
  shape: string,
  handle: string | null,
  offset: string | null,
  synced: boolean,
): Promise<void> {
  await db.query(
    `insert into "_sync_state" (shape, handle, "offset", synced_at)
     values ($1, $2, $3, case when $4 then now() else null end)
     on conflict (shape) do update set
       handle = excluded.handle,
       "offset" = excluded."offset",
       synced_at = case when $4 then now() else "_sync_state".synced_at end`,
    [shape, handle, offset, synced],
  )
}
