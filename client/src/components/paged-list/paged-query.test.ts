// PagedQuery on a real PGlite with the pages' live queries (table-live.ts): the LIMIT is in the
// SQL, "Vis flere" grows it by a page, live changes arrive, and the server is asked only when
// the local rows run out.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { ensureLocalSchema } from '@/db/local-schema-init'
import { tableLiveQueries, type TableLiveQueries } from '@/db/table-live'
import { PagedQuery, type PagedState } from './paged-query'

interface Row {
  id: number
  title: string
}

let db: PGlite
let live: TableLiveQueries
const running: PagedQuery<Row>[] = []

beforeAll(async () => {
  db = await PGlite.create()
  // The local schema's change trigger, on a table of the test's own.
  await ensureLocalSchema(db)
  await db.exec(`create table items (id int primary key, title text not null);
    create trigger _table_changed after insert or update or delete or truncate on items
      for each statement execute function public._notify_table_changed();`)
  live = tableLiveQueries({ query: (sql, params) => db.query(sql, params), listen: (channel, callback) => db.listen(channel, callback) })
}, 90_000)
afterAll(() => db.close())
beforeEach(async () => {
  while (running.length) running.pop()!.stop()
  await db.exec(`delete from items`)
})

const insert = (from: number, to: number) =>
  db.query(`insert into items select i, 'Punkt ' || i from generate_series($1::int, $2::int) i`, [from, to])

function open(pageSize: number, onExhausted?: (oldest: Row | undefined) => Promise<boolean>, where = 'true') {
  const query = new PagedQuery<Row>(live, {
    sql: `select id, title from items where ${where} order by id desc`,
    params: [],
    pageSize,
    onExhausted: () => onExhausted,
  })
  running.push(query)
  query.start()
  return query
}

/** Waits until the state satisfies `done` (live results arrive asynchronously). */
function until(query: PagedQuery<Row>, done: (s: PagedState<Row>) => boolean): Promise<PagedState<Row>> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const s = query.getState()
      if (!done(s)) return false
      unsubscribe()
      clearTimeout(timer)
      resolve(s)
      return true
    }
    const unsubscribe = query.subscribe(check)
    const timer = setTimeout(() => reject(new Error(`timed out in state ${JSON.stringify(query.getState())}`)), 10_000)
    check()
  })
}

const ids = (s: PagedState<Row>) => s.rows!.map((r) => r.id)

describe('PagedQuery', () => {
  it('shows the first page only and says there is more', async () => {
    await insert(1, 45)
    const s = await until(open(20), (s) => s.rows !== undefined)
    expect(ids(s)).toEqual(Array.from({ length: 20 }, (_, i) => 45 - i))
    expect(s.hasMore).toBe(true)
    expect(s.loadingMore).toBe(false)
  })

  it('grows a page per "Vis flere" until every row is shown', async () => {
    await insert(1, 45)
    const q = open(20)
    await until(q, (s) => s.rows !== undefined)
    q.showMore()
    expect(q.getState().loadingMore).toBe(true)
    let s = await until(q, (s) => s.rows!.length === 40 && !s.loadingMore)
    expect(s.hasMore).toBe(true)
    q.showMore()
    s = await until(q, (s) => s.rows!.length === 45 && !s.loadingMore)
    expect(s.rows!.at(-1)!.id).toBe(1)
    expect(s.hasMore).toBe(false)
  })

  it('says nothing more when the rows fit exactly on the page', async () => {
    await insert(1, 20)
    const s = await until(open(20), (s) => s.rows !== undefined)
    expect(s.rows).toHaveLength(20)
    expect(s.hasMore).toBe(false)
  })

  it('follows live changes inside the shown pages', async () => {
    await insert(1, 5)
    const q = open(3)
    await until(q, (s) => s.rows !== undefined)
    await insert(6, 6)
    const s = await until(q, (s) => s.rows![0]?.id === 6)
    expect(ids(s)).toEqual([6, 5, 4])
    await db.query(`delete from items where id <= 4`)
    const after = await until(q, (s) => !s.hasMore)
    expect(ids(after)).toEqual([6, 5])
  })

  it('asks the server only when the local rows run out, with the oldest row shown', async () => {
    await insert(11, 30)
    const asked: (Row | undefined)[] = []
    const q = open(10, async (oldest) => {
      asked.push(oldest)
      await insert(1, 10) // the server's older rows, as sync would write them
      return false
    })
    await until(q, (s) => s.rows !== undefined)
    q.showMore()
    await until(q, (s) => s.rows!.length === 20 && !s.loadingMore)
    expect(asked).toEqual([]) // the second page was local
    expect(q.getState().hasMore).toBe(true) // the server may have more
    q.showMore()
    const s = await until(q, (s) => s.rows!.length === 30 && !s.loadingMore)
    expect(asked).toEqual([{ id: 11, title: 'Punkt 11' }])
    expect(s.rows!.at(-1)!.id).toBe(1)
    expect(s.hasMore).toBe(false)
  })

  it('keeps offering more when the server call fails, and says so in Danish', async () => {
    await insert(1, 3)
    let calls = 0
    const q = open(3, async () => {
      calls++
      throw new TypeError('Failed to fetch')
    })
    await until(q, (s) => s.rows !== undefined)
    q.showMore()
    const s = await until(q, (s) => s.error !== undefined && !s.loadingMore)
    expect(calls).toBe(1)
    expect(s.error).toBe('Kunne ikke hente flere. Prøv igen.')
    expect(s.hasMore).toBe(true)
  })

  it('reports a failing query instead of loading forever', async () => {
    const q = open(10, undefined, 'no_such_column > 0')
    const s = await until(q, (s) => s.error !== undefined)
    expect(s.rows).toBeUndefined()
    expect(s.error).toMatch(/no_such_column/)
  })
})
