// Creates the browser's tables. The layout comes from the shared catalogue; when its
// version changes we drop everything and let sync refill it (the local DB is only a cache).
import type { PGlite } from '@electric-sql/pglite'
import { LOCAL_SCHEMA_VERSION, localSchemaSql } from '../../../sync/local-schema'
import { searchIndexSql } from '../features/search/search-sql'
import { ensureOutboxSchema } from '../offline/outbox-schema'

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
