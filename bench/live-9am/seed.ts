// The firm at 9 am: the large firm's 2,000 people (bench/large-firm/seed-people.ts: users,
// profiles, departments, 400 contacts) and a little content, so a first visit's sync is the
// people directory plus a handful of rows, not years of posts. Then one session per simulated
// browser, written straight into better-auth's table: 2,000 sign-ins through /api/auth would
// each spend a scrypt hash, which measures sign-in instead of sync.
import { createHmac, randomBytes } from 'node:crypto'
import type pg from 'pg'
import { EMPLOYEES, randomUser, seedPeople } from '../large-firm/seed-people'

/** The app is started with this secret (BETTER_AUTH_SECRET), so we can sign its session cookies. */
export const AUTH_SECRET = 'live-9am-secret-live-9am-secret-0123456789'
const COOKIE_NAME = 'better-auth.session_token'

export async function seedFirm(pool: pg.Pool, adminEmail: string): Promise<Record<string, number>> {
  const db = await pool.connect()
  try {
    const { rows } = await db.query<{ id: string; password: string }>(
      `select u.id, a.password from "user" u join account a on a."userId" = u.id and a."providerId" = 'credential'
        where u.email = $1`,
      [adminEmail],
    )
    if (!rows[0]?.password) throw new Error(`no administrator ${adminEmail} with a password to copy`)
    await db.query(`select setseed(0.42)`)
    await seedPeople(db, rows[0].password)
    // A few upcoming events, recent news and posts: every browser holds these.
    await db.query(
      `insert into events (title, description, date, location, created_by)
       select 'Arrangement ' || i, 'Vi ses i kantinen.', now() + i * interval '3 days', 'Kantinen', ${randomUser}
         from generate_series(1, 8) i`,
    )
    await db.query(
      `insert into company_news (user_id, headline, content, created_at, updated_at)
       select ${randomUser}, 'Nyhed ' || i, 'Kort nyt fra ledelsen.', now() - i * interval '5 days', now() - i * interval '5 days'
         from generate_series(1, 6) i`,
    )
    await db.query(
      `insert into posts (user_id, headline, content, approved, created_at, updated_at)
       select ${randomUser}, 'Opslag ' || i, '<p>Hej alle.</p>', true, now() - i * interval '4 days', now() - i * interval '4 days'
         from generate_series(1, 6) i`,
    )
    await db.query('analyze')
    const counts: Record<string, number> = {}
    for (const table of ['user', 'profiles', 'contacts', 'events', 'company_news', 'posts']) {
      const { rows: n } = await db.query<{ n: string }>(`select count(*) as n from "${table}"`)
      counts[table] = Number(n[0].n)
    }
    return counts
  } finally {
    db.release()
  }
}

/** The Cookie header better-auth accepts for `token`: "<token>.<HMAC-SHA256, base64>", URL-encoded. */
export function sessionCookie(token: string, secret = AUTH_SECRET): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64')
  return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`
}

/**
 * `count` sessions, one per browser, spread over the seeded people (lf-u-0001 …, round robin;
 * the last 20 people are administrators, as in the large firm). Returns their Cookie headers.
 */
export async function createSessions(pool: pg.Pool, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'))
  const users = tokens.map((_, i) => `lf-u-${String((i % EMPLOYEES) + 1).padStart(4, '0')}`)
  await pool.query(
    `insert into "session" (id, token, "expiresAt", "userId", "userAgent")
     select 'live-9am-' || t.ord, t.token, now() + interval '7 days', t.user_id, 'live-9am simulated browser'
       from unnest($1::text[], $2::text[]) with ordinality as t(token, user_id, ord)`,
    [tokens, users],
  )
  return tokens.map((token) => sessionCookie(token))
}

/** One cookie must open a shape (the proxy's session lookup) and be a session to better-auth (writes). */
export async function checkCookie(appUrl: string, cookie: string): Promise<void> {
  const shape = await fetch(`${appUrl}/api/shapes/profiles?offset=-1`, { headers: { cookie } })
  await shape.body?.cancel()
  if (shape.status !== 200) throw new Error(`a seeded session's cookie opened no shape: HTTP ${shape.status}`)
  const res = await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie } })
  const body = (await res.json().catch(() => null)) as { session?: { token?: string } } | null
  const token = decodeURIComponent(cookie.split('=')[1]).split('.')[0]
  if (body?.session?.token !== token) throw new Error(`better-auth did not accept a seeded session's cookie: HTTP ${res.status}`)
}
