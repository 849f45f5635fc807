// The planner's SQL run against a real PGlite with the real local schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { shapes } from '../../../../sync/shapes'
import { ensureLocalSchema } from '../local-schema-init'
import { BatchPlanner, type BatchMessage } from './batch-planner'
import { localTableFor, statementFor } from './statements'
import { readSyncState, writeSyncState } from './sync-state'
import { hotShapes } from './watched-tables'
import { wordsOf } from '../table-live'

let db: PGlite

beforeAll(async () => {
  db = await PGlite.create()
  await ensureLocalSchema(db)
})
afterAll(() => db.close())

const event = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  description: null,
  date: '2025-12-12 14:00:00+00',
  location: 'Kantinen',
  created_by: 'u1',
  created_at: '2025-11-01 08:00:00+00',
  ...extra,
})
const msg = (operation: string, value: Record<string, unknown>): BatchMessage => ({ headers: { operation }, value })
const upToDate: BatchMessage = { headers: { control: 'up-to-date' } }
const ID1 = '00000000-0000-4000-8000-000000000001'
const ID2 = '00000000-0000-4000-8000-000000000002'

async function apply(planner: BatchPlanner, messages: BatchMessage[]) {
  const plan = planner.plan(messages)
  if (plan.kind === 'buffer') return plan
  await db.transaction(async (tx) => {
    if (plan.reset) await tx.query('delete from events')
    for (const s of plan.statements) await tx.query(s.sql, s.params)
  })
  return plan
}

const titles = async () =>
  (await db.query<{ title: string }>('select title from events order by title')).rows.map((r) => r.title)

describe('applying shape batches to the local schema', () => {
  const planner = new BatchPlanner(localTableFor(shapes.events), 'refetching')

  it('loads a snapshot, then applies inserts, partial updates and deletes', async () => {
    await apply(planner, [msg('insert', event(ID1, 'Julefrokost')), msg('insert', event(ID2, 'Sommerfest')), upToDate])
    expect(await titles()).toEqual(['Julefrokost', 'Sommerfest'])

    await apply(planner, [msg('update', { id: ID1, location: 'Hallen' }), upToDate])
    const row = (await db.query<{ title: string; location: string }>('select * from events where id = $1', [ID1]))
      .rows[0]
    expect(row).toMatchObject({ title: 'Julefrokost', location: 'Hallen' })

    await apply(planner, [msg('delete', { id: ID2 }), upToDate])
    expect(await titles()).toEqual(['Julefrokost'])
  })

  it('keeps old rows visible during a refetch and swaps them atomically', async () => {
    await apply(planner, [{ headers: { control: 'must-refetch' } }])
    await apply(planner, [msg('insert', event(ID2, 'Ny sommerfest'))])
    expect(await titles()).toEqual(['Julefrokost']) // still the old data
    await apply(planner, [upToDate])
    expect(await titles()).toEqual(['Ny sommerfest'])
  })

  it('replays an insert of a row it already has (resume overlap)', async () => {
    await apply(planner, [msg('insert', event(ID2, 'Ny sommerfest 2')), upToDate])
    expect(await titles()).toEqual(['Ny sommerfest 2'])
  })

  it('stores jsonb certifications as real JSON', async () => {
    const profiles = new BatchPlanner(localTableFor(shapes.profiles), 'live')
    const plan = profiles.plan([
      msg('insert', {
        user_id: 'u1',
        role: 'user',
        full_name: 'Mette Jensen',
        certifications: [{ name: 'Førstehjælp', issueDate: '2024-01-01' }],
        created_at: '2025-01-01 00:00:00+00',
      }),
    ])
    if (plan.kind !== 'apply') throw new Error('expected apply')
    for (const s of plan.statements) await db.query(s.sql, s.params)
    const res = await db.query<{ n: number }>(
      `select jsonb_array_length(certifications) as n from profiles where user_id = 'u1'`,
    )
    expect(res.rows[0].n).toBe(1)
  })

  it('loads a snapshot in bulk with the same values as one row at a time', async () => {
    const table = localTableFor(shapes.profiles)
    const person = (n: number, extra: Record<string, unknown> = {}) => ({
      user_id: `bulk-${n}`,
      role: n % 2 ? 'user' : 'admin',
      full_name: `Person ${n} "Ø" \\ æ`,
      certifications: n % 3 ? [{ name: 'Førstehjælp', issueDate: '2024-01-01' }] : null,
      created_at: '2025-01-01 10:00:00+01',
      ...extra,
    })
    const rows = Array.from({ length: 5 }, (_, i) => person(i))
    const plan = new BatchPlanner(table, 'live').plan([
      ...rows.map((r) => msg('insert', r)),
      // Seen again in the same batch: applied after the first, as a separate statement.
      msg('insert', person(1, { full_name: 'Omdøbt' })),
      msg('update', { user_id: 'bulk-2', full_name: 'Opdateret' }),
    ])
    if (plan.kind !== 'apply') throw new Error('expected apply')
    expect(plan.statements.length).toBeLessThan(rows.length)
    for (const s of plan.statements) await db.query(s.sql, s.params)
    const bulk = await db.query(`select * from profiles where user_id like 'bulk-%' order by user_id`)

    await db.query(`delete from profiles where user_id like 'bulk-%'`)
    const one = [...rows, person(1, { full_name: 'Omdøbt' })].map((value) => statementFor(table, { operation: 'insert', value }))
    for (const s of one) if (s) await db.query(s.sql, s.params)
    await db.query(`update profiles set full_name = 'Opdateret' where user_id = 'bulk-2'`)
    const single = await db.query(`select * from profiles where user_id like 'bulk-%' order by user_id`)
    expect(bulk.rows).toEqual(single.rows)
    expect(bulk.rows.map((r) => (r as { full_name: string }).full_name)).toContain('Omdøbt')
    expect(bulk.rows.map((r) => (r as { full_name: string }).full_name)).toContain('Opdateret')
    await db.query(`delete from profiles where user_id like 'bulk-%'`)
  })

  it('remembers and forgets the resume point', async () => {
    await writeSyncState(db, 'events', 'h1', '10_2', true)
    expect(await readSyncState(db, 'events')).toMatchObject({ handle: 'h1', offset: '10_2' })
    const before = (await readSyncState(db, 'events')).syncedAt
    expect(before).not.toBeNull()
    await writeSyncState(db, 'events', null, null, false)
    expect(await readSyncState(db, 'events')).toEqual({ handle: null, offset: null, syncedAt: before })
  })

  it('rebuilds the synced tables when the recorded layout is of another LOCAL_SCHEMA_VERSION', async () => {
    await db.exec(`insert into events (id, title, date, created_at) values (gen_random_uuid(), 'Gammel', now(), now())`)
    await db.query(
      `update "_local_meta" set value = case key when 'schema_fingerprint' then 'old'
         else jsonb_set(value::jsonb, '{version}', '1')::text end`,
    )
    await ensureLocalSchema(db)
    expect((await db.query('select * from events')).rows).toEqual([])
    expect((await db.query(`select key from "_local_meta" order by key`)).rows).toEqual([{ key: 'schema_description' }, { key: 'schema_fingerprint' }])
  })
})

describe('hotShapes', () => {
  it('finds the shapes whose local tables a live query names', () => {
    const words = wordsOf('select e.id, p.full_name from events e left join profiles p on p.user_id = e.created_by')
    expect(hotShapes(shapes, words).sort()).toEqual(expect.arrayContaining(['events', 'profiles']))
    expect(hotShapes(shapes, words)).not.toContain('my_profile')
    expect(hotShapes(shapes, new Set())).toEqual([])
  })
})
