// A fixed-window request counter in the database (public_rate_limits), so every replica
// behind the load balancer counts the same requests. One statement increments or restarts
// the window atomically, whatever the concurrency.
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/types'

export interface RateLimit {
  /** Requests allowed per window and key. */
  max: number
  windowSeconds: number
}

export interface RateLimitResult {
  allowed: boolean
  count: number
  /** Seconds until the window restarts. */
  retryAfter: number
}

export async function hitRateLimit(kysely: Kysely<DB>, key: string, limit: RateLimit): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`
  const { rows } = await sql<{ count: number; retry_after: number }>`
    insert into public_rate_limits as r (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when r.window_start <= now() - ${window} then 1 else r.count + 1 end,
      window_start = case when r.window_start <= now() - ${window} then now() else r.window_start end
    returning count, ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after
  `.execute(kysely)
  const { count, retry_after } = rows[0]
  // Now and then, forget addresses that have been quiet for a day.
  if (Math.random() < 0.01) {
    await sql`delete from public_rate_limits where window_start < now() - interval '1 day'`.execute(kysely).catch(() => {})
  }
  return { allowed: count <= limit.max, count, retryAfter: Math.max(1, retry_after) }
}

/** The current window's count for `key` without counting this request (e.g. count failures only). */
export async function peekRateLimit(kysely: Kysely<DB>, key: string, limit: RateLimit): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`
  const { rows } = await sql<{ count: number; retry_after: number }>`
    select count, ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after
      from public_rate_limits where key = ${key} and window_start > now() - ${window}
  `.execute(kysely)
  const count = rows[0]?.count ?? 0
  return { allowed: count < limit.max, count, retryAfter: Math.max(1, rows[0]?.retry_after ?? 1) }
}
