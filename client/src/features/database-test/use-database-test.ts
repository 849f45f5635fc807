// The connection test: one row each from the local profiles and posts tables (what the page
// has always read), plus what sync has done: the shapes it follows and how far each got.
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { useLiveQueryFromDatabase } from '@/db/live-query'
import { usePGlite } from '@/db/pages-db'
import { syncStatusAtom } from '@/db/sync-status'

export type TestResult = { ok: true; row: Record<string, unknown> | null } | { ok: false; message: string }

export interface ShapeState {
  shape: string
  offset: string | null
  synced_at: Date | null
}

async function readOne(db: ReturnType<typeof usePGlite>, table: 'profiles' | 'posts'): Promise<TestResult> {
  try {
    const { rows } = await db.query<Record<string, unknown>>(`select * from "${table}" limit 1`)
    return { ok: true, row: rows[0] ?? null }
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) }
  }
}

export function useDatabaseTest(enabled: boolean) {
  const db = usePGlite()
  const [profiles, setProfiles] = useState<TestResult | null>(null)
  const [posts, setPosts] = useState<TestResult | null>(null)
  const [sizeBytes, setSizeBytes] = useState<number | null>(null)
  const [runs, setRuns] = useState(0)
  // Read again as sync progresses: read before the first sync, the tables are still empty.
  const { upToDate, lastSyncedAt } = useAtomValue(syncStatusAtom)

  useEffect(() => {
    if (!enabled) return
    let active = true
    void readOne(db, 'profiles').then((r) => active && setProfiles(r))
    void readOne(db, 'posts').then((r) => active && setPosts(r))
    db.query<{ size: string }>('select pg_database_size(current_database())::text as size').then(
      (r) => active && setSizeBytes(Number(r.rows[0]?.size ?? 0)),
      () => active && setSizeBytes(null),
    )
    return () => {
      active = false
    }
  }, [db, enabled, runs, upToDate, lastSyncedAt])

  const shapes = useLiveQueryFromDatabase<ShapeState>(`select shape, "offset", synced_at from "_sync_state" order by shape`, [])?.rows
  return { profiles, posts, sizeBytes, shapes, synced: upToDate || lastSyncedAt !== null, rerun: () => setRuns((n) => n + 1) }
}
