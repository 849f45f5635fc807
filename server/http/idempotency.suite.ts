import { beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { TEST_ADMIN, TEST_ORIGIN, type TestServer } from '../test/app'
import { ClaimLostError, runInEffectScope, type EffectScope } from '../db/idempotent-effects'
import { errorBody } from './errors'
import { idempotency } from './idempotency'
import { currentTxid } from '../db/txid'
import { useTestServer } from '../test/suite-server'

export function describeIdempotency(name: string, open: () => Promise<TestServer>) {
  describe(`idempotency keys (${name})`, () => {
    const s = useTestServer(open)
    let cookie: string
    beforeAll(async () => {
      cookie = await s.cookieFor(TEST_ADMIN.email)
    })

    const post = (key: string, title: string, path = '/api/events') =>
      s.app.request(path, {
        method: 'POST',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ title, date: '2031-01-01T10:00' }),
      })
    const count = async (title: string) =>
      (await s.db.sql.query<{ n: number }>(`select count(*)::int as n from events where title = $1`, [title]))[0].n

    it('has one effect and one answer for the same key sent twice', async () => {
      const first = await post('key-sequential-1', 'Gentaget')
      const second = await post('key-sequential-1', 'Gentaget')
      expect(first.status).toBe(201)
      expect(second.status).toBe(201)
      expect(second.headers.get('idempotent-replayed')).toBe('true')
      expect(await second.json()).toEqual(await first.json())
      expect(await count('Gentaget')).toBe(1)
    })

    it('has one effect when the same key arrives in parallel', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => post('key-parallel-1', 'Parallel')))
      const bodies = await Promise.all(answers.map((r) => r.text()))
      expect(answers.every((r) => r.status === 201)).toBe(true)
      expect(new Set(bodies).size).toBe(1)
      expect(await count('Parallel')).toBe(1)
    })

    it('refuses a key reused for another request, and lets a failed request be retried', async () => {
      expect((await post('key-reused-1', 'Først')).status).toBe(201)
      const other = await post('key-reused-1', 'Først', '/api/events/00000000-0000-0000-0000-000000000000')
      expect(other.status).toBe(422)
      const bad = await post('key-bad-input-1', '')
      expect(bad.status).toBe(400)
      // A 4xx answer is an answer: replayed, still nothing written.
      expect((await post('key-bad-input-1', '')).status).toBe(400)
      expect(await count('')).toBe(0)
    })
    it('has one effect and one answer for 20 parallel sends of a key while the write is slow', async () => {
      await sql`create table if not exists idempotency_probe (n serial primary key, note text)`.execute(s.db.kysely)
      // A write that takes its time, behind the real middleware on the real database.
      const app = new Hono()
      app.use('*', idempotency(s.db, async () => ({ id: s.adminId, role: 'admin' })))
      app.post('/slow', async (c) => {
        await new Promise((r) => setTimeout(r, 400))
        const { rows } = await sql<{ n: number }>`insert into idempotency_probe (note) values ('slow') returning n`.execute(
          s.db.kysely,
        )
        return c.json({ n: rows[0].n }, 201)
      })
      const send = () => app.request('/slow', { method: 'POST', headers: { 'idempotency-key': 'key-slow-parallel-20' } })
      const answers = await Promise.all(Array.from({ length: 20 }, send))
      const bodies = await Promise.all(answers.map((r) => r.text()))
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201))
      expect(new Set(bodies).size).toBe(1)
      expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19)
      const { rows } = await sql<{ c: number }>`select count(*)::int as c from idempotency_probe where note = 'slow'`.execute(
        s.db.kysely,
      )
      expect(rows[0].c).toBe(1)
      // A resend later (the outbox after a reload) still gets the same answer and no new row.
      expect(await (await send()).text()).toBe(bodies[0])
    })
    it('lets a retry run again when the first attempt was abandoned by a crashed server', async () => {
      // What a kill -9 leaves behind: a claim with no answer, long ago.
      await sql`insert into idempotency_keys (user_id, key, request, created_at)
                values (${s.adminId}, 'key-abandoned-1', 'POST /api/events', now() - interval '10 minutes')`.execute(s.db.kysely)
      expect((await post('key-abandoned-1', 'Efter nedbrud')).status).toBe(201)
      expect((await post('key-abandoned-1', 'Efter nedbrud')).headers.get('idempotent-replayed')).toBe('true')
      expect(await count('Efter nedbrud')).toBe(1)
    })

    // What the crash window looks like from the database: a claim left by a request that
    // held `claim`, written to (or not) by that request's own transactions.
    const leaveClaim = (key: string, claim: string) =>
      sql`insert into idempotency_keys (user_id, key, request, claim)
          values (${s.adminId}, ${key}, 'POST /api/events', ${claim})`.execute(s.db.kysely)
    const scopeFor = (key: string, claim: string): EffectScope => ({ userId: s.adminId, key, claim, open: true, claimLost: false })
    // kill -9: the heartbeat stopped long ago and no answer was ever stored.
    const killServer = (key: string) =>
      sql`update idempotency_keys set created_at = now() - interval '10 minutes'
          where user_id = ${s.adminId} and key = ${key}`.execute(s.db.kysely)
    const markOf = async (key: string) =>
      (
        await sql<{ committed_txid: string | null }>`select committed_txid from idempotency_keys
          where user_id = ${s.adminId} and key = ${key}`.execute(s.db.kysely)
      ).rows[0]?.committed_txid
    const insertEvent = (title: string) =>
      s.db.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('events').values({ title, date: '2031-01-01T09:00:00.000Z', created_by: s.adminId }).execute()
        return currentTxid(trx)
      })

    it('answers "done" and does not write again when the server died between its commit and its answer', async () => {
      await leaveClaim('key-crash-after-commit', 'claim-of-a-dead-server')
      const txid = await runInEffectScope(scopeFor('key-crash-after-commit', 'claim-of-a-dead-server'), () =>
        insertEvent('Skrevet før nedbrud'),
      )
      expect(await markOf('key-crash-after-commit')).toBe(txid)
      await killServer('key-crash-after-commit')

      const retry = await post('key-crash-after-commit', 'Skrevet før nedbrud')
      expect(retry.status).toBe(200)
      expect(await retry.json()).toEqual({ replayed: true, txid })
      const again = await post('key-crash-after-commit', 'Skrevet før nedbrud')
      expect(again.status).toBe(200)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(await again.json()).toEqual({ replayed: true, txid })
      expect(await count('Skrevet før nedbrud')).toBe(1)
    })

    it('leaves no mark for a rolled-back or read-only transaction, so the retry after a crash runs', async () => {
      await leaveClaim('key-crash-rolled-back', 'claim-rolled-back')
      await runInEffectScope(scopeFor('key-crash-rolled-back', 'claim-rolled-back'), async () => {
        await expect(
          s.db.kysely.transaction().execute(async (trx) => {
            await trx.insertInto('events').values({ title: 'Rullet tilbage', date: '2031-01-01T09:00:00.000Z' }).execute()
            throw new Error('the request failed before its commit')
          }),
        ).rejects.toThrow('before its commit')
        await s.db.kysely.transaction().execute((trx) => trx.selectFrom('events').select('id').execute())
      })
      expect(await markOf('key-crash-rolled-back')).toBeNull()
      await killServer('key-crash-rolled-back')

      const retry = await post('key-crash-rolled-back', 'Rullet tilbage')
      expect(retry.status).toBe(201)
      expect(retry.headers.get('idempotent-replayed')).toBeNull()
      expect(await count('Rullet tilbage')).toBe(1)
    })

    it('marks a write made outside a transaction, but not a plain read', async () => {
      await leaveClaim('key-autocommit', 'claim-autocommit')
      const scope = scopeFor('key-autocommit', 'claim-autocommit')
      await runInEffectScope(scope, async () => {
        await s.db.kysely.selectFrom('events').select('id').execute()
        await sql`select 1`.execute(s.db.kysely)
      })
      expect(await markOf('key-autocommit')).toBeNull()
      await runInEffectScope(scope, () =>
        s.db.kysely.insertInto('events').values({ title: 'Uden transaktion', date: '2031-01-01T09:00:00.000Z' }).execute(),
      )
      expect(await markOf('key-autocommit')).toMatch(/^\d+$/)
      // Once the request is over, work it left behind is not its effect.
      await leaveClaim('key-closed-scope', 'claim-closed')
      await runInEffectScope({ ...scopeFor('key-closed-scope', 'claim-closed'), open: false }, () =>
        insertEvent('Efter svaret'),
      )
      expect(await markOf('key-closed-scope')).toBeNull()
    })

    it('rolls back a write whose claim was released meanwhile, and gives the retry\'s answer', async () => {
      // Outside any request: the claim is gone, so the write must not commit.
      const scope = scopeFor('key-never-claimed', 'claim-gone')
      await expect(runInEffectScope(scope, () => insertEvent('Mistet krav'))).rejects.toBeInstanceOf(ClaimLostError)
      expect(scope.claimLost).toBe(true)
      expect(await count('Mistet krav')).toBe(0)

      // Through the middleware: while the handler runs, its claim is taken for dead and a
      // retry claims the key and answers. `s.db.sql` is outside the effect marking, like the
      // other process it stands for.
      await sql`create table if not exists idempotency_probe (n serial primary key, note text)`.execute(s.db.kysely)
      const app = new Hono()
      app.use('*', idempotency(s.db, async () => ({ id: s.adminId, role: 'admin' })))
      app.post('/taken-over', async (c) => {
        await s.db.sql.query(`delete from idempotency_keys where user_id = $1 and key = 'key-taken-over'`, [s.adminId])
        await s.db.sql.query(
          `insert into idempotency_keys (user_id, key, request, claim, status, body)
           values ($1, 'key-taken-over', 'POST /taken-over', 'claim-of-the-retry', 201, '{"by":"retry"}')`,
          [s.adminId],
        )
        await sql`insert into idempotency_probe (note) values ('taken over')`.execute(s.db.kysely)
        return c.json({ by: 'first' }, 201)
      })
      const res = await app.request('/taken-over', { method: 'POST', headers: { 'idempotency-key': 'key-taken-over' } })
      expect(res.status).toBe(201)
      expect(await res.json()).toEqual({ by: 'retry' })
      const { rows } = await sql<{ c: number }>`select count(*)::int as c from idempotency_probe where note = 'taken over'`.execute(
        s.db.kysely,
      )
      expect(rows[0].c).toBe(0)
    })

    it('keeps the key of a request that failed with a 5xx after its commit: the retry hears "done"', async () => {
      await sql`create table if not exists idempotency_probe (n serial primary key, note text)`.execute(s.db.kysely)
      const app = new Hono()
      app.use('*', idempotency(s.db, async () => ({ id: s.adminId, role: 'admin' })))
      let runs = 0
      app.post('/half-done', async (c) => {
        runs++
        await s.db.kysely.transaction().execute((trx) => sql`insert into idempotency_probe (note) values ('half')`.execute(trx))
        return c.json(errorBody('Der opstod en uventet fejl'), 500)
      })
      const send = () => app.request('/half-done', { method: 'POST', headers: { 'idempotency-key': 'key-5xx-after-commit' } })
      expect((await send()).status).toBe(500)
      const retry = await send()
      expect(retry.status).toBe(200)
      const body = (await retry.json()) as { replayed: boolean; txid: string }
      expect(body).toEqual({ replayed: true, txid: await markOf('key-5xx-after-commit') })
      expect(runs).toBe(1)
      const { rows } = await sql<{ c: number }>`select count(*)::int as c from idempotency_probe where note = 'half'`.execute(
        s.db.kysely,
      )
      expect(rows[0].c).toBe(1)
    })
  })
}
