// The "af Y" of "Viser X af Y": a separate count, so the list itself never loads every row.
import { useLiveQuery } from '@/db/live-query'

/** `sql` selects one integer column named n. */
export function useLiveCount(sql: string, params: unknown[] = []): number | undefined {
  return useLiveQuery<{ n: number }>(sql, params)?.rows[0]?.n
}
