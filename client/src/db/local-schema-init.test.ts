// A boot that finds the schema current does nothing more; any change to what it creates is
// applied on the next boot, and a new catalogue version starts the synced tables over.
import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureLocalSchema, LOCAL_SCHEMA_FINGERPRINT } from './local-schema-init'

let db: PGlite | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

const indexExists = async (name: string) =>
  (await db!.query<{ present: boolean }>(`select to_regclass($1) is not null as present`, [name])).rows[0].present
const recorded = async () =>
  (await db!.query<{ value: string }>(`select value from "_local_meta" where key = 'schema_fingerprint'`)).rows[0]?.value

describe('ensureLocalSchema', () => {
  it('creates the tables, indexes and outbox, and records what it made', { timeout: 60_000 }, async () => {
    db = await PGlite.create()
    await ensureLocalSchema(db)
    expect(await recorded()).toBe(LOCAL_SCHEMA_FINGERPRINT)
    expect(await indexExists('events_date_idx')).toBe(true)
    expect(await indexExists('local.outbox')).toBe(true)
  })

  it('does nothing when the recorded fingerprint is current, and catches up when it is not', { timeout: 60_000 }, async () => {
    db = await PGlite.create()
    await ensureLocalSchema(db)
    await db.exec(`drop index events_date_idx`)
    await ensureLocalSchema(db)
    // Current: the boot asked one question and created nothing.
    expect(await indexExists('events_date_idx')).toBe(false)

    await db.exec(`update "_local_meta" set value = 'an older build' where key = 'schema_fingerprint'`)
    await db.exec(`insert into local.outbox (id, method, path, idempotency_key) values (gen_random_uuid(), 'POST', '/api/events', 'k')`)
    await ensureLocalSchema(db)
    expect(await indexExists('events_date_idx')).toBe(true)
    expect(await recorded()).toBe(LOCAL_SCHEMA_FINGERPRINT)
    // Catching up keeps the synced rows' tables and never touches the outbox.
    expect((await db.query<{ n: number }>(`select count(*)::int as n from local.outbox`)).rows[0].n).toBe(1)
  })
})
