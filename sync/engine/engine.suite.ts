// The engine's behaviour, run against embedded PGlite (engine.test.ts) and real PostgreSQL
// (engine.pg.test.ts), always through real HTTP and the real Electric client.
import { describe, expect, it } from 'vitest'
import { eventually, sortById, useFreshHarness, type DbKind } from './test-support'

const TABLE = `create table items (
  id integer primary key,
  title text not null,
  owner text,
  visible boolean not null default true,
  tags text[],
  meta jsonb
); select sync_track('items');`

export function describeEngine(kind: DbKind) {
  describe(`shape engine on ${kind}`, () => {
    const h = useFreshHarness(kind, async ({ db }) => {
      await db.sql.exec(TABLE)
      await db.sql.query(`insert into items (id, title, owner, tags, meta) values
        (1, 'one', 'ann', '{a,b}', '{"x":1}'), (2, 'two', 'bob', null, null), (3, 'three', 'ann', '{}', '[]')`)
    })

    const dbRows = (where = 'true') => h.db.sql.query<Record<string, unknown>>(`select * from items where ${where} order by id`)

    it('sends the snapshot with parsed values, then live inserts, updates and deletes', async () => {
      const { shape } = h.stream({ table: 'items' })
      const initial = sortById(await shape.rows)
      expect(initial).toEqual([
        { id: 1, title: 'one', owner: 'ann', visible: true, tags: ['a', 'b'], meta: { x: 1 } },
        { id: 2, title: 'two', owner: 'bob', visible: true, tags: null, meta: null },
        { id: 3, title: 'three', owner: 'ann', visible: true, tags: [], meta: [] },
      ])
      await h.db.sql.query(`insert into items (id, title) values (4, 'four')`)
      await h.db.sql.query(`update items set title = 'ONE', tags = '{c}' where id = 1`)
      await h.db.sql.query(`delete from items where id = 2`)
      await eventually(async () => expect(sortById(shape.currentRows)).toEqual(await dbRows()))
    })

    it('moves rows into and out of a where clause as inserts and deletes', async () => {
      const { shape } = h.stream({ table: 'items', where: 'owner = $1 and visible = true', params: ['ann'] })
      expect((await shape.rows).map((r) => r.id).sort()).toEqual([1, 3])
      await h.db.sql.query(`update items set owner = 'ann' where id = 2`) // moves in
      await h.db.sql.query(`update items set visible = false where id = 1`) // moves out
      await eventually(async () =>
        expect(sortById(shape.currentRows)).toEqual(await dbRows(`owner = 'ann' and visible = true`)),
      )
    })

    it('limits columns but always includes the primary key', async () => {
      const res = await fetch(`${h.url}?table=items&offset=-1&columns=title`)
      expect(res.status).toBe(200)
      const schema = JSON.parse(res.headers.get('electric-schema')!)
      expect(Object.keys(schema)).toEqual(['id', 'title'])
      expect(schema.id).toMatchObject({ type: 'int4', pk_index: 0, not_null: true })
      const body = await res.json()
      expect(body[0].value).toEqual({ id: '1', title: 'one' })
      // The snapshot and its snapshot-end first; up-to-date comes with the next request.
      expect(body).toHaveLength(4)
      expect(body[3].headers).toMatchObject({ control: 'snapshot-end', xmin: expect.any(String), xip_list: expect.any(Array) })
    })

    it('sends key + changed columns on update by default, full rows with replica=full', async () => {
      const first = await fetch(`${h.url}?table=items&offset=-1`)
      const handle = first.headers.get('electric-handle')!
      const offset = first.headers.get('electric-offset')!
      const full = await fetch(`${h.url}?table=items&offset=-1&replica=full`)
      const fullHandle = full.headers.get('electric-handle')!
      const fullOffset = full.headers.get('electric-offset')!
      await h.db.sql.query(`update items set title = 'uno' where id = 1`)
      await h.db.sql.query(`delete from items where id = 3`)
      const read = async (hd: string, off: string, replica = 'default') =>
        eventually(async () => {
          const res = await fetch(`${h.url}?table=items&offset=${off}&handle=${hd}&replica=${replica}`)
          const msgs = (await res.json()).filter((m: any) => m.headers.operation)
          expect(msgs).toHaveLength(2)
          return msgs
        })
      const [upd, del] = await read(handle, offset)
      expect(upd.value).toEqual({ id: '1', title: 'uno' })
      expect(upd.headers).toMatchObject({ operation: 'update', relation: ['public', 'items'], op_position: 0, last: true })
      expect(upd.headers.txids).toHaveLength(1)
      expect(del.value).toEqual({ id: '3' })
      const [fullUpd, fullDel] = await read(fullHandle, fullOffset, 'full')
      expect(fullUpd.value).toMatchObject({ id: '1', title: 'uno', owner: 'ann' })
      expect(fullUpd.old_value).toEqual({ title: 'one' })
      expect(fullDel.value).toMatchObject({ id: '3', title: 'three' })
    })

    it('marks the last change of a transaction and shares its lsn', async () => {
      const first = await fetch(`${h.url}?table=items&offset=-1`)
      const [hd, off] = [first.headers.get('electric-handle'), first.headers.get('electric-offset')]
      await h.db.sql.exec(`begin; update items set title = 'a' where id = 1; update items set title = 'b' where id = 2; commit;`)
      const msgs = await eventually(async () => {
        const body = await (await fetch(`${h.url}?table=items&offset=${off}&handle=${hd}`)).json()
        const changes = body.filter((m: any) => m.headers.operation)
        expect(changes).toHaveLength(2)
        return changes
      })
      expect(msgs[0].headers.lsn).toBe(msgs[1].headers.lsn)
      expect([msgs[0].headers.op_position, msgs[1].headers.op_position]).toEqual([0, 1])
      expect(msgs[0].headers.last).toBeUndefined()
      expect(msgs[1].headers.last).toBe(true)
    })

    it('holds a live request until a change arrives', async () => {
      const first = await fetch(`${h.url}?table=items&offset=-1`)
      const [hd, off] = [first.headers.get('electric-handle'), first.headers.get('electric-offset')]
      const pending = fetch(`${h.url}?table=items&offset=${off}&handle=${hd}&live=true`)
      await new Promise((r) => setTimeout(r, 100))
      await h.db.sql.query(`insert into items (id, title) values (9, 'nine')`)
      const res = await pending
      expect(res.headers.get('electric-cursor')).toBeTruthy()
      expect(res.headers.has('electric-up-to-date')).toBe(true)
      const body = await res.json()
      expect(body[0]).toMatchObject({ value: { id: '9', title: 'nine' }, headers: { operation: 'insert' } })
      // …and answers up-to-date with nothing new after the long-poll period.
      const next = res.headers.get('electric-offset')
      const idle = await fetch(`${h.url}?table=items&offset=${next}&handle=${hd}&live=true`)
      expect(await idle.json()).toEqual([{ headers: { control: 'up-to-date', global_last_seen_lsn: expect.any(String) } }])
    })

    it('answers 400 with a message for bad requests and 409 for a foreign handle', async () => {
      const bad = [
        '?offset=-1',
        '?table=missing&offset=-1',
        '?table=items&offset=abc',
        '?table=items&offset=-1&live=true',
        '?table=items&offset=-1&columns=nope',
        '?table=items&offset=-1&where=nope%20%3D%201',
        '?table=items&offset=-1&where=id%20%3D%20%241',
        '?table=items&offset=-1&where=1%3D1%3B%20drop%20table%20items',
        '?table=items&offset=-1&where=id%20in%20(select%20id%20from%20items)',
        '?table=items&offset=5_0',
      ]
      for (const query of bad) {
        const res = await fetch(`${h.url}${query}`)
        expect(res.status, query).toBe(400)
        expect((await res.json()).message, query).toBeTruthy()
      }
      const located = await (await fetch(`${h.url}?table=items&offset=-1&where=${encodeURIComponent('id = 1 or nope')}`)).json()
      expect(located.errors.where[0]).toMatch(/^At location 10: .*nope/)
      // A syntax error is placed as Electric's parser does, in `SELECT 1 WHERE <where>`.
      const syntax = await (await fetch(`${h.url}?table=items&offset=-1&where=${encodeURIComponent('1 x 1')}`)).json()
      expect(syntax.errors.where[0]).toMatch(/^At location 17: syntax error at or near "x"/)
      const res = await fetch(`${h.url}?table=items&offset=0_inf&handle=someoneelse-1`)
      expect(res.status).toBe(409)
      expect(res.headers.get('electric-handle')).toMatch(/-\d+$/)
      expect(await res.json()).toEqual([{ headers: { control: 'must-refetch' } }])
      expect((await dbRows()).length).toBe(3)
    })

    it('captures writes from a session whose search_path lacks public', async () => {
      const { shape } = h.stream({ table: 'items' })
      await shape.rows
      await h.db.sql.exec(`begin; set local search_path = pg_catalog;
        insert into public.items (id, title) values (7, 'seven');
        update public.items set title = 'uno' where id = 1; commit;`)
      await eventually(async () => expect(sortById(shape.currentRows)).toEqual(await dbRows()))
      expect(shape.currentRows.find((r) => r.id === 7)?.title).toBe('seven')
    })

    it('resumes from the client offset after a restart without losing changes', async () => {
      const { shape, stream } = h.stream({ table: 'items' })
      await shape.rows
      await h.restart()
      await h.db.sql.query(`insert into items (id, title) values (5, 'five')`)
      await h.db.sql.query(`update items set title = 'zwei' where id = 2`)
      await eventually(async () => expect(sortById(shape.currentRows)).toEqual(await dbRows()))
      expect(stream.isUpToDate).toBe(true)
    })

    it('sends must-refetch to a client older than retention, which then converges', async () => {
      const first = await fetch(`${h.url}?table=items&offset=-1`)
      const [hd, off] = [first.headers.get('electric-handle')!, first.headers.get('electric-offset')!]
      for (let i = 10; i < 15; i++) await h.db.sql.query(`insert into items (id, title) values ($1, 'x')`, [i])
      await h.restart() // a fresh process has no memory of the shape
      const pruned = await h.engine.compact({ beforeLsn: Number.MAX_SAFE_INTEGER })
      expect(pruned).toBeGreaterThan(0)
      const res = await fetch(`${h.url}?table=items&offset=${off}&handle=${hd}`)
      expect(res.status).toBe(409)
      expect(res.headers.get('electric-handle')).not.toBe(hd)
      const { shape } = h.stream({ table: 'items' }, { offset: off, handle: hd })
      await eventually(async () => expect(sortById(shape.currentRows)).toEqual(await dbRows()))
    })

    it('tells a watch of each change of its shape and not of others, and follows a truncated table', async () => {
      const shapeUrl = (where?: string) => {
        const url = new URL('http://engine/v1/shape?table=items')
        if (where) url.searchParams.set('where', where)
        return url
      }
      // Watches made while a pass reads their table are told conservatively: start after the
      // setup's inserts were read, so every notice below is a real one.
      await h.caughtUp()
      let annChanges = 0
      let bobChanges = 0
      const stopAnn = await h.engine.watch(shapeUrl(`owner = 'ann'`), () => annChanges++)
      const stopBob = await h.engine.watch(shapeUrl(`owner = 'bob'`), () => bobChanges++)
      await h.db.sql.query(`update items set title = 'uno' where id = 1`)
      await eventually(() => expect(annChanges).toBe(1))
      expect(bobChanges).toBe(0)
      // A truncate drops the shape: its watch is told, and hears the new table's changes too.
      await h.db.sql.query(`truncate items`)
      await eventually(() => expect(annChanges).toBe(2))
      await eventually(async () => {
        await h.db.sql.query(`insert into items (id, title, owner) values (10 + (random() * 1000)::int, 'ny', 'ann')`)
        expect(annChanges).toBeGreaterThan(2)
      })
      stopAnn()
      const seen = annChanges
      await h.db.sql.query(`insert into items (id, title, owner) values (2000, 'efter', 'ann')`)
      await h.db.sql.query(`update items set title = 'to' where owner = 'bob'`)
      await h.engine.watch(shapeUrl(`owner = 'ann'`), () => {}) // the pass has run past both
      await new Promise((r) => setTimeout(r, 1500))
      expect(annChanges).toBe(seen)
      stopBob()
    })

    it('knows whether a client that comes back from an offset has anything to catch up, after a restart too', async () => {
      const first = await fetch(`${h.url}?table=items&offset=-1`)
      const handle = first.headers.get('electric-handle')!
      const current = await fetch(`${h.url}?table=items&offset=${first.headers.get('electric-offset')}&handle=${handle}`)
      const at = { handle, offset: current.headers.get('electric-offset')! }
      const url = new URL('http://engine/v1/shape?table=items')
      const annUrl = new URL(`http://engine/v1/shape?table=items&where=${encodeURIComponent(`owner = 'ann'`)}`)
      expect(await h.engine.hasChanges(url, at)).toBe(false)
      await h.db.sql.query(`update items set title = 'zwei' where id = 2`)
      await h.restart() // a fresh process: its memory starts after the change
      expect(await h.engine.hasChanges(url, at)).toBe(true)
      // Another shape of the table from the same place: the change was not one of its rows.
      const ann = await fetch(`${annUrl.href.replace('http://engine/v1/shape', h.url)}&offset=-1`)
      const annHandle = ann.headers.get('electric-handle')!
      expect(await h.engine.hasChanges(annUrl, { handle: annHandle, offset: '0_0' })).toBe(false)
      expect(await h.engine.hasChanges(url, { handle: 'not-ours-1', offset: at.offset })).toBe(true)
      expect(await h.engine.hasChanges(url, { handle, offset: '-1' })).toBe(true)
    })

    it('says two current handles of a shape read the same log, and a removed one or another shape\'s does not', async () => {
      const url = new URL('http://engine/v1/shape?table=items')
      const first = (await fetch(`${h.url}?table=items&offset=-1`)).headers.get('electric-handle')!
      await h.db.sql.query(`update items set title = 'drei' where id = 2`)
      await h.restart() // a new snapshot, a new handle
      const second = (await fetch(`${h.url}?table=items&offset=-1`)).headers.get('electric-handle')!
      expect(second).not.toBe(first)
      expect(await h.engine.sameLog(url, first, second)).toBe(true)
      const ann = new URL(`http://engine/v1/shape?table=items&where=${encodeURIComponent(`owner = 'ann'`)}`)
      const annHandle = (await fetch(`${ann.href.replace('http://engine/v1/shape', h.url)}&offset=-1`)).headers.get('electric-handle')!
      expect(await h.engine.sameLog(url, first, annHandle)).toBe(false)
      expect(await h.engine.sameLog(url, first, 'not-ours-1')).toBe(false)
      // Removed (its clients must refetch): no longer the log of the shape's current handles.
      expect((await fetch(`${h.url}?table=items&handle=${second}`, { method: 'DELETE' })).status).toBe(202)
      const third = (await fetch(`${h.url}?table=items&offset=-1`)).headers.get('electric-handle')!
      expect(await h.engine.sameLog(url, second, third)).toBe(false)
    })
  })
}
