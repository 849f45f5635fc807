// The leader's WAL trimming against a real PGlite with the app's WAL layout (1 MB segments,
// no recycling): writes past the limit are followed by a checkpoint that removes the segments
// before it; writes under the limit are not.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureLocalSchema } from './local-schema-init'
import { trimWalAfterWrites, type WalTrimmer } from './wal-trim'
import { PGLITE_START_PARAMS } from './pglite-settings'

let db: PGlite
let trimmer: WalTrimmer
beforeAll(async () => {
  db = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'], startParams: PGLITE_START_PARAMS })
  await ensureLocalSchema(db)
  await db.exec('checkpoint')
  trimmer = await trimWalAfterWrites(db, { limitBytes: 4 * 2 ** 20, delayMs: 50 })
}, 90_000)
afterAll(async () => {
  await trimmer?.stop()
  await db?.close()
})

const walMegabytes = async () =>
  (await db.query<{ mb: number }>(`select coalesce(sum(size), 0)::float8 / 1048576 as mb from pg_ls_waldir()`)).rows[0].mb

/** ~`megabytes` of rows that do not compress, in one statement (one change notification). */
const writeEvents = (from: number, megabytes: number) =>
  db.query(
    `insert into events (id, title, date, created_at)
     select gen_random_uuid(), repeat(md5(i::text), 16), now(), now() from generate_series($1::int, $1::int + $2::int - 1) i`,
    [from, Math.round((megabytes * 2 ** 20) / 600)],
  )

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) return false
    await new Promise((r) => setTimeout(r, 50))
  }
  return true
}

describe('trimWalAfterWrites', () => {
  it('leaves the WAL alone while it is under the limit', { timeout: 60_000 }, async () => {
    const before = await walMegabytes()
    await writeEvents(1, 1)
    await new Promise((r) => setTimeout(r, 300))
    expect(await trimmer.trimIfOver()).toBe(false)
    expect(await walMegabytes()).toBeGreaterThanOrEqual(before)
  })

  it('checkpoints after writes past the limit, and the segments before the checkpoint are gone', { timeout: 60_000 }, async () => {
    await writeEvents(100_000, 12)
    const written = await walMegabytes()
    expect(written).toBeGreaterThan(10)
    // The write's change notification starts the look; no one calls trimIfOver here.
    expect(await waitFor(async () => (await walMegabytes()) < 4, 10_000)).toBe(true)
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from events`)
    expect(rows[0].n).toBeGreaterThan(20_000)
  })
})
