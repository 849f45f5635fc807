// The admin's "x af y har bekræftet" on a real PGlite with the browser's own local schema: the
// administrator who marked the item is neither counted nor listed as missing (he is never told
// or reminded); another admin who did not mark it is asked like everyone else.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureLocalSchema } from '../../db/local-schema-init'
import { awaitedReaders, READERS_SQL, type ReaderRow } from './use-must-read'

let db: PGlite
const NEWS = '00000000-0000-4000-8000-0000000000aa'

const readers = async () => awaitedReaders((await db.query<ReaderRow>(READERS_SQL, [NEWS, true])).rows)

beforeAll(async () => {
  db = await PGlite.create()
  await ensureLocalSchema(db)
  await db.exec(`insert into profiles (user_id, full_name, email, role) values
      ('alma', 'Alma Admin', 'alma@test.dk', 'admin'),
      ('bo', 'Bo Admin', 'bo@test.dk', 'admin'),
      ('erik', 'Erik Ansat', 'erik@test.dk', 'user'),
      ('mette', 'Mette Jensen', 'mette@test.dk', 'user');
    insert into must_read_news (news_id, marked_by) values ('${NEWS}', 'alma')`)
})
afterAll(() => db.close())

describe('who a must-read item waits for, in the browser', () => {
  it('leaves out the one who marked it: nobody has confirmed yet, out of three', async () => {
    const rows = await readers()
    expect(rows.map((r) => [r.user_id, r.confirmed_at])).toEqual([
      ['bo', null],
      ['erik', null],
      ['mette', null],
    ])
  })

  it('counts confirmations among the others only, also when the marker confirms anyway', async () => {
    await db.exec(`insert into news_read_confirmations (news_id, user_id, confirmed_at) values
      ('${NEWS}', 'erik', '2030-01-01T10:00:00Z'), ('${NEWS}', 'alma', '2030-01-01T09:00:00Z')`)
    const rows = await readers()
    expect(rows.length).toBe(3)
    expect(rows.filter((r) => r.confirmed_at).map((r) => r.user_id)).toEqual(['erik'])
    expect(rows.filter((r) => !r.confirmed_at).map((r) => r.user_id)).toEqual(['bo', 'mette'])
  })

  it('lists nobody for an item that is not must-read', async () => {
    expect(awaitedReaders((await db.query<ReaderRow>(READERS_SQL, ['00000000-0000-4000-8000-0000000000bb', true])).rows)).toEqual([])
  })
})
