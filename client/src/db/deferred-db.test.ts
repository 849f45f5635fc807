// The pages' handle on a database that is still opening: queries and live queries wait for it
// and then go straight through; one handle per opening database.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { deferredDb } from './deferred-db'
import type { LocalDb } from './open-local-db'
import { ensureLocalSchema } from './local-schema-init'

const opened: PGlite[] = []
afterAll(async () => {
  for (const db of opened) await db.close()
})

describe('deferredDb', () => {
  it('answers live queries once open, telling while first answers are due, and drops those cancelled before', { timeout: 90_000 }, async () => {
    let open!: (db: LocalDb) => void
    const opening = new Promise<LocalDb>((resolve) => (open = resolve))
    const busy: boolean[] = []
    const db = deferredDb(opening, { onRegistering: (b) => busy.push(b) })
    expect(deferredDb(opening)).toBe(db)

    const gone = new AbortController()
    const first = db.live.query<{ n: number }>({ query: 'select count(*)::int as n from events', params: [] })
    const cancelled = db.live.query<{ n: number }>({ query: 'select 2 as n', params: [], signal: gone.signal })
    const plain = db.query<{ n: number }>('select 3 as n')
    gone.abort()
    expect(busy).toEqual([true])

    const pg = await PGlite.create()
    opened.push(pg)
    await ensureLocalSchema(pg)
    open(pg as unknown as LocalDb)
    const live = await first
    expect(live.initialResults.rows).toEqual([{ n: 0 }])
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' })
    expect((await plain).rows).toEqual([{ n: 3 }])
    await expect.poll(() => busy).toEqual([true, false])

    const seen: number[] = []
    live.subscribe((r) => seen.push(r.rows[0].n))
    await pg.query(`insert into events (id, title) values (gen_random_uuid(), 'Sommerfest')`)
    await expect.poll(() => seen.at(-1)).toBe(1)
    await live.unsubscribe()
  })
})
