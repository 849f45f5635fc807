// Forward-only SQL migrations from migrations/NNNN_name.sql, applied in order at start and
// recorded in schema_migrations. An advisory lock keeps two starting replicas from racing.
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import type { SqlClient } from '../../sync/engine/sql-client'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url))
const MIGRATION_LOCK = 7301

export async function migrate(db: SqlClient, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort()
  await db.query(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`)
  const applied: string[] = []
  await db.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
  try {
    const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name))
    for (const file of files) {
      if (done.has(file)) continue
      const body = await readFile(join(dir, file), 'utf8')
      // One transaction per file: a failing migration leaves nothing half-applied.
      await db.exec(`begin;\n${body}\n;insert into schema_migrations (name) values ('${file}');\ncommit;`).catch(
        async (err) => {
          await db.query('rollback').catch(() => {})
          throw new Error(`Migration ${file} failed: ${err.message}`)
        },
      )
      applied.push(file)
    }
  } finally {
    await db.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
  }
  return applied
}
