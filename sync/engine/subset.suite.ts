// Subset snapshots (Electric's `subset__*` parameters and POST body), on PGlite (subset.test.ts)
// and PostgreSQL (subset.pg.test.ts), over real HTTP and through the real Electric client.
import { describe, expect, it } from 'vitest'
import { isChangeMessage, type Message, type Row } from '@electric-sql/client'
import { eventually, useFreshHarness, type DbKind } from './test-support'

const TABLE = `create table items (
  id integer primary key,
  title text not null,
  owner text,
  rank integer
); select sync_track('items');
insert into items (id, title, owner, rank)
  select i, 'item ' || i, case when i % 2 = 0 then 'ann' else 'bob' end, 100 - i from generate_series(1, 20) i;`

/** The shape every test reads: ann's items only, so a subset can never leave it. */
const SHAPE = 'table=items&where=owner%20%3D%20%241&params%5B1%5D=ann'

export function describeSubsets(kind: DbKind) {
  describe(`subset snapshots on ${kind}`, () => {
    const h = useFreshHarness(kind, TABLE)

    const ids = (body: { data: { value: { id: string } }[] }) => body.data.map((m) => Number(m.value.id))
    const get = (query: string) => fetch(`${h.url}?${SHAPE}&offset=-1&log=changes_only&${query}`)

    it('answers GET subset__where/params/order_by/limit/offset within the shape, with snapshot metadata', async () => {
      const where = encodeURIComponent('rank < $1 and title like $2')
      const params = encodeURIComponent(JSON.stringify({ 1: '95', 2: 'item %' }))
      const res = await get(`subset__where=${where}&subset__params=${params}&subset__order_by=rank%20desc&subset__limit=3&subset__offset=1`)
      expect(res.status).toBe(200)
      expect(res.headers.get('electric-snapshot')).toBe('true')
      expect(res.headers.get('electric-handle')).toMatch(/-\d+$/)
      expect(res.headers.get('electric-offset')).toMatch(/^\d+_0$/)
      expect(JSON.parse(res.headers.get('electric-schema')!).id).toMatchObject({ type: 'int4', pk_index: 0 })
      const body = await res.json()
      // ann owns the even ids; rank < 95 → id > 5; rank descending → 6, 8, 10, 12…; skip one.
      expect(ids(body)).toEqual([8, 10, 12])
      const { metadata } = body
      expect(metadata).toEqual({
        snapshot_mark: expect.any(Number),
        xmin: expect.stringMatching(/^\d+$/),
        xmax: expect.stringMatching(/^\d+$/),
        xip_list: expect.any(Array),
        database_lsn: expect.stringMatching(/^\d+$/),
      })
      expect(BigInt(metadata.xmin) <= BigInt(metadata.xmax)).toBe(true)
      expect(body.data[0]).toEqual({
        key: '"public"."items"/"8"',
        value: { id: '8', title: 'item 8', owner: 'ann', rank: '92' },
        headers: { operation: 'insert', relation: ['public', 'items'], snapshot_mark: metadata.snapshot_mark },
      })
    })

    it('answers the same subset by POST body', async () => {
      const body = { where: 'rank < $1', params: { 1: '95' }, order_by: 'rank desc', limit: 3, offset: 1 }
      const res = await fetch(`${h.url}?${SHAPE}&offset=-1&log=changes_only`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(res.status).toBe(200)
      expect(ids(await res.json())).toEqual([8, 10, 12])
      const nested = await fetch(`${h.url}?${SHAPE}&offset=-1`, {
        method: 'POST',
        body: JSON.stringify({ subset: { where: 'id <= 4', order_by: 'id' } }),
      })
      expect(ids(await nested.json())).toEqual([2, 4])
    })

    it('never widens the shape: a subset cannot escape its where clause', async () => {
      const all = await (await get('subset__where=true&subset__order_by=id')).json()
      expect(ids(all)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20])
      const escape = await get(`subset__where=${encodeURIComponent('true) or (true')}`)
      expect(escape.status).toBe(400)
      const bob = await (await get(`subset__where=${encodeURIComponent("owner = 'bob'")}`)).json()
      expect(bob.data).toEqual([])
    })

    it('refuses bad subset input with 400 and Electric’s error body, changing nothing', async () => {
      const bad: [string, string][] = [
        ['subset__limit=0&subset__order_by=id', 'limit'],
        ['subset__limit=abc&subset__order_by=id', 'limit'],
        ['subset__offset=-1&subset__order_by=id', 'offset'],
        ['subset__limit=5', 'order_by'],
        [`subset__where=${encodeURIComponent('nope = 1')}`, 'where'],
        [`subset__where=${encodeURIComponent("rank = 'x'")}`, 'where'],
        [`subset__where=true&subset__order_by=nope`, 'order_by'],
        [`subset__where=${encodeURIComponent('id = $1')}`, 'params'],
        [`subset__where=${encodeURIComponent('id = $1')}&subset__params=${encodeURIComponent('{"2":"1"}')}`, 'params'],
        [`subset__where=${encodeURIComponent('id = $1')}&subset__params=notjson`, 'params'],
        [`subset__where=${encodeURIComponent("pg_read_file('/etc/passwd') = ''")}`, 'where'],
        [`subset__where=${encodeURIComponent('id in (select id from items)')}`, 'where'],
        [`subset__where=${encodeURIComponent('true; drop table items')}`, 'where'],
        [`subset__order_by=${encodeURIComponent('id, $1')}`, 'order_by'],
        [`subset__order_by=${encodeURIComponent("set_config('a', 'b', false)")}`, 'order_by'],
      ]
      for (const [query, field] of bad) {
        const res = await get(query)
        expect(res.status, query).toBe(400)
        const body = await res.json()
        expect(body.message, query).toBe('Invalid request')
        expect(body.errors.subset[field], query).toEqual([expect.any(String)])
      }
      const located = await (await get(`subset__where=${encodeURIComponent('id > 1 and nope = 1')}`)).json()
      expect(located.errors.subset.where[0]).toMatch(/^At location 11: .*nope/)
      const notJson = await fetch(`${h.url}?${SHAPE}&offset=-1`, { method: 'POST', body: '{nope' })
      expect(notJson.status).toBe(400)
      const [{ n }] = await h.db.sql.query<{ n: number }>('select count(*)::int as n from items')
      expect(n).toBe(20)
    })

    it('answers 409 must-refetch for a subset of a handle of another shape', async () => {
      const res = await fetch(`${h.url}?${SHAPE}&offset=0_inf&handle=elsewhere-1&subset__where=true`)
      expect(res.status).toBe(409)
      expect(res.headers.get('electric-handle')).toMatch(/-\d+$/)
    })

    it('injects a requestSnapshot into a live changes_only ShapeStream, then streams later changes', async () => {
      await h.caughtUp()
      const { stream, shape } = h.stream({ table: 'items', where: 'owner = $1', params: ['ann'] }, { log: 'changes_only' })
      // As the app does: the stream is live (its offset -1 answer and up-to-date are in) first.
      await eventually(() => expect(stream.isUpToDate).toBe(true))
      await shape.requestSnapshot({ where: 'id <= $1', params: { 1: '6' }, orderBy: 'id' })
      await eventually(() => expect(sortedIds(shape.currentRows)).toEqual([2, 4, 6]))
      await h.db.sql.query(`insert into items (id, title, owner) values (22, 'new', 'ann'), (23, 'bob''s', 'bob')`)
      await h.db.sql.query(`update items set title = 'changed' where id = 4`)
      await eventually(() => {
        expect(sortedIds(shape.currentRows)).toEqual([2, 4, 6, 22])
        expect(shape.currentRows.find((r) => r.id === 4)?.title).toBe('changed')
      })
      expect(stream.isUpToDate).toBe(true)
    })

    it('skips a change already in the snapshot and applies the one committed after it', async () => {
      // Live requests wait at a gate, so a change can be committed after the stream's offset
      // but before the snapshot, and only reach the stream afterwards.
      let open!: () => void
      const gate = new Promise<void>((resolve) => (open = resolve))
      const fetchClient = async (input: RequestInfo | URL, init?: RequestInit) => {
        if (new URL(String(input)).searchParams.get('live') === 'true') {
          await Promise.race([gate, aborted(init?.signal)])
        }
        return fetch(input, init)
      }
      await h.caughtUp()
      const { stream } = h.stream({ table: 'items', where: 'owner = $1', params: ['ann'] }, { log: 'changes_only', fetchClient })
      const seen: Message<Row>[] = []
      stream.subscribe((messages) => void seen.push(...messages))
      await eventually(() => expect(stream.isUpToDate).toBe(true))

      await h.db.sql.query(`update items set title = 'before' where id = 2`)
      const { data } = await stream.requestSnapshot({ where: 'id = 2' })
      expect(data.map((m) => m.value.title)).toEqual(['before'])
      await h.db.sql.query(`update items set title = 'after' where id = 2`)
      open()

      await eventually(() => expect(changesOf(seen, 2).map((m) => [m.headers.operation, m.value.title])).toEqual([
        ['insert', 'before'],
        ['update', 'after'],
      ]), 20_000)
    })
  })
}

const sortedIds = (rows: Row[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b)

const changesOf = (messages: Message<Row>[], id: number) =>
  messages.filter(isChangeMessage).filter((m) => Number(m.value.id) === id)

function aborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))
    if (signal?.aborted) fail()
    else signal?.addEventListener('abort', fail, { once: true })
  })
}
