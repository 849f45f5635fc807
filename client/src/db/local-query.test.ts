// A compiled builder query on the pages' live path (shared-live-queries over table-live, as
// useLiveQuery runs it), against a real PGlite: it answers with typed rows, answers again when
// the table it reads changes, and its quoted table names still count as the tables it reads.
import { PGlite, type Results } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { ensureLocalSchema } from './local-schema-init'
import { loadQueryBuilder, localQuery, type QueryRow } from './local-query'
import { subscribeLiveQuery } from './shared-live-queries'
import { tableLiveQueries, wordsOf } from './table-live'
import type { PagesDb } from './pages-db'

let pg: PGlite
let db: Pick<PagesDb, 'live'>
beforeAll(async () => {
  pg = await PGlite.create()
  await loadQueryBuilder()
  await ensureLocalSchema(pg)
  db = { live: tableLiveQueries({ query: (sql, params) => pg.query(sql, params), listen: (c, cb) => pg.listen(c, cb) }) }
}, 90_000)
afterAll(() => pg.close())

const upcoming = (from: Date) =>
  localQuery.selectFrom('events').select(['title', 'date']).where('date', '>=', from).orderBy('date').compile()

describe('a compiled query on the live path', () => {
  it('compiles to positional SQL whose words include the table', () => {
    const query = upcoming(new Date('2031-01-01T00:00:00Z'))
    expect(query.sql).toBe('select "title", "date" from "events" where "date" >= $1 order by "date"')
    expect(query.parameters).toEqual([new Date('2031-01-01T00:00:00Z')])
    expect(wordsOf(query.sql).has('events')).toBe(true)
  })

  it('answers with typed rows and again when the table changes', async () => {
    const query = upcoming(new Date('2031-01-01T00:00:00Z'))
    const seen: Results<QueryRow<typeof query>>[] = []
    const stop = subscribeLiveQuery<QueryRow<typeof query>>(db, query.sql, [...query.parameters], (results) => seen.push(results))
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0].rows).toEqual([])

    await pg.query(`insert into events (id, title, date, created_at) values (gen_random_uuid(), 'Julefrokost', '2031-12-12 17:00+00', now())`)
    await pg.query(`insert into events (id, title, date, created_at) values (gen_random_uuid(), 'Sidste år', '2030-12-12 17:00+00', now())`)
    await expect.poll(() => seen.at(-1)?.rows.map((r) => r.title)).toEqual(['Julefrokost'])
    expect(seen.at(-1)?.rows[0].date).toEqual(new Date('2031-12-12T17:00:00Z'))
    stop()
  })

  it('types the rows from the query, not from a hand-written interface', () => {
    expectTypeOf<QueryRow<ReturnType<typeof upcoming>>>().toEqualTypeOf<{ title: string; date: Date }>()
  })
})
