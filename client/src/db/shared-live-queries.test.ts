// Components asking the same live query share one registration, which lives as long as one
// of them listens; each gets the current answer when it joins, and every change after.
import { PGlite } from '@electric-sql/pglite'
import type { PagesDb } from './pages-db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Results } from '@electric-sql/pglite'
import { subscribeLiveQuery } from './shared-live-queries'
import { tableLiveQueries } from './table-live'
import { ensureLocalSchema } from './local-schema-init'

let pg: PGlite
let db: Pick<PagesDb, 'live'>
let registrations = 0
beforeAll(async () => {
  pg = await PGlite.create()
  await ensureLocalSchema(pg)
  const live = tableLiveQueries({ query: (sql, params) => pg.query(sql, params), listen: (c, cb) => pg.listen(c, cb) })
  const counted = ((...args: Parameters<typeof live.query>) => {
    registrations++
    return live.query(...(args as unknown as [string]))
  }) as typeof live.query
  db = { live: { query: counted } }
}, 90_000)
afterAll(() => pg.close())

describe('subscribeLiveQuery', () => {
  it('shares one registration between listeners of the same query, and ends it with the last', { timeout: 60_000 }, async () => {
    const a: Results<{ title: string }>[] = []
    const b: Results<{ title: string }>[] = []
    const sql = 'select title from events where title > $1 order by title'
    const stopA = subscribeLiveQuery<{ title: string }>(db, sql, [''], (r) => a.push(r))
    await expect.poll(() => a.length).toBe(1)
    const stopB = subscribeLiveQuery<{ title: string }>(db, sql, [''], (r) => b.push(r))
    // Joined late: handed the current answer at once.
    expect(b).toHaveLength(1)
    expect(registrations).toBe(1)
    const other = subscribeLiveQuery(db, sql, ['m'], () => {})
    expect(registrations).toBe(2)
    other()

    await pg.query(`insert into events (id, title) values (gen_random_uuid(), 'Stilladset er oppe')`)
    await expect.poll(() => b.at(-1)?.rows.map((r) => r.title)).toEqual(['Stilladset er oppe'])
    expect(a.at(-1)?.rows.map((r) => r.title)).toEqual(['Stilladset er oppe'])

    stopA()
    await pg.query(`insert into events (id, title) values (gen_random_uuid(), 'Kranen kommer')`)
    await expect.poll(() => b.at(-1)?.rows).toHaveLength(2)
    expect(a.at(-1)?.rows).toHaveLength(1)
    stopB()
    await pg.query(`insert into events (id, title) values (gen_random_uuid(), 'Betonen er støbt')`)
    await new Promise((r) => setTimeout(r, 100))
    expect(b.at(-1)?.rows).toHaveLength(2)
  })
})
