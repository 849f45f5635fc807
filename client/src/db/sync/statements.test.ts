import { describe, expect, it } from 'vitest'
import { shapes } from '../../../../sync/shapes'
import { localTableFor, statementFor, statementsFor, type LocalTable } from './statements'

const table: LocalTable = {
  name: 'things',
  primaryKey: ['id'],
  columns: { id: 'uuid', title: 'text', tags: 'jsonb', done: 'bool' },
}

describe('statementFor', () => {
  it('upserts inserts with every known column present', () => {
    const s = statementFor(table, {
      operation: 'insert',
      value: { id: 'a', title: 'Hej', tags: ['x'], done: false, unknown_column: 1 },
    })
    expect(s).toEqual({
      sql: 'insert into "things" ("id", "title", "tags", "done") values ($1, $2, $3, $4) on conflict ("id") do update set "title" = excluded."title", "tags" = excluded."tags", "done" = excluded."done"',
      params: ['a', 'Hej', '["x"]', false],
    })
  })

  it('passes jsonb as JSON text, including plain strings and null', () => {
    const s = statementFor(table, { operation: 'insert', value: { id: 'a', tags: 'tekst' } })
    expect(s?.params).toEqual(['a', '"tekst"'])
    const n = statementFor(table, { operation: 'update', value: { id: 'a', tags: null } })
    expect(n?.params).toEqual([null, 'a'])
  })

  it('updates only the columns present', () => {
    expect(statementFor(table, { operation: 'update', value: { id: 'a', done: true } })).toEqual({
      sql: 'update "things" set "done" = $1 where "id" = $2',
      params: [true, 'a'],
    })
  })

  it('skips updates that change nothing it knows', () => {
    expect(statementFor(table, { operation: 'update', value: { id: 'a', other: 1 } })).toBeNull()
  })

  it('deletes by primary key', () => {
    expect(statementFor(table, { operation: 'delete', value: { id: 'a' } })).toEqual({
      sql: 'delete from "things" where "id" = $1',
      params: ['a'],
    })
  })

  it('refuses rows without their key', () => {
    expect(statementFor(table, { operation: 'insert', value: { title: 'x' } })).toBeNull()
    expect(statementFor(table, { operation: 'delete', value: {} })).toBeNull()
  })

  it('does nothing on conflict for a key-only table', () => {
    const keyOnly: LocalTable = { name: 'k', primaryKey: ['a', 'b'], columns: { a: 'text', b: 'text' } }
    expect(statementFor(keyOnly, { operation: 'insert', value: { a: '1', b: '2' } })?.sql).toBe(
      'insert into "k" ("a", "b") values ($1, $2) on conflict ("a", "b") do nothing',
    )
    expect(statementFor(keyOnly, { operation: 'delete', value: { a: '1', b: '2' } })?.sql).toBe(
      'delete from "k" where "a" = $1 and "b" = $2',
    )
  })
})

describe('localTableFor', () => {
  it('takes the local table, key and synced columns from the catalogue', () => {
    const t = localTableFor(shapes.profiles)
    expect(t.name).toBe('profiles')
    expect(t.primaryKey).toEqual(['user_id'])
    expect(t.columns.certifications).toBe('jsonb')
    // Private columns are not in the public shape, so they never reach its local table.
    expect(t.columns.emergency_contact_name).toBeUndefined()
    expect(localTableFor(shapes.my_profile).columns.emergency_contact_name).toBe('text')
  })
})

describe('statementsFor', () => {
  const insert = (value: Record<string, unknown>) => ({ operation: 'insert' as const, value })

  it('turns a run of inserts into one statement over a JSON array, jsonb as JSON', () => {
    const [bulk, ...rest] = statementsFor(table, [insert({ id: 'a', title: 'A', tags: ['x'] }), insert({ id: 'b', title: 'B', tags: 'tekst' })])
    expect(rest).toEqual([])
    expect(bulk.sql).toBe(
      'insert into "things" ("id", "title", "tags") select "id", "title", "tags" from json_populate_recordset(null::"things", $1::json) on conflict ("id") do update set "title" = excluded."title", "tags" = excluded."tags"',
    )
    expect(JSON.parse(bulk.params[0] as string)).toEqual([
      { id: 'a', title: 'A', tags: ['x'] },
      { id: 'b', title: 'B', tags: 'tekst' },
    ])
  })

  it('keeps the order: other operations, other columns and a repeated key end a run', () => {
    const sqls = statementsFor(table, [
      insert({ id: 'a', title: 'A' }),
      insert({ id: 'b', title: 'B' }),
      insert({ id: 'a', title: 'A2' }),
      insert({ id: 'c', title: 'C' }),
      { operation: 'delete', value: { id: 'b' } },
      insert({ id: 'd', done: true }),
      insert({ id: 'e', title: 'E' }),
    ]).map((s) => s.sql.split(' ').slice(0, 3).join(' ') + (s.sql.includes('json_populate') ? ' (bulk)' : ''))
    expect(sqls).toEqual([
      'insert into "things" (bulk)',
      'insert into "things" (bulk)',
      'delete from "things"',
      'insert into "things"',
      'insert into "things"',
    ])
  })
})
