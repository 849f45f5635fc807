// Writes the large firm straight into PostgreSQL with set-based SQL, as years of
// use would have left it. Plain inserts go through the change-capture triggers like any write.
// Needs a migrated database with the administrator the app creates on first start (we copy
// that account's password hash, so every seeded person signs in with ADMIN_PASSWORD).
import type pg from 'pg'
import { log } from '../stats'
import { seedContent } from './seed-content'
import { seedPeople } from './seed-people'
import { seedWork } from './seed-work'

export type FirmCounts = Record<string, number>

const COUNTED = [
  'user', 'profiles', 'posts', 'post_comments', 'company_news', 'news_comments', 'meetings', 'meeting_cases',
  'meeting_case_assignees', 'meeting_attendees', 'meeting_other_tasks', 'meeting_news_opportunities', 'vacations',
  'projects', 'project_updates', 'project_important_dates', 'contacts', 'events', 'sync_changes',
]

export async function seedLargeFirm(pool: pg.Pool, adminEmail: string): Promise<{ counts: FirmCounts; seconds: number }> {
  const started = Date.now()
  const db = await pool.connect()
  try {
    const admin = await db.query<{ id: string; password: string }>(
      `select u.id, a.password from "user" u join account a on a."userId" = u.id and a."providerId" = 'credential'
        where u.email = $1`,
      [adminEmail],
    )
    if (!admin.rows[0]?.password) throw new Error(`no administrator ${adminEmail} with a password to copy`)
    const { id: adminId, password } = admin.rows[0]
    // Same firm on every run: random() is seeded per connection.
    await db.query(`select setseed(0.42)`)
    const step = async (name: string, run: () => Promise<void>) => {
      const t = Date.now()
      await run()
      log(`seed ${name}: ${Date.now() - t} ms`)
    }
    await step('people', () => seedPeople(db, password))
    await step('posts and news', () => seedContent(db, adminId))
    await step('meetings, vacations, projects, events', () => seedWork(db, adminId))
    await db.query('analyze')
    const counts: FirmCounts = {}
    for (const table of COUNTED) {
      const { rows } = await db.query<{ n: string }>(`select count(*) as n from "${table}"`)
      counts[table] = Number(rows[0].n)
    }
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from posts where not approved`)
    counts.pending_posts = Number(rows[0].n)
    return { counts, seconds: Math.round((Date.now() - started) / 100) / 10 }
  } finally {
    db.release()
  }
}
