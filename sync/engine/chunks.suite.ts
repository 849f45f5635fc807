// Responses end once their messages pass the chunk size, for the snapshot and the log alike;
// a client following the offsets gets every row exactly once. On PGlite (chunks.test.ts) and
// PostgreSQL (chunks.pg.test.ts).
import { describe, expect, it } from 'vitest'
import { eventually, useFreshHarness, type DbKind } from './test-support'

const CHUNK = 2_000
const TABLE = `create table items (id integer primary key, title text not null); select sync_track('items');`

export function describeChunks(kind: DbKind) {
  describe(`response chunks on ${kind}`, () => {
    const h = useFreshHarness(kind, TABLE, { chunkBytes: CHUNK })

    const insert = (from: number, to: number) =>
      h.db.sql.query(`insert into items select i, rpad('row ' || i || ' ', 200, 'x') from generate_series(${from}, ${to}) as i`)

    /** Follows the offsets until up-to-date; every response's size and the rows seen. */
    async function follow(query: string) {
      const sizes: number[] = []
      const ids: string[] = []
      const asked = [query]
      for (let i = 0; i < 100; i++) {
        const res = await fetch(`${h.url}?table=items&${query}`)
        expect(res.status).toBe(200)
        const text = await res.text()
        const body = JSON.parse(text) as any[]
        sizes.push(text.length)
        ids.push(...body.filter((m) => m.headers.operation).map((m) => m.value.id))
        const controls = body.filter((m) => m.headers.control).map((m) => m.headers.control)
        query = `offset=${res.headers.get('electric-offset')}&handle=${res.headers.get('electric-handle')}`
        if (res.headers.has('electric-up-to-date')) return { sizes, ids, query, controls, asked }
        asked.push(query)
      }
      throw new Error('never up-to-date')
    }

    it('splits a large snapshot into chunks near the size, then continues in the log', async () => {
      await insert(1, 40)
      const { sizes, ids, query } = await follow('offset=-1')
      expect(ids.map(Number)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
      // Every chunk but the last passes the size by less than one row; the last is the up-to-date.
      expect(sizes.length).toBeGreaterThan(4)
      for (const size of sizes.slice(0, -2)) expect(size).toBeGreaterThanOrEqual(CHUNK - 300)
      for (const size of sizes) expect(size).toBeLessThan(CHUNK + 600)

      // A transaction larger than a chunk is split inside it, and resumes where it stopped.
      await insert(41, 80)
      const rest = await eventually(async () => {
        const r = await follow(query)
        expect(r.ids).toHaveLength(40)
        return r
      })
      expect(rest.ids.map(Number)).toEqual(Array.from({ length: 40 }, (_, i) => i + 41))
      expect(rest.sizes.length).toBeGreaterThan(4)
      for (const size of rest.sizes) expect(size).toBeLessThan(CHUNK + 600)
    })

    it('ends the snapshot with a snapshot-end, after its last chunk only', async () => {
      await insert(1, 40)
      const res = await fetch(`${h.url}?table=items&offset=-1`)
      const body = (await res.json()) as any[]
      expect(body.some((m) => m.headers.control)).toBe(false)
      expect(res.headers.get('electric-offset')).toBe('0_1')
      const small = await fetch(`${h.url}?table=items&offset=-1&where=id%20%3D%201`)
      const messages = (await small.json()) as any[]
      expect(messages.map((m) => m.headers.operation ?? m.headers.control)).toEqual(['insert', 'snapshot-end'])
      expect(small.headers.get('electric-offset')).toBe('0_0')
    })

    it('asks for a fresh start when the snapshot a chunk belongs to is gone', async () => {
      await insert(1, 40)
      const res = await fetch(`${h.url}?table=items&offset=-1`)
      await res.arrayBuffer()
      const next = `offset=${res.headers.get('electric-offset')}&handle=${res.headers.get('electric-handle')}`
      await h.restart({ chunkBytes: CHUNK })
      expect((await fetch(`${h.url}?table=items&${next}`)).status).toBe(409)
      // The end of the snapshot is known from the handle alone.
      const { asked } = await follow('offset=-1')
      const snapshotDone = asked[asked.length - 1]
      expect(snapshotDone).toMatch(/^offset=0_0&/)
      await h.restart({ chunkBytes: CHUNK })
      await insert(41, 41)
      const after = await eventually(async () => {
        const r = await follow(snapshotDone)
        expect(r.ids).toEqual(['41'])
        return r
      })
      expect(after.controls).toEqual(['up-to-date'])
    })
  })
}
