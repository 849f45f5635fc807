// Components asking the same live query share one registration, which lives as long as one
// of them listens; each gets the current answer when it joins, and every change after.
import { PGlite } from '@electric-sql/pglite'
import { live, type PGliteWithLive } from '@electric-sql/pglite/live'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Results } from '@electric-sql/pglite'
import { subscribeLiveQuery } from './shared-live-queries'

let db: PGliteWithLive & PGlite
beforeAll(async () => {
  db = (await PGlite.create({ extensions: { live } })) as PGliteWithLive & PGlite
  await db.exec(`create table notes (id int primary key, body text)`)
})
afterAll(() => db.close())

const liveViews = async () =>
  (await db.query<{ n: number }>(`select count(*)::int as n from pg_views where viewname like 'live_query_%'`)).rows[0].n

describe('subscribeLiveQuery', () => {
  it('shares one registration between listeners of the same query, and ends it with the last', { timeout: 60_000 }, async () => {
    const a: Results<{ body: string }>[] = []
    const b: Results<{ body: string }>[] = []
    const sql = 'select body from notes where id > $1 order by id'
    const stopA = subscribeLiveQuery<{ body: string }>(db, sql, [0], (r) => a.push(r))
    await expect.poll(() => a.length).toBe(1)
    const stopB = subscribeLiveQuery<{ body: string }>(db, sql, [0], (r) => b.push(r))
    // Joined late: handed the current answer at once.
    expect(b).toHaveLength(1)
    expect(await liveViews()).toBe(1)
    const other = subscribeLiveQuery(db, sql, [5], () => {})
    await expect.poll(liveViews).toBe(2)
    other()

    await db.exec(`insert into notes values (1, 'Stilladset er oppe')`)
    await expect.poll(() => b.at(-1)?.rows.map((r) => r.body)).toEqual(['Stilladset er oppe'])
    expect(a.at(-1)?.rows.map((r) => r.body)).toEqual(['Stilladset er oppe'])

    stopA()
    await db.exec(`insert into notes values (2, 'Kranen kommer')`)
    await expect.poll(() => b.at(-1)?.rows).toHaveLength(2)
    expect(a.at(-1)?.rows).toHaveLength(1)
    stopB()
    await expect.poll(liveViews).toBe(0)
  })
})
