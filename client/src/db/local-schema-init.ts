// Creates and migrates the browser's tables. The layout comes from the shared catalogue; the
// database keeps a description of the layout it was built with, and a new version migrates
// what the two differ in (local-migrations.ts): unchanged tables keep their rows and their
// shapes' places, the outbox is never touched. A database records the fingerprint of everything
// created here, so a boot that finds it current asks one question and is done; the data
// directory shipped for a first boot is made by this same function at build time
// (client/build/pglite-datadir.ts), and an empty one takes the same path as an upgrade.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import {
  LOCAL_SCHEMA_VERSION,
  localTableDescriptions,
  SYNC_STATE_SQL,
  type LocalSchemaDescription,
} from '../../../sync/local-schema'
import { planLocalMigration, type MigrationPlan, type MigrationStep } from './local-migrations'
import { describeExistingTables } from './local-schema-introspect'
import { searchIndexSql } from '../features/search/search-sql'
import { ensureOutboxSchema, OUTBOX_SCHEMA_SQL } from '../offline/outbox-schema'
import { TABLE_CHANGED_CHANNEL } from './table-live'

/** Local-only indexes for the queries the pages run; not part of the synced contract. */
const LOCAL_INDEXES: string[] = [
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

/** This build's layout: the synced tables, and every index made on them. */
export function currentLocalSchema(): LocalSchemaDescription {
  const indexes: LocalSchemaDescription['indexes'] = {}
  for (const sql of [...LOCAL_INDEXES, ...searchIndexSql()]) {
    const named = /create index if not exists "?([\w]+)"? on "([\w]+)"/.exec(sql)
    if (!named) throw new Error(`local index without a name and table: ${sql}`)
    indexes[named[1]] = { table: named[2], sql }
  }
  return { version: LOCAL_SCHEMA_VERSION, tables: localTableDescriptions(), indexes }
}

const CURRENT = currentLocalSchema()

/** Names everything ensureLocalSchema creates: a change to any of it gives another value. */
export const LOCAL_SCHEMA_FINGERPRINT = fingerprint([JSON.stringify(CURRENT), SYNC_STATE_SQL, OUTBOX_SCHEMA_SQL, TABLE_CHANGE_TRIGGERS].join('\n;\n'))

const META_SQL = `create table if not exists "_local_meta" (key text primary key, value text not null)`

/**
 * Brings the database to this build's layout. Returns what it did (null: it was current), so a
 * test or a benchmark can tell a migration from a rebuild.
 */
export async function ensureLocalSchema(db: PGlite, target: LocalSchemaDescription = CURRENT): Promise<MigrationPlan | null> {
  const fingerprintNow = target === CURRENT ? LOCAL_SCHEMA_FINGERPRINT : fingerprint(JSON.stringify(target))
  if ((await recordedFingerprint(db)) === fingerprintNow) return null
  const plan = await db.transaction(async (tx) => {
    await tx.exec(META_SQL)
    const stored = await storedDescription(tx)
    const plan = planLocalMigration(stored, target)
    for (const step of plan.steps) await tx.exec(stepSql(step, target))
    await tx.exec(SYNC_STATE_SQL)
    // Forgotten places: these shapes start from the beginning, and their first answer replaces
    // the table's rows in one transaction (shape-sync.ts), so the old rows show until then.
    if (plan.refetch.length) await tx.query(`delete from "_sync_state" where shape = any($1::text[])`, [plan.refetch])
    await ensureOutboxSchema(tx)
    await tx.exec(TABLE_CHANGE_TRIGGERS)
    await tx.query(
      `insert into "_local_meta" (key, value) values ('schema_description', $1), ('schema_fingerprint', $2)
         on conflict (key) do update set value = excluded.value`,
      [JSON.stringify(target), fingerprintNow],
    )
    await tx.query(`delete from "_local_meta" where key = 'schema_version'`)
    return plan
  })
  if (!plan.unchanged) console.info(`[local schema] ${describePlan(plan)}`)
  return plan
}

function describePlan(plan: MigrationPlan): string {
  if (plan.steps[0]?.kind === 'reset-all') return 'built anew'
  const named = plan.steps.map((s) => ('table' in s ? `${s.kind} ${s.table}${'column' in s ? `.${s.column}` : ''}` : 'name' in s ? `${s.kind} ${s.name}` : s.kind))
  return `migrated: ${named.join(', ') || 'no table changed'}; fetched again: ${plan.refetch.join(', ') || 'none'}`
}

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`

function stepSql(step: MigrationStep, target: LocalSchemaDescription): string {
  const tableSql = (table: string) => {
    const t = target.tables[table]
    const cols = t.columns.map((c) => `${q(c.name)} ${c.type}`)
    return `create table ${q(table)} (${cols.join(', ')}, primary key (${t.primaryKey.map(q).join(', ')}))`
  }
  switch (step.kind) {
    case 'reset-all':
      // The outbox lives in its own schema and stays.
      return `drop schema public cascade; create schema public; ${META_SQL};`
    case 'create-table':
      return `drop table if exists ${q(step.table)}; ${tableSql(step.table)}`
    case 'recreate-table':
      return `drop table if exists ${q(step.table)}; ${tableSql(step.table)}`
    case 'add-column':
      return `alter table ${q(step.table)} add column if not exists ${q(step.column)} ${step.type}`
    case 'drop-column':
      return `alter table ${q(step.table)} drop column if exists ${q(step.column)}`
    case 'drop-table':
      return `drop table if exists ${q(step.table)}`
    case 'drop-index':
      return `drop index if exists ${q(step.name)}`
    case 'create-index':
      return `drop index if exists ${q(step.name)}; ${target.indexes[step.name].sql}`
  }
}

/**
 * The layout the database was built with: as it recorded it, or, for a database made before
 * descriptions were kept, read from its catalog (same tables: nothing to fetch again).
 */
async function storedDescription(tx: Transaction): Promise<LocalSchemaDescription | null> {
  const res = await tx.query<{ key: string; value: string }>(`select key, value from "_local_meta" where key in ('schema_description', 'schema_version')`)
  const meta = new Map(res.rows.map((r) => [r.key, r.value]))
  const described = meta.get('schema_description')
  if (described) return JSON.parse(described) as LocalSchemaDescription
  const version = meta.get('schema_version')
  if (version === undefined) return null
  return { version: Number(version), ...(await describeExistingTables(tx, CURRENT)) }
}

/** The fingerprint the database records. */
async function recordedFingerprint(db: PGlite): Promise<string | null> {
  const meta = await db.query<{ present: boolean }>(`select to_regclass('public._local_meta') is not null as present`)
  if (!meta.rows[0]?.present) return null
  const res = await db.query<{ value: string }>(`select value from "_local_meta" where key = 'schema_fingerprint'`)
  return res.rows[0]?.value ?? null
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
