// Creates the browser's tables. The layout comes from the shared catalogue; when its
// version changes we drop everything and let sync refill it (the local DB is only a cache).
// A database records the fingerprint of everything created here, so a boot that finds it
// current asks one question and is done; the data directory shipped for a first boot is made
// by this same function at build time (client/build/pglite-datadir.ts).
import type { PGlite } from '@electric-sql/pglite'
import { LOCAL_SCHEMA_VERSION, localSchemaSql } from '../../../sync/local-schema'
import { searchIndexSql } from '../features/search/search-sql'
import { ensureOutboxSchema, OUTBOX_SCHEMA_SQL } from '../offline/outbox-schema'
import { TABLE_CHANGED_CHANNEL } from './table-live'

/** Local-only indexes for the queries the pages run; not part of the synced contract. */
const LOCAL_INDEXES = [
  `create index if not exists events_date_idx on "events" ("date")`,
  // Feeds read newest first a page at a time, and count each item's comments.
  `create index if not exists posts_created_idx on "posts" ("created_at" desc, "id")`,
  `create index if not exists company_news_created_idx on "company_news" ("created_at" desc, "id")`,
  `create index if not exists post_comments_post_idx on "post_comments" ("post_id")`,
  `create index if not exists news_comments_news_idx on "news_comments" ("news_id")`,
  // A meeting, a project or a person's page looks up its children by their parent: without
  // these, each lookup scans every row of a large firm's tables.
  `create index if not exists meetings_date_idx on "meetings" ("meeting_date" desc)`,
  `create index if not exists meeting_cases_meeting_idx on "meeting_cases" ("meeting_id")`,
  `create index if not exists meeting_case_assignees_case_idx on "meeting_case_assignees" ("case_id")`,
  `create index if not exists meeting_case_assignees_user_idx on "meeting_case_assignees" ("user_id")`,
  `create index if not exists meeting_news_opportunities_meeting_idx on "meeting_news_opportunities" ("meeting_id")`,
  `create index if not exists meeting_news_opportunities_responsible_idx on "meeting_news_opportunities" ("responsible_id")`,
  `create index if not exists meeting_other_tasks_meeting_idx on "meeting_other_tasks" ("meeting_id")`,
  `create index if not exists meeting_other_tasks_responsible_idx on "meeting_other_tasks" ("responsible_id")`,
  `create index if not exists projects_created_idx on "projects" ("created_at" desc)`,
  `create index if not exists project_updates_project_idx on "project_updates" ("project_id")`,
  `create index if not exists project_images_project_idx on "project_images" ("project_id")`,
  `create index if not exists project_important_dates_project_idx on "project_important_dates" ("project_id")`,
  `create index if not exists vacations_user_idx on "vacations" ("user_id", "start_date")`,
  `create index if not exists vacations_dates_idx on "vacations" ("end_date", "start_date")`,
  `create index if not exists building_access_user_idx on "building_access" ("user_id")`,
  `create index if not exists contact_ratings_contact_idx on "contact_ratings" ("contact_id")`,
]

/**
 * Every local table names itself on one channel when a statement changes it: the pages' live
 * queries listen there (table-live.ts). Created last, so it covers every table made above.
 */
const TABLE_CHANGE_TRIGGERS = `
create or replace function public._notify_table_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('${TABLE_CHANGED_CHANNEL}', tg_table_name);
  return null;
end $$;
do $$
declare t record;
begin
  for t in select schemaname, tablename from pg_tables where schemaname in ('public', 'local') loop
    execute format(
      'create or replace trigger _table_changed after insert or update or delete or truncate on %I.%I
         for each statement execute function public._notify_table_changed()',
      t.schemaname, t.tablename);
  end loop;
end $$;`

/** Names everything ensureLocalSchema creates: a change to any of it gives another value. */
export const LOCAL_SCHEMA_FINGERPRINT = fingerprint(
  [String(LOCAL_SCHEMA_VERSION), localSchemaSql(), ...LOCAL_INDEXES, ...searchIndexSql(), OUTBOX_SCHEMA_SQL, TABLE_CHANGE_TRIGGERS].join('\n;\n'),
)

export async function ensureLocalSchema(db: PGlite): Promise<void> {
  if ((await recordedFingerprint(db)) === LOCAL_SCHEMA_FINGERPRINT) return
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
  await db.exec(TABLE_CHANGE_TRIGGERS)
  await db.query(
    `insert into "_local_meta" (key, value) values ('schema_fingerprint', $1)
       on conflict (key) do update set value = excluded.value`,
    [LOCAL_SCHEMA_FINGERPRINT],
  )
}

/** The fingerprint the database records, if its layout version is also this build's. */
async function recordedFingerprint(db: PGlite): Promise<string | null> {
  const meta = await db.query<{ present: boolean }>(`select to_regclass('public._local_meta') is not null as present`)
  if (!meta.rows[0]?.present) return null
  const res = await db.query<{ key: string; value: string }>(
    `select key, value from "_local_meta" where key in ('schema_version', 'schema_fingerprint')`,
  )
  const recorded = new Map(res.rows.map((r) => [r.key, r.value]))
  return recorded.get('schema_version') === String(LOCAL_SCHEMA_VERSION) ? (recorded.get('schema_fingerprint') ?? null) : null
}

/** FNV-1a over the text, as hex: stable across runtimes (build in Node, boot in a browser). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${LOCAL_SCHEMA_VERSION}-${hash.toString(16).padStart(8, '0')}`
}
