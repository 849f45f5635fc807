// A form's wait for its write, against a real PGlite with the real local schema: it ends when
// sync applies the batch carrying the write's txid (and the synced row is there by then), at
// once when sync was faster than the answer, and after its limit when the change never comes.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ensureLocalSchema } from '../db/local-schema-init'
import { tableLiveQueries, type TableLiveQueries } from '../db/table-live'
import { DIRECT_WRITE_MS, dropUnmatchedAcknowledged, settleSyncedTxids } from './txid-settlement'
import { sentStraight, untilSynced } from './until-synced'

let db: PGlite
let live: TableLiveQueries
let watching: string[] = []
beforeAll(async () => {
  db = await PGlite.create()
  await ensureLocalSchema(db)
  live = tableLiveQueries(
    { query: (sql, params) => db.query(sql, params), listen: (channel, callback) => db.listen(channel, callback) },
    { onWatching: (words) => (watching = words) },
  )
}, 90_000)
afterAll(() => db.close())
beforeEach(async () => {
  await db.exec('delete from local.outbox; delete from local.synced_txids; delete from local.direct_writes; delete from buildings')
})

const BUILDING = '00000000-0000-4000-8000-00000000b101'

/** The outbox row of a write the server has answered with `txid` (as outbox.ts leaves it). */
const acknowledged = (txid: string) =>
  db.query(
    `insert into local.outbox (id, method, path, body, idempotency_key, txid, acknowledged_at)
     values (gen_random_uuid(), 'POST', '/api/buildings', '{}', gen_random_uuid()::text, $1, now())`,
    [txid],
  )

/** What shape-sync does with a batch that carries the building and the txid. */
const syncBatch = (txid: string) =>
  db.transaction(async (tx) => {
    await tx.query(`insert into buildings (id, name, created_at) values ($1, 'Lager Nord', now())`, [BUILDING])
    await settleSyncedTxids(tx, [txid], new Date())
  })

describe('untilSynced', () => {
  it('waits for the batch carrying the write’s txid, and the synced row is local by then', async () => {
    await acknowledged('901')
    let done = false
    const waiting = untilSynced({ live }, { txid: '901' }, 20_000).then((synced) => ((done = true), synced))
    await new Promise((r) => setTimeout(r, 200))
    expect(done).toBe(false)

    await syncBatch('901')
    expect(await waiting).toBe(true)
    expect((await db.query(`select name from buildings where id = $1`, [BUILDING])).rows).toEqual([{ name: 'Lager Nord' }])
  })

  it('is done at once when sync brought the change before the answer', async () => {
    const started = Date.now()
    // The outbox removed the row when it saw the txid already applied (outbox.ts, acknowledge).
    expect(await untilSynced({ live }, { txid: 902 }, 20_000)).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('gives up after its limit when the change does not come, and stops watching the outbox', async () => {
    await acknowledged('903')
    expect(await untilSynced({ live }, { txid: '903' }, 300)).toBe(false)
    await expect.poll(() => watching.includes('outbox')).toBe(false)
  })

  it('has nothing to wait for when the answer names no txid', async () => {
    expect(await untilSynced({ live }, { ok: true })).toBe(false)
    expect(await untilSynced({ live }, null)).toBe(false)
  })
})

describe('sentStraight', () => {
  const handle = () => ({ live, query: db.query.bind(db) })
  const directWrites = async () => (await db.query('select id from local.direct_writes')).rows.length
  const hasBuilding = async () => (await db.query(`select 1 from buildings where id = $1`, [BUILDING])).rows.length === 1

  it('settles on the txid when the change arrives before the answer', async () => {
    const answer = await sentStraight(handle(), async () => {
      expect(await directWrites()).toBe(1)
      await syncBatch('911')
      return { handbook: { id: BUILDING }, txid: '911' }
    })
    expect(answer).toEqual({ handbook: { id: BUILDING }, txid: '911' })
    expect(await hasBuilding()).toBe(true)
    expect(await directWrites()).toBe(0)
  })

  it('waits for the change when the answer comes first', async () => {
    let answered = false
    const sent = sentStraight(handle(), async () => ((answered = true), { txid: '912' }), 20_000)
    await expect.poll(() => answered).toBe(true)
    await new Promise((r) => setTimeout(r, 200))
    expect(await hasBuilding()).toBe(false)
    await syncBatch('912')
    await sent
    expect(await hasBuilding()).toBe(true)
    expect(await directWrites()).toBe(0)
  })

  it('rejects as the write does, and leaves no mark behind', async () => {
    await expect(sentStraight(handle(), async () => Promise.reject(new Error('Filen er for stor')))).rejects.toThrow('Filen er for stor')
    expect(await directWrites()).toBe(0)
  })

  it('keeps applied txids while a direct write is out, and forgets a mark a closed tab left', async () => {
    await db.query(`insert into local.direct_writes (id, started_at) values (gen_random_uuid(), now())`)
    await syncBatch('913')
    await dropUnmatchedAcknowledged(db, Date.now())
    expect((await db.query('select txid from local.synced_txids')).rows).toEqual([{ txid: '913' }])

    await dropUnmatchedAcknowledged(db, Date.now() + DIRECT_WRITE_MS + 1_000)
    expect(await directWrites()).toBe(0)
    expect((await db.query('select txid from local.synced_txids')).rows).toEqual([])
  })
})
