// The "af Y" of "Viser X af Y": a separate count, so the list itself never loads every row.
import type { CompiledQuery } from 'kysely'
import { useLiveQuery } from '@/db/live-query'

/** The query selects one integer column named n. */
export function useLiveCount(query: CompiledQuery<{ n: number }>): number | undefined
export function useLiveCount(sql: string, params?: unknown[]): number | undefined
export function useLiveCount(query: string | CompiledQuery<{ n: number }>, params: unknown[] = []): number | undefined {
  const [sql, values] = typeof query === 'string' ? [query, params] : [query.sql, [...query.parameters]]
  return useLiveQuery<{ n: number }>(sql, values)?.rows[0]?.n
}
