// Creates the browser's tables. The layout comes from the shared catalogue; when its
// version changes we drop everything and let sync refill it (the local DB is only a cache).
import type { PGlite } from '@electric-sql/pglite'
import { LOCAL_SCHEMA_VERSION, localSchemaSql } from '../../../sync/local-schema'
import { searchIndexSql } from '../features/search/search-sql'
import { ensureOutboxSchema } from '../offline/outbox-schema'

/** Local-only indexes for the queries the pages run; not part of the synced contract. */
const LOCAL_INDEXES = [`create index if not exists events_date_idx on "events" ("date")`]

export async function ensureLocalSchema(db: PGlite): Promise<void> {
  await db.exec(`create table if not exists "_local_meta" (key text primary key, value text not null)`)
  const res = await db.query<{ value: string }>(`select value from "_local_meta" where key = 'schema_version'`)
  if (res.rows[0]?.value === String(LOCAL_SCHEMA_VERSION)) {
    // Same layout: still run the idempotent DDL so a table added without a bump appears.
    await db.exec(localSchemaSql())
  } else {
    await db.transaction(async (tx) => {
      await tx.exec(`drop schema public cascade; create schema public;`)
      await tx.exec(localSchemaSql())
      await tx.exec(`create table "_local_meta" (key text primary key, value text not null)`)
      await tx.query(`insert into "_local_meta" (key, value) values ('schema_version', $1)`, [
        String(LOCAL_SCHEMA_VERSION),
      ])
    })
  }
  for (const sql of [...LOCAL_INDEXES, ...searchIndexSql()]) await db.exec(sql)
  await ensureOutboxSchema(db)
}
