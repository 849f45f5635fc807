// A boot that finds the schema current does nothing more. A new version migrates the database
// from the layout it recorded: changed tables are migrated and their shapes fetched again, while
// every other table keeps its rows, every other shape its place, and the outbox its writes.
import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import type { LocalSchemaDescription } from '../../../sync/local-schema'
import { currentLocalSchema, ensureLocalSchema, LOCAL_SCHEMA_FINGERPRINT } from './local-schema-init'

let db: PGlite | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

const one = async <T>(sql: string, params: unknown[] = []) => (await db!.query<T>(sql, params)).rows[0]
const indexExists = async (name: string) => (await one<{ present: boolean }>(`select to_regclass($1) is not null as present`, [name]))!.present
const recorded = async () => (await one<{ value: string }>(`select value from "_local_meta" where key = 'schema_fingerprint'`))?.value
const count = async (table: string) => (await one<{ n: number }>(`select count(*)::int as n from ${table}`))!.n
const columns = async (table: string) =>
  (await db!.query<{ name: string; type: string }>(
    `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
    [table],
  )).rows
const places = async () =>
  Object.fromEntries((await db!.query<{ shape: string; offset: string }>(`select shape, "offset" from "_sync_state" order by shape`)).rows.map((r) => [r.shape, r.offset]))

/** An older build's layout: `events` without `location`, no `notifications` table, no events_date_idx. */
function olderLayout(): LocalSchemaDescription {
  const older = structuredClone(currentLocalSchema())
  older.tables.events.columns = older.tables.events.columns.filter((c) => c.name !== 'location')
  delete older.tables.notifications
  for (const [name, index] of Object.entries(older.indexes)) if (index.table === 'notifications' || name === 'events_date_idx') delete older.indexes[name]
  older.indexes.events_search_idx.sql = `create index if not exists "events_search_idx" on "events" using gin (to_tsvector('danish', coalesce("title", '') || ' ' || coalesce("description", '')))`
  return older
}

/** What an older build's browser holds after syncing: rows, places of every shape, a queued write. */
async function synced() {
  await db!.exec(`
    insert into events (id, title, date, created_at) values (gen_random_uuid(), 'Julefrokost', now(), now());
    insert into profiles (user_id, full_name) values ('u1', 'Mette Jensen');
    insert into "_sync_state" (shape, handle, "offset", synced_at) values
      ('events', 'h-events', '10_0', now()), ('profiles', 'h-profiles', '20_0', now()), ('contacts', 'h-contacts', '30_0', now());
    insert into local.outbox (id, method, path, body, idempotency_key) values (gen_random_uuid(), 'POST', '/api/posts', '{"content":"Min tekst"}', 'k1');
  `)
}

describe('ensureLocalSchema', () => {
  it('creates the tables, indexes and outbox on an empty database, and records what it made', { timeout: 60_000 }, async () => {
    db = await PGlite.create()
    const plan = await ensureLocalSchema(db)
    expect(plan?.steps[0]).toEqual({ kind: 'reset-all' })
    expect(await recorded()).toBe(LOCAL_SCHEMA_FINGERPRINT)
    expect(await indexExists('events_date_idx')).toBe(true)
    expect(await indexExists('local.outbox')).toBe(true)
    // Current: the next boot asks and does nothing.
    expect(await ensureLocalSchema(db)).toBeNull()
  })

  it('migrates an older layout in place: an added column, table and indexes; only their shapes start over', { timeout: 60_000 }, async () => {
    db = await PGlite.create()
    await ensureLocalSchema(db, olderLayout())
    expect((await columns('events')).map((c) => c.name)).not.toContain('location')
    await synced()

    const plan = await ensureLocalSchema(db)
    expect(plan!.steps).toEqual([
      { kind: 'add-column', table: 'events', column: 'location', type: 'text' },
      { kind: 'create-table', table: 'notifications' },
      { kind: 'drop-index', name: 'events_search_idx' },
      ...plan!.steps.filter((s) => s.kind === 'create-index'),
    ])
    expect(plan!.steps.filter((s) => s.kind === 'create-index').map((s) => (s as { name: string }).name).sort()).toEqual(
      ['events_date_idx', 'events_search_idx', ...Object.keys(currentLocalSchema().indexes).filter((n) => n.startsWith('notifications'))].sort(),
    )
    expect(plan!.refetch).toEqual(['events', 'notifications'])

    expect((await columns('events')).map((c) => c.name)).toContain('location')
    expect(await indexExists('events_date_idx')).toBe(true)
    expect(await indexExists('notifications')).toBe(true)
    // The events rows stay on screen until their shape's first answer replaces them.
    expect(await count('events')).toBe(1)
    // Only the changed table's shape lost its place; the others resume where they were.
    expect(await places()).toEqual({ contacts: '30_0', profiles: '20_0' })
    expect(await count('profiles')).toBe(1)
    expect(await count('local.outbox')).toBe(1)
    expect(await recorded()).toBe(LOCAL_SCHEMA_FINGERPRINT)
    // The added table tells the pages' live queries of its changes like every other.
    const triggers = await one<{ n: number }>(`select count(*)::int as n from pg_trigger where tgrelid = 'notifications'::regclass and tgname = '_table_changed'`)
    expect(triggers!.n).toBe(1)
    expect(await ensureLocalSchema(db)).toBeNull()
  })

  it('remakes only a table whose column changed type', { timeout: 60_000 }, async () => {
    db = await PGlite.create()
    const older = structuredClone(currentLocalSchema())
    older.tables.events.columns = older.tables.events.columns.map((c) => (c.name === 'date' ? { ...c, type: 'text' } : c))
    await ensureLocalSchema(db, older)
    await synced()

    const plan = await ensureLocalSchema(db)
    expect(plan!.steps[0]).toEqual({ kind: 'recreate-table', table: 'events', why: 'type of date changed' })
    expect((await columns('events')).find((c) => c.name === 'date')?.type).toBe('timestamp with time zone')
    expect(await count('events')).toBe(0)
    expect(await indexExists('events_search_idx')).toBe(true)
    expect(await places()).toEqual({ contacts: '30_0', profiles: '20_0' })
    expect(await count('profiles')).toBe(1)
    expect(await count('local.outbox')).toBe(1)
  })

  it('takes a database made before layouts were recorded as it is: nothing is fetched again', { timeout: 60_000 }, async () => {
    db = await PGlite.create()
    await ensureLocalSchema(db)
    await synced()
    // As LOCAL_SCHEMA_VERSION 9's code left it: a version and a fingerprint of another formula.
    await db.exec(`delete from "_local_meta"; insert into "_local_meta" (key, value) values ('schema_version', '9'), ('schema_fingerprint', '9-0badf00d')`)

    const plan = await ensureLocalSchema(db)
    expect(plan).toEqual({ steps: [], refetch: [], unchanged: true })
    expect(await places()).toEqual({ contacts: '30_0', events: '10_0', profiles: '20_0' })
    expect(await count('events')).toBe(1)
    expect(await recorded()).toBe(LOCAL_SCHEMA_FINGERPRINT)
  })

  it('starts every synced table over for another LOCAL_SCHEMA_VERSION, and keeps the outbox', { timeout: 60_000 }, async () => {
    db = await PGlite.create()
    await ensureLocalSchema(db, { ...currentLocalSchema(), version: 1 })
    await synced()
    const plan = await ensureLocalSchema(db)
    expect(plan!.steps[0]).toEqual({ kind: 'reset-all' })
    expect(await places()).toEqual({})
    expect(await count('profiles')).toBe(0)
    expect(await count('local.outbox')).toBe(1)
  })
})
