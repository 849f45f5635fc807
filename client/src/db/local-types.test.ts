// The local database type says what PGlite really hands back: rows written into real local
// tables (built from the shape catalogue) and read with the query builder come back with the
// runtime types their declared types promise, column type by column type.
import { PGlite } from '@electric-sql/pglite'
import { sql, type Compilable } from 'kysely'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { shapes } from '../../../sync/shapes'
import { ensureLocalSchema } from './local-schema-init'
import { loadQueryBuilder, localQuery } from './local-query'
import type { LocalDatabase } from './local-types'

let db: PGlite
beforeAll(async () => {
  db = await PGlite.create()
  await loadQueryBuilder()
  await ensureLocalSchema(db)
}, 90_000)
afterAll(() => db.close())

const BUILDING = '00000000-0000-4000-8000-00000000b001'
const CODE = '00000000-0000-4000-8000-00000000c001'

const run = async <R>(query: Compilable<R>) => {
  const { sql: text, parameters } = query.compile()
  return (await db.query<R>(text, [...parameters])).rows
}

describe('the local database type', () => {
  it('names every local table after its shape, with exactly the shape’s columns', async () => {
    const res = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    )
    for (const [name, shape] of Object.entries(shapes)) {
      expect(shape.localTable, name).toBe(name)
      const columns = res.rows.filter((r) => r.table_name === name).map((r) => r.column_name)
      expect(columns.sort(), name).toEqual([...shape.columns].sort())
    }
  })

  it('types uuid, text, bool, date and timestamptz as PGlite returns them', async () => {
    await db.query(
      `insert into building_codes (id, building_id, code_type, description, valid_until, is_active, created_at)
       values ($1, $2, 'Hoveddør', null, '2031-12-24', true, '2031-11-01 08:30:00+00')`,
      [CODE, BUILDING],
    )
    const [code] = await run(localQuery.selectFrom('building_codes').selectAll().where('id', '=', CODE))

    expectTypeOf(code.id).toEqualTypeOf<string>()
    expect(code.id).toBe(CODE)
    expectTypeOf(code.code_type).toEqualTypeOf<string>()
    expect(code.code_type).toBe('Hoveddør')
    expectTypeOf(code.description).toEqualTypeOf<string | null>()
    expect(code.description).toBeNull()
    expectTypeOf(code.is_active).toEqualTypeOf<boolean>()
    expect(code.is_active).toBe(true)
    // A date is midnight UTC as a Date, not the 'YYYY-MM-DD' the sync stream carries.
    expectTypeOf(code.valid_until).toEqualTypeOf<Date | null>()
    expect(code.valid_until).toBeInstanceOf(Date)
    expect(code.valid_until?.toISOString()).toBe('2031-12-24T00:00:00.000Z')
    expectTypeOf(code.created_at).toEqualTypeOf<Date>()
    expect(code.created_at).toBeInstanceOf(Date)
    expect(code.created_at.toISOString()).toBe('2031-11-01T08:30:00.000Z')
  })

  it('types int4 as a number and jsonb as the type its schema names', async () => {
    await db.query(
      `insert into contact_ratings (id, contact_id, user_id, rating, comment, created_at, updated_at)
       values (gen_random_uuid(), gen_random_uuid(), 'u1', 4, 'God', now(), now())`,
    )
    await db.query(
      `insert into posts (id, user_id, headline, content, images, department_id, approved, approved_by, approved_at, created_at, updated_at)
       values (gen_random_uuid(), 'u1', 'Rejsegilde', '<p>Tak</p>', '["/files/a.jpg"]', null, false, null, null, now(), now())`,
    )
    const [rating] = await run(localQuery.selectFrom('contact_ratings').select('rating'))
    expectTypeOf(rating.rating).toEqualTypeOf<number>()
    expect(rating.rating).toBe(4)
    const [post] = await run(localQuery.selectFrom('posts').select(['images', 'approved_at']))
    expectTypeOf(post.images).toEqualTypeOf<string[]>()
    expect(post.images).toEqual(['/files/a.jpg'])
    expectTypeOf(post.approved_at).toEqualTypeOf<Date | null>()
    expect(post.approved_at).toBeNull()
  })

  it('gives computed int8 as a number (a bigint past 2^53), numeric as text and text[] as an array', async () => {
    const [row] = await run(
      localQuery.selectNoFrom([
        sql<number>`count(*) over ()`.as('counted'),
        sql<bigint>`9007199254740993::int8`.as('huge'),
        sql<string>`12.50::numeric`.as('amount'),
        sql<string[]>`array['a', 'b']::text[]`.as('names'),
      ]),
    )
    expect(row).toEqual({ counted: 1, huge: 9007199254740993n, amount: '12.50', names: ['a', 'b'] })
  })

  it('makes a column the schema does not have a type error', () => {
    // @ts-expect-error `code` is not a column of building_codes (the value never leaves the server)
    localQuery.selectFrom('building_codes').select('code')
    // @ts-expect-error `birthday` is private: the colleagues' profiles shape does not carry it
    localQuery.selectFrom('profiles').select('birthday')
    expectTypeOf<LocalDatabase['my_profile']['birthday']>().toEqualTypeOf<Date | null>()
  })
})
