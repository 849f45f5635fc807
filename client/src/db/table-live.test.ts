// Live queries over the local schema's change trigger, against a real PGlite: a query runs
// again when a table it names changes, not when another does, and stops when unsubscribed.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Results } from '@electric-sql/pglite'
import { ensureLocalSchema } from './local-schema-init'
import { tableLiveQueries, wordsOf, type LiveQueryHost } from './table-live'

let db: PGlite
let queries = 0
let host: LiveQueryHost
beforeAll(async () => {
  db = await PGlite.create()
  await ensureLocalSchema(db)
  host = {
    query: <T>(sql: string, params?: unknown[]) => {
      if (!sql.startsWith('listen')) queries++
      return db.query<T>(sql, params)
    },
    listen: (channel, callback) => db.listen(channel, callback),
  }
}, 90_000)
afterAll(() => db.close())

const event = (id: string, title: string) =>
  db.query(`insert into events (id, title, date) values ($1, $2, now())`, [id, title])

describe('tableLiveQueries', () => {
  it('answers at once, runs again when a table it names changes, and not for other tables', { timeout: 60_000 }, async () => {
    const busy: boolean[] = []
    const watching: string[][] = []
    const live = tableLiveQueries(host, { onRegistering: (b) => busy.push(b), onWatching: (w) => watching.push(w) })
    const seen: Results<{ title: string }>[] = []
    const q = await live.query<{ title: string }>({
      query: 'select title from events where title like $1 order by title',
      params: ['Møde%'],
      callback: (r) => seen.push(r),
    })
    expect(q.initialResults.rows).toEqual([])
    expect(seen).toHaveLength(1)
    expect(busy).toEqual([true, false])
    expect(watching.at(-1)).toEqual(expect.arrayContaining(['events', 'title']))

    await event('00000000-0000-4000-8000-000000000001', 'Møde om kranen')
    await expect.poll(() => seen.at(-1)?.rows).toEqual([{ title: 'Møde om kranen' }])

    const before = queries
    await db.query(`insert into contacts (id, full_name) values (gen_random_uuid(), 'Ole')`)
    await new Promise((r) => setTimeout(r, 100))
    expect(queries).toBe(before)

    await q.unsubscribe()
    expect(watching.at(-1)).toEqual([])
    await event('00000000-0000-4000-8000-000000000002', 'Møde om stilladset')
    await new Promise((r) => setTimeout(r, 100))
    expect(seen.at(-1)?.rows).toEqual([{ title: 'Møde om kranen' }])
  })

  it('runs once more, not once per change, for changes that come while it runs', { timeout: 60_000 }, async () => {
    const live = tableLiveQueries(host)
    const seen: number[] = []
    const q = await live.query<{ n: number }>('select count(*)::int as n from events', [], (r) => seen.push(r.rows[0].n))
    const runsBefore = queries
    await db.transaction(async (tx) => {
      for (let i = 10; i < 15; i++) await tx.query(`insert into events (id, title) values ($1, 'x')`, [`00000000-0000-4000-8000-0000000000${i}`])
    })
    for (let i = 20; i < 23; i++) await event(`00000000-0000-4000-8000-0000000000${i}`, 'y')
    await expect.poll(() => seen.at(-1)).toBe(seen[0] + 8)
    // One commit is one notification; the three later ones may meet a run in flight.
    expect(queries - runsBefore).toBeLessThanOrEqual(4)
    await q.unsubscribe()
  })

  it('drops a query whose signal is aborted before it is set up', async () => {
    const live = tableLiveQueries(host)
    const gone = new AbortController()
    gone.abort()
    await expect(live.query({ query: 'select 1', signal: gone.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('reads the identifiers of a query as its words', () => {
    expect([...wordsOf('select p.full_name from "profiles" p join local.outbox o on true')]).toEqual(
      expect.arrayContaining(['profiles', 'outbox', 'local', 'full_name']),
    )
  })
})
