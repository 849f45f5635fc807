// The unread count on a real PGlite with the browser's own local schema and outbox: a mark
// waiting in the outbox (offline) already counts as read; 'all read' covers only notices up
// to the newest one the person saw.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ensureLocalSchema } from '../../db/local-schema-init'
import { NOTIFICATIONS_SQL, UNREAD_COUNT_SQL } from './use-notifications'

let db: PGlite
const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const C = '00000000-0000-4000-8000-00000000000c'

const unread = async () => (await db.query<{ n: number }>(UNREAD_COUNT_SQL)).rows[0].n
const queue = (path: string, body: unknown) =>
  db.query(`insert into local.outbox (id, method, path, body, idempotency_key) values (gen_random_uuid(), 'POST', $1, $2, 'k-' || gen_random_uuid())`, [path, JSON.stringify(body)])

beforeAll(async () => {
  db = await PGlite.create()
  await ensureLocalSchema(db)
})
afterAll(() => db.close())
beforeEach(async () => {
  await db.exec(`delete from local.outbox; delete from notifications;
    insert into notifications (id, user_id, kind, title, link, created_at, read_at) values
      ('${A}', 'u', 'post_approved', 'A', '/posts', '2030-01-01T10:00:00.123456Z', null),
      ('${B}', 'u', 'vacation_approved', 'B', '/vacation', '2030-01-01T11:00:00.654321Z', null),
      ('${C}', 'u', 'news_comment', 'C', '/', '2030-01-01T09:00:00Z', '2030-01-01T09:30:00Z')`)
})

describe('unread notifications in the browser', () => {
  it('counts what the server has not marked read', async () => {
    expect(await unread()).toBe(2)
  })

  it('a queued mark of one notice counts as read at once', async () => {
    await queue(`/api/notifications/${A}/read`, {})
    expect(await unread()).toBe(1)
    const rows = (await db.query<{ id: string; read: boolean }>(NOTIFICATIONS_SQL, [10])).rows
    expect(rows.map((r) => [r.id, r.read])).toEqual([[B, false], [A, true], [C, true]])
  })

  it("a queued 'all read' covers notices up to its time, microseconds included, not later ones", async () => {
    // As the page sends it: the newest seen (a millisecond Date) plus one millisecond.
    await queue('/api/notifications/read-all', { before: '2030-01-01T10:00:00.124Z' })
    expect(await unread()).toBe(1)
    await queue('/api/notifications/read-all', { before: '2030-01-01T11:00:00.655Z' })
    expect(await unread()).toBe(0)
  })

  it('a queued write of something else changes nothing', async () => {
    await queue('/api/vacations', { start_date: '2030-02-01', end_date: '2030-02-02' })
    expect(await unread()).toBe(2)
  })
})
