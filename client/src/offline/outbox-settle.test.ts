// Acknowledged writes settling when sync brings their txid (and letting go when it never does).
import { describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { Outbox } from './outbox'
import { OUTBOX_SCHEMA_SQL } from './outbox-schema'
import { dropUnmatchedAcknowledged, UNMATCHED_ACK_MS } from './txid-settlement'
import { applyBatch, db, fakeServer, json, makeOutbox, setUpOutboxDatabase } from './outbox-test-support'

setUpOutboxDatabase()


describe('outbox settling on txid', () => {
  it('keeps a write the server acknowledged with a txid, never resends it, and drops it when sync brings that txid', async () => {
    const server = fakeServer((_r, n) => json(n === 1 ? 201 : 200, { event: { id: 'e' }, txid: String(700 + n) }))
    const { outbox, outcomes, clock } = makeOutbox(server.fetch)
    const created = await outbox.enqueue('POST', '/api/events', { title: 'A' })
    const ticked = await outbox.enqueue('PATCH', '/api/meetings/tasks/t1', { completed: true })
    await outbox.flush()

    // The caller still gets the server's answer at once.
    expect(outcomes.map(([, o]) => o)).toEqual([
      { kind: 'done', status: 201, data: { event: { id: 'e' }, txid: '701' } },
      { kind: 'done', status: 200, data: { event: { id: 'e' }, txid: '702' } },
    ])
    expect(outcomes[0][0]).toMatchObject({ id: created.id, txid: '701' })
    expect(await outbox.pending()).toEqual([])
    expect((await outbox.awaitingSync()).map((i) => [i.id, i.txid, i.acknowledgedAt])).toEqual([
      [created.id, '701', new Date(clock.t).toISOString()],
      [ticked.id, '702', new Date(clock.t).toISOString()],
    ])

    // Acknowledged means done: a retry, a later flush or the network coming back sends nothing.
    await outbox.retryNow()
    clock.t += 60_000
    await outbox.flush()
    expect(server.received).toHaveLength(2)

    // A batch with other transactions leaves them; the batch with 701 settles exactly that one.
    await applyBatch(['699', '7010'])
    expect(await outbox.awaitingSync()).toHaveLength(2)
    await applyBatch(['701'])
    expect((await outbox.awaitingSync()).map((i) => i.id)).toEqual([ticked.id])
  })

  it('settles at once when the synced row overtakes the answer', async () => {
    // Sync applies the write's transaction while the answer is still on its way.
    const server = fakeServer(() => json(200, { txid: '900' }))
    const racing = async (p: string, i: RequestInit) => {
      await applyBatch(['900'])
      return server.fetch(p, i)
    }
    const { outbox, outcomes } = makeOutbox(racing)
    await outbox.enqueue('PATCH', '/api/meetings/tasks/t1', { completed: true })
    await outbox.flush()
    expect(outcomes.map(([, o]) => o.kind)).toEqual(['done'])
    expect(await outbox.awaitingSync()).toEqual([])
    expect(await outbox.pending()).toEqual([])
  })

  it('takes numeric txids too, and ignores a txid that is no transaction id', async () => {
    const answers = [json(200, { txid: 42 }), json(200, { txid: 'nej' }), json(200, { txid: '' })]
    const server = fakeServer((_r, n) => answers[n - 1])
    const { outbox } = makeOutbox(server.fetch)
    for (let i = 0; i < 3; i++) await outbox.enqueue('DELETE', `/api/events/${i}`)
    await outbox.flush()
    expect((await outbox.awaitingSync()).map((i) => i.txid)).toEqual(['42'])
  })

  it("lets go of an acknowledged write whose txid never arrives, 10 s after it was acknowledged", async () => {
    const server = fakeServer(() => json(200, { txid: '55' }))
    const { outbox, clock } = makeOutbox(server.fetch)
    await outbox.enqueue('DELETE', '/api/events/gone')
    await outbox.flush()
    await dropUnmatchedAcknowledged(db, clock.t + UNMATCHED_ACK_MS - 1)
    expect(await outbox.awaitingSync()).toHaveLength(1)
    await dropUnmatchedAcknowledged(db, clock.t + UNMATCHED_ACK_MS + 1)
    expect(await outbox.awaitingSync()).toEqual([])
  })

  it('remembers applied txids only while a write is in flight, and forgets them when none is', async () => {
    const seen = async () => (await db.query<{ txid: string }>('select txid from local.synced_txids order by txid')).rows.map((r) => r.txid)
    await applyBatch(['1', '2'])
    expect(await seen()).toEqual([])

    const { outbox, clock } = makeOutbox(fakeServer(() => {
      throw new TypeError('offline')
    }).fetch)
    await outbox.enqueue('POST', '/api/events', { title: 'I luften' })
    await applyBatch(['3', '3', '4'])
    expect(await seen()).toEqual(['3', '4'])
    await dropUnmatchedAcknowledged(db, clock.t)
    expect(await seen()).toEqual(['3', '4'])

    await db.exec('delete from local.outbox')
    await dropUnmatchedAcknowledged(db, clock.t)
    expect(await seen()).toEqual([])
  })

  it('a rejection still removes the write: nothing is left to overlay', async () => {
    const server = fakeServer(() => json(403, { error: 'Du har ikke adgang' }))
    const { outbox, outcomes } = makeOutbox(server.fetch)
    await outbox.enqueue('PATCH', '/api/meetings/tasks/t1', { completed: true })
    await outbox.flush()
    expect(outcomes.map(([, o]) => o.kind)).toEqual(['rejected'])
    expect(await outbox.pending()).toEqual([])
    expect(await outbox.awaitingSync()).toEqual([])
  })

  it('upgrades an outbox made before acknowledgement existed, keeping its waiting writes', async () => {
    const old = await PGlite.create()
    try {
      await old.exec(`create schema local;
        create table local.outbox (seq bigserial primary key, id uuid not null unique, method text not null,
          path text not null, body text, idempotency_key text not null, created_at timestamptz not null default now(),
          attempts integer not null default 0, next_attempt_at timestamptz not null default now(), last_error text);
        insert into local.outbox (id, method, path, body, idempotency_key)
          values ('00000000-0000-4000-8000-000000000001', 'POST', '/api/events', '{"title":"Gammel"}', 'k1');`)
      await old.exec(OUTBOX_SCHEMA_SQL)
      await old.exec(OUTBOX_SCHEMA_SQL) // idempotent
      const server = fakeServer(() => json(201, { txid: '12' }))
      const outbox = new Outbox({ db: old, fetch: server.fetch })
      expect((await outbox.pending()).map((i) => i.body)).toEqual([{ title: 'Gammel' }])
      await outbox.flush()
      expect(server.received.map((r) => r.key)).toEqual(['k1'])
      expect((await outbox.awaitingSync()).map((i) => i.txid)).toEqual(['12'])
    } finally {
      await old.close()
    }
  })
})
