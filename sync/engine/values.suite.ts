// Values and types as Electric sends them: UTC timestamps and ISO 8601 intervals whatever the
// session's settings, and electric-schema with lengths, precision and scale.
import { describe, expect, it } from 'vitest'
import { eventually, useFreshHarness, type DbKind } from './test-support'

const TABLE = `create table typed (
  id integer primary key,
  at timestamptz,
  span interval,
  amount numeric(10, 2),
  code varchar(20),
  flag char(3),
  hour_span interval hour to minute,
  precise timestamp(3),
  doc json,
  tags text[]
); select sync_track('typed');`

export function describeValues(kind: DbKind) {
  describe(`values and types on ${kind}`, () => {
    const h = useFreshHarness(kind, TABLE)

    it('sends UTC timestamps and ISO 8601 intervals in snapshots and changes', async () => {
      // A writer in another time zone and interval style changes nothing in what is sent.
      await h.db.sql.exec(`begin; set local timezone = 'Asia/Tokyo'; set local intervalstyle = 'sql_standard';
        insert into typed (id, at, span) values (1, '2024-05-01 12:00:00+09', '1 day 2 hours 3 minutes'); commit;`)
      const first = await fetch(`${h.url}?table=typed&offset=-1`)
      const [row] = await first.json()
      expect(row.value).toMatchObject({ at: '2024-05-01 03:00:00+00', span: 'P1DT2H3M' })
      const [handle, offset] = [first.headers.get('electric-handle'), first.headers.get('electric-offset')]
      await h.db.sql.exec(`begin; set local timezone = 'America/New_York';
        insert into typed (id, at, span) values (2, '2024-05-01 12:00:00-04', '-3 years 1 mon'); commit;`)
      const change = await eventually(async () => {
        const body = await (await fetch(`${h.url}?table=typed&offset=${offset}&handle=${handle}`)).json()
        expect(body[0].value).toBeTruthy()
        return body[0]
      })
      expect(change.value).toMatchObject({ at: '2024-05-01 16:00:00+00', span: 'P-2Y-11M' })
    })

    it('keeps a json column’s text as stored in changes', async () => {
      const first = await fetch(`${h.url}?table=typed&offset=-1`)
      const [handle, offset] = [first.headers.get('electric-handle'), first.headers.get('electric-offset')]
      const doc = '{"b": 1,  "a": [1, 2], "b": 3}'
      await h.db.sql.query(`insert into typed (id, doc, tags, amount) values (3, $1, '{x,"y z"}', 1.50)`, [doc])
      const change = await eventually(async () => {
        const body = await (await fetch(`${h.url}?table=typed&offset=${offset}&handle=${handle}`)).json()
        expect(body[0].value).toBeTruthy()
        return body[0]
      })
      expect(change.value).toMatchObject({ doc, tags: '{x,"y z"}', amount: '1.50' })
    })

    it('describes lengths, precision, scale and interval fields in electric-schema', async () => {
      const res = await fetch(`${h.url}?table=typed&offset=-1`)
      const schema = JSON.parse(res.headers.get('electric-schema')!)
      expect(schema).toMatchObject({
        id: { type: 'int4', pk_index: 0, not_null: true },
        amount: { type: 'numeric', precision: 10, scale: 2 },
        code: { type: 'varchar', max_length: 20 },
        flag: { type: 'bpchar', length: 3 },
        hour_span: { type: 'interval', fields: 'HOUR TO MINUTE' },
        precise: { type: 'timestamp', precision: 3 },
      })
      expect(schema.at).toEqual({ type: 'timestamptz' })
    })
  })
}
