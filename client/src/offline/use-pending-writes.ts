// Writes still in the outbox, for pages that show them at once as pending rows. A write the
// server has acknowledged stays here until sync brings its row (then the outbox row is
// deleted in the same transaction that applies it), so the list never flickers or doubles.
import { useMemo } from 'react'
import { useLiveQueryFromDatabase } from '@/db/live-query'

export interface PendingWrite<B> {
  id: string
  method: string
  path: string
  body: B | null
  created_at: Date
  last_error: string | null
  /** Done on the server; only waiting for sync. */
  acknowledged: boolean
}

// One query for every caller (a page of news items each asks for its own comments' writes):
// the outbox holds a handful of rows, so filtering them here costs less than a query each.
const ALL_WRITES = `select id, method, path, body, created_at, last_error, acknowledged_at is not null as acknowledged
  from local.outbox order by seq`

export function usePendingWrites<B>(method: string, path: string): PendingWrite<B>[] {
  const rows = useLiveQueryFromDatabase<PendingWrite<string>>(ALL_WRITES)?.rows
  return useMemo(
    () =>
      (rows ?? [])
        .filter((r) => r.method === method && r.path === path)
        .map((r) => ({ ...r, body: r.body === null ? null : (JSON.parse(r.body) as B) })),
    [rows, method, path],
  )
}
