// Electric protocol details beyond the log itself: the snapshot before up-to-date, ETag/304
// and cache lifetimes, DELETE /v1/shape and SSE live mode. On PGlite (protocol.test.ts) and
// PostgreSQL (protocol.pg.test.ts).
import { describe, expect, it } from 'vitest'
import { isChangeMessage, type Message, type Row } from '@electric-sql/client'
import { eventually, sortById, useFreshHarness, type DbKind } from './test-support'

const TABLE = `create table items (id integer primary key, title text not null);
select sync_track('items'); insert into items values (1, 'one'), (2, 'two');`

export function describeProtocol(kind: DbKind) {
  describe(`Electric protocol on ${kind}`, () => {
    const h = useFreshHarness(kind, TABLE, { sseTimeoutMs: 3000 })

    const get = (query: string, init?: RequestInit) => fetch(`${h.url}?table=items&${query}`, init)

    it('sends the snapshot first and up-to-date on the next request, with Electric’s cache lifetimes', async () => {
      const first = await get('offset=-1')
      expect(first.headers.has('electric-up-to-date')).toBe(false)
      expect(first.headers.get('cache-control')).toBe('public, max-age=604800, s-maxage=3600, stale-while-revalidate=2629746')
      expect((await first.json()).map((m: any) => m.value?.id ?? m.headers.control)).toEqual(['1', '2', 'snapshot-end'])
      const [handle, offset] = [first.headers.get('electric-handle'), first.headers.get('electric-offset')]
      const next = await get(`offset=${offset}&handle=${handle}`)
      expect(next.headers.has('electric-up-to-date')).toBe(true)
      expect(next.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
      expect(next.headers.get('electric-has-data')).toBe('false')
      expect(await next.json()).toEqual([{ headers: { control: 'up-to-date', global_last_seen_lsn: expect.any(String) } }])
      const live = await get(`offset=${offset}&handle=${handle}&live=true`)
      expect(live.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=5')
      const bad = await get('offset=nope')
      expect(bad.headers.get('cache-control')).toBe('no-store')
    })

    it('answers 304 to a matching If-None-Match', async () => {
      const first = await get('offset=-1')
      const [handle, offset] = [first.headers.get('electric-handle'), first.headers.get('electric-offset')]
      const snapshotTag = first.headers.get('etag')!
      expect(snapshotTag).toMatch(/^".+:-1:0_0"$/)
      expect((await get('offset=-1', { headers: { 'if-none-match': snapshotTag } })).status).toBe(304)
      await h.db.sql.query(`insert into items values (3, 'three')`)
      const changed = await eventually(async () => {
        const res = await get(`offset=${offset}&handle=${handle}`)
        expect(res.headers.get('electric-has-data')).toBe('true')
        return res
      })
      const etag = changed.headers.get('etag')!
      const again = await get(`offset=${offset}&handle=${handle}`, { headers: { 'if-none-match': `"other", ${etag}` } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      await h.db.sql.query(`insert into items values (4, 'four')`)
      await eventually(async () =>
        expect((await get(`offset=${offset}&handle=${handle}`, { headers: { 'if-none-match': etag } })).status).toBe(200),
      )
    })

    it('DELETE /v1/shape sends the shape’s clients to a new handle', async () => {
      const first = await get('offset=-1')
      const [handle, offset] = [first.headers.get('electric-handle')!, first.headers.get('electric-offset')!]
      expect((await fetch(`${h.url}?handle=nobody-1`, { method: 'DELETE' })).status).toBe(404)
      expect((await fetch(`${h.url}`, { method: 'DELETE' })).status).toBe(400)
      expect((await fetch(`${h.url}?table=items&handle=${handle}`, { method: 'DELETE' })).status).toBe(202)
      const old = await get(`offset=${offset}&handle=${handle}`)
      expect(old.status).toBe(409)
      const fresh = old.headers.get('electric-handle')!
      expect(fresh).not.toBe(handle)
      const restart = await get(`offset=-1&handle=${fresh}`)
      expect(restart.status).toBe(200)
      const again = await get(`offset=${restart.headers.get('electric-offset')}&handle=${restart.headers.get('electric-handle')}`)
      expect(again.status).toBe(200)
    })

    it('streams live changes over SSE and a ShapeStream in SSE mode loses none across reconnects', async () => {
      const first = await get('offset=-1')
      const [handle, offset] = [first.headers.get('electric-handle')!, first.headers.get('electric-offset')!]
      expect((await get(`offset=${offset}&handle=${handle}&live_sse=true`)).status).toBe(400)
      const sse = await get(`offset=${offset}&handle=${handle}&live=true&live_sse=true`)
      expect(sse.headers.get('content-type')).toBe('text/event-stream')
      expect(sse.headers.get('electric-cursor')).toBeTruthy()
      await h.db.sql.query(`insert into items values (5, 'five')`)
      const reader = sse.body!.getReader()
      let text = ''
      while (!text.includes('up-to-date')) text += new TextDecoder().decode((await reader.read()).value)
      await reader.cancel()
      const events = text.split('\n\n').filter((e) => e.startsWith('data: ')).map((e) => JSON.parse(e.slice(6)))
      expect(events[0]).toMatchObject({ value: { id: '5', title: 'five' }, headers: { operation: 'insert' } })
      expect(events.at(-1).headers.control).toBe('up-to-date')

      const { stream, shape } = h.stream({ table: 'items' }, { liveSse: true })
      const seen: Message<Row>[] = []
      stream.subscribe((messages) => void seen.push(...messages))
      await shape.rows
      // Each SSE response lasts 3 s here: these writes span several reconnects.
      for (let i = 10; i < 16; i++) {
        await h.db.sql.exec(`begin; insert into items values (${i}, 'a'); update items set title = 'b' where id = ${i}; commit;`)
        await new Promise((r) => setTimeout(r, 700))
      }
      const rows = await h.db.sql.query<Row>('select * from items order by id')
      await eventually(() => expect(sortById(shape.currentRows)).toEqual(rows))
      const changes = seen.filter(isChangeMessage).filter((m) => Number(m.value.id) >= 10)
      expect(changes.filter((m) => m.headers.operation === 'insert')).toHaveLength(6)
      expect(changes.filter((m) => m.headers.operation === 'update')).toHaveLength(6)
    })
  })
}
