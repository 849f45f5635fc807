// TRUNCATE, DROP and ALTER of tracked tables, and tables outside `public`: on PGlite
// (ddl.test.ts, no event triggers) and PostgreSQL (ddl.pg.test.ts, with them).
import { describe, expect, it } from 'vitest'
import { isChangeMessage, type Message, type Row } from '@electric-sql/client'
import { eventually, sortById, useFreshHarness, type DbKind } from './test-support'

const TABLES = `
create table items (id integer primary key, title text not null, owner text);
create table others (id integer primary key, name text);
select sync_track('items'); select sync_track('others');
insert into items values (1, 'one', 'ann'), (2, 'two', 'bob'), (3, 'three', 'ann');
insert into others values (1, 'first');`

export function describeDdl(kind: DbKind) {
  describe(`schema changes on ${kind}`, () => {
    const h = useFreshHarness(kind, TABLES)

    const start = async (table: string) => {
      const res = await fetch(`${h.url}?table=${encodeURIComponent(table)}&offset=-1`)
      expect(res.status).toBe(200)
      return { handle: res.headers.get('electric-handle')!, offset: res.headers.get('electric-offset')!, body: await res.json() }
    }

    it('TRUNCATE makes the table’s clients refetch, and a new client gets no old rows', async () => {
      const { shape } = h.stream({ table: 'items' })
      expect(await shape.rows).toHaveLength(3)
      const old = await start('items')
      await h.db.sql.exec(`truncate items; insert into items values (9, 'nine', 'ann')`)
      await eventually(() => expect(sortById(shape.currentRows).map((r) => r.id)).toEqual([9]))
      const res = await fetch(`${h.url}?table=items&offset=${old.offset}&handle=${old.handle}`)
      expect(res.status).toBe(409)
      const fresh = await start('items')
      expect(fresh.body.filter((m: any) => m.value).map((m: any) => m.value.id)).toEqual(['9'])
    })

    it('a dropped table sends its clients away and every other shape goes on, each change once', async () => {
      const others = h.stream({ table: 'others' })
      const seen: Message<Row>[] = []
      others.stream.subscribe((messages) => void seen.push(...messages))
      await others.shape.rows
      const items = await start('items')
      const waiting = fetch(`${h.url}?table=items&offset=${items.offset}&handle=${items.handle}&live=true`)
      await new Promise((r) => setTimeout(r, 200))
      await h.db.sql.exec(`begin; insert into items values (4, 'four', 'ann'); drop table items; commit;`)
      await h.db.sql.query(`insert into others values (2, 'second')`)
      await eventually(() => expect(sortById(others.shape.currentRows).map((r) => r.id)).toEqual([1, 2]))
      await h.db.sql.query(`update others set name = 'zweite' where id = 2`)
      await eventually(() => expect(others.shape.currentRows.find((r) => r.id === 2)?.name).toBe('zweite'))
      const inserts = seen.filter(isChangeMessage).filter((m) => m.headers.operation === 'insert' && m.value.id === 2)
      expect(inserts).toHaveLength(1)

      // The long-poll waiting on the dropped table is sent away; asking again finds no table.
      const res = await waiting
      expect(res.status).toBe(409)
      expect(res.headers.get('electric-handle')).toBeTruthy()
      const again = await fetch(`${h.url}?table=items&offset=-1`)
      expect(again.status).toBe(400)
      expect((await again.json()).errors.table[0]).toMatch(/does not exist/)
    })

    it('a dropped column makes the table’s clients refetch the new columns', async () => {
      const { shape } = h.stream({ table: 'items' })
      await shape.rows
      await h.db.sql.exec(`alter table items drop column owner`)
      await h.db.sql.query(`update items set title = 'uno' where id = 1`)
      await eventually(() => {
        expect(sortById(shape.currentRows)).toEqual([
          { id: 1, title: 'uno' },
          { id: 2, title: 'two' },
          { id: 3, title: 'three' },
        ])
      })
      await h.db.sql.query(`insert into others values (3, 'third')`)
      await eventually(async () => expect((await start('others')).body.filter((m: any) => m.value)).toHaveLength(2))
    })

    it('serves tables outside public and with quoted names', async () => {
      await h.db.sql.exec(`create schema "Other Schema";
        create table "Other Schema"."My ""Items""" ("Id" integer primary key, "a,b" text);
        select sync_track('"Other Schema"."My ""Items"""');
        insert into "Other Schema"."My ""Items""" values (1, 'x');`)
      const table = '"Other Schema"."My ""Items"""'
      const { body } = await start(table)
      expect(body[0]).toMatchObject({
        key: '"Other Schema"."My ""Items"""/"1"',
        value: { Id: '1', 'a,b': 'x' },
        headers: { operation: 'insert', relation: ['Other Schema', 'My "Items"'] },
      })
      const cols = await fetch(`${h.url}?table=${encodeURIComponent(table)}&offset=-1&columns=${encodeURIComponent('"Id","a,b"')}`)
      expect(Object.keys(JSON.parse(cols.headers.get('electric-schema')!))).toEqual(['Id', 'a,b'])
      const { shape } = h.stream({ table })
      await shape.rows
      await h.db.sql.exec(`set search_path = "Other Schema"; insert into "My ""Items""" values (2, 'y'); reset search_path;`)
      await eventually(() => expect(sortById(shape.currentRows.map((r) => ({ ...r, id: r.Id })))).toHaveLength(2))
      const unquoted = await fetch(`${h.url}?table=${encodeURIComponent('Other Schema.My Items')}&offset=-1`)
      expect(unquoted.status).toBe(400)
    })
  })
}
