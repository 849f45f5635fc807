// Writes still in the outbox, for pages that show them at once as pending rows. A write the
// server has acknowledged stays here until sync brings its row (then the outbox row is
// deleted in the same transaction that applies it), so the list never flickers or doubles.
import { useLiveQuery } from '@electric-sql/pglite-react'

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

export function usePendingWrites<B>(method: string, path: string): PendingWrite<B>[] {
  const res = useLiveQuery<PendingWrite<string>>(
    `select id, method, path, body, created_at, last_error, acknowledged_at is not null as acknowledged from local.outbox
      where method = $1 and path = $2 order by seq`,
    [method, path],
  )
  return (res?.rows ?? []).map((r) => ({ ...r, body: r.body === null ? null : (JSON.parse(r.body) as B) }))
}
