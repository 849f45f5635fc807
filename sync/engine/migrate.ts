// Forward-only SQL migrations from migrations/NNNN_name.sql, applied in order at start and
// recorded in schema_migrations. Each file runs as one script — one implicit transaction on one
// connection — that first takes a transaction-scoped advisory lock and records itself, so
// two replicas starting at once apply every file exactly once and a failure leaves nothing.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SqlClient } from './sql-client'
import { PROJECT_ROOT } from './project-root'

export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'migrations')
const MIGRATION_LOCK = 7301

export async function migrate(db: SqlClient, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort()
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`)
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name))
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const body = await readFile(join(dir, file), 'utf8')
    // No begin/commit: several statements in one simple query are one implicit transaction,
    // rolled back whole on error without leaving the pooled connection in an aborted state.
    const script = `select pg_advisory_xact_lock(${MIGRATION_LOCK});
insert into schema_migrations (name) values ('${file}');
${body}
;`
    try {
      await db.exec(script)
      applied.push(file)
    } catch (err) {
      // Another replica applied it while we waited for the lock.
      if ((err as { code?: string }).code === '23505') continue
      throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err })
    }
  }
  return applied
}
