// The pages' handle on a database that is still opening: live queries wait for it and then
// register one at a time; one whose page has gone before its turn is dropped, not set up.
import { PGlite } from '@electric-sql/pglite'
import { live } from '@electric-sql/pglite/live'
import { afterAll, describe, expect, it } from 'vitest'
import { deferredDb } from './deferred-db'
import type { LocalDb } from './open-local-db'

const opened: PGlite[] = []
afterAll(async () => {
  for (const db of opened) await db.close()
})

describe('deferredDb', () => {
  it('registers live queries once open, one at a time, and drops those cancelled before their turn', { timeout: 60_000 }, async () => {
    let open!: (db: LocalDb) => void
    const opening = new Promise<LocalDb>((resolve) => (open = resolve))
    const busy: boolean[] = []
    const db = deferredDb(opening, (b) => busy.push(b))
    expect(deferredDb(opening)).toBe(db)

    const gone = new AbortController()
    const first = db.live.query<{ n: number }>({ query: 'select 1 as n', params: [] })
    const cancelled = db.live.query<{ n: number }>({ query: 'select 2 as n', params: [], signal: gone.signal })
    const third = db.live.query<{ n: number }>({ query: 'select 3 as n', params: [] })
    gone.abort()
    expect(busy).toEqual([true])

    const pg = await PGlite.create({ extensions: { live } })
    opened.push(pg)
    open(pg as unknown as LocalDb)
    expect((await first).initialResults.rows).toEqual([{ n: 1 }])
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' })
    expect((await third).initialResults.rows).toEqual([{ n: 3 }])
    await expect.poll(() => busy).toEqual([true, false])
    // Only two live queries were ever set up: the cancelled one left no view behind.
    const views = await pg.query<{ n: number }>(`select count(*)::int as n from pg_views where viewname like 'live_query_%'`)
    expect(views.rows[0].n).toBe(2)
  })
})
