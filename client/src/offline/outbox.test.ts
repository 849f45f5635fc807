// The outbox against a real PGlite with the real local schema; the server is a small fake
// fetch that records what arrives and answers as told.
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { ensureLocalSchema } from '../db/local-schema-init'
import { JOURNAL_STALE_MS, LOST_CONFIRM_MS, Outbox, type Outcome, type OutboxItem } from './outbox'
import {
  clearJournal,
  localStorageJournal,
  memoryJournal,
  type JournalEntry,
  type JournalStorage,
  type OutboxJournal,
} from './outbox-journal'
import { OUTBOX_SCHEMA_SQL } from './outbox-schema'
import { dropUnmatchedAcknowledged, settleSyncedTxids, UNMATCHED_ACK_MS } from './txid-settlement'

let db: PGlite
beforeAll(async () => {
  db = await PGlite.create()
  await ensureLocalSchema(db)
})
afterAll(() => db.close())
beforeEach(async () => {
  await db.exec('delete from local.outbox; delete from local.synced_txids')
})

interface Received {
  method: string
  path: string
  key: string
  body: unknown
}

/** A fake server: `answer` decides per request (throw = network error). */
function fakeServer(answer: (r: Received, n: number) => Response) {
  const received: Received[] = []
  const fetch = async (path: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>
    const r = {
      method: String(init.method),
      path,
      key: headers['Idempotency-Key'],
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    }
    received.push(r)
    return answer(r, received.length)
  }
  return { received, fetch }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

function makeOutbox(
  fetch: (p: string, i: RequestInit) => Promise<Response>,
  clock = { t: 1_000_000 },
  journal?: OutboxJournal,
  database: PGlite = db,
) {
  const outbox = new Outbox({ db: database, fetch, now: () => clock.t, backoffMs: (n) => 1_000 * n, journal })
  const outcomes: [OutboxItem, Outcome][] = []
  outbox.onOutcome((item, outcome) => outcomes.push([item, outcome]))
  return { outbox, outcomes, clock }
}

describe('outbox', () => {
  it('saves first, then sends in order with each item its own stored key, and removes what settled', async () => {
    const server = fakeServer((r) => json(201, { ok: r.body }))
    const { outbox, outcomes } = makeOutbox(server.fetch)
    const a = await outbox.enqueue('POST', '/api/events', { title: 'A' })
    const b = await outbox.enqueue('PATCH', '/api/events/1', { title: 'B' })
    const c = await outbox.enqueue('DELETE', '/api/events/2')
    expect((await outbox.pending()).map((i) => i.id)).toEqual([a.id, b.id, c.id])
    expect(new Set([a.idempotencyKey, b.idempotencyKey, c.idempotencyKey]).size).toBe(3)

    await outbox.flush()
    expect(server.received.map((r) => [r.method, r.path, r.key])).toEqual([
      ['POST', '/api/events', a.idempotencyKey],
      ['PATCH', '/api/events/1', b.idempotencyKey],
      ['DELETE', '/api/events/2', c.idempotencyKey],
    ])
    expect(server.received[2].body).toBeUndefined()
    expect(await outbox.pending()).toEqual([])
    // No txid in the answers: nothing for sync to settle, so nothing is kept.
    expect(await outbox.awaitingSync()).toEqual([])
    expect(outcomes[0][1]).toEqual({ kind: 'done', status: 201, data: { ok: { title: 'A' } } })
  })

  it('keeps writes while the network is down, backs off, keeps the order, and resends with the same key', async () => {
    let down = true
    const server = fakeServer(() => {
      if (down) throw new TypeError('Failed to fetch')
      return json(200, { txid: '1' })
    })
    const { outbox, clock } = makeOutbox(server.fetch)
    const a = await outbox.enqueue('POST', '/api/events', { title: 'A' })
    const b = await outbox.enqueue('POST', '/api/events', { title: 'B' })

    await outbox.flush()
    // Only the head was tried: B must not overtake A.
    expect(server.received.map((r) => r.key)).toEqual([a.idempotencyKey])
    const [head] = await outbox.pending()
    expect(head.attempts).toBe(1)
    expect(head.lastError).toMatch(/Kunne ikke kontakte serveren/)

    // Backing off: nothing is sent before the wait is over.
    await outbox.flush()
    expect(server.received).toHaveLength(1)
    clock.t += 1_000
    await outbox.flush()
    expect(server.received).toHaveLength(2)
    expect((await outbox.pending())[0].attempts).toBe(2)

    down = false
    await outbox.retryNow()
    await outbox.flush()
    expect(server.received.map((r) => r.key)).toEqual([a.idempotencyKey, a.idempotencyKey, a.idempotencyKey, b.idempotencyKey])
    expect(await outbox.pending()).toEqual([])
  })

  it('retries 5xx, 401 and answers with Retry-After; a 4xx is a rejection that is removed and reported', async () => {
    const answers = [
      json(503, { error: 'Serveren genstarter' }),
      json(401, { error: 'Du skal være logget ind' }),
      json(409, { error: 'Forespørgslen behandles allerede. Prøv igen om lidt.' }, { 'retry-after': '1' }),
      json(403, { error: 'Du har ikke adgang' }),
      json(201, { id: 'x' }),
    ]
    const server = fakeServer((_r, n) => answers[n - 1])
    const { outbox, outcomes } = makeOutbox(server.fetch)
    const rejected = await outbox.enqueue('DELETE', '/api/events/9')
    const next = await outbox.enqueue('POST', '/api/events', { title: 'Efter' })
    for (let i = 0; i < 3; i++) {
      await outbox.flush()
      expect(outcomes.at(-1)?.[1].kind).toBe('retry')
      await outbox.retryNow()
    }
    await outbox.flush()
    expect(outcomes.map(([item, o]) => [item.id, o.kind])).toEqual([
      [rejected.id, 'retry'],
      [rejected.id, 'retry'],
      [rejected.id, 'retry'],
      [rejected.id, 'rejected'],
      [next.id, 'done'],
    ])
    expect(outcomes[3][1]).toEqual({ kind: 'rejected', status: 403, message: 'Du har ikke adgang' })
    expect(await outbox.pending()).toEqual([])
  })

  it('survives a reload (a new outbox on the same database) and a local schema rebuild', async () => {
    const first = makeOutbox(fakeServer(() => {
      throw new TypeError('offline')
    }).fetch)
    const item = await first.outbox.enqueue('POST', '/api/events', { title: 'Efter genstart' })
    await first.outbox.flush()

    // A new layout version drops and rebuilds the synced tables; the outbox is kept.
    await db.query(`update "_local_meta" set value = 'old' where key = 'schema_version'`)
    await ensureLocalSchema(db)

    const server = fakeServer(() => json(201, { ok: true }))
    const second = makeOutbox(server.fetch)
    await second.outbox.retryNow()
    await second.outbox.flush()
    expect(server.received).toEqual([
      { method: 'POST', path: '/api/events', key: item.idempotencyKey, body: { title: 'Efter genstart' } },
    ])
  })

  it('sends each item once when flushes overlap', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const server = fakeServer(() => json(201, {}))
    const slow = async (p: string, i: RequestInit) => {
      await gate
      return server.fetch(p, i)
    }
    const { outbox } = makeOutbox(slow)
    await outbox.enqueue('POST', '/api/events', { n: 1 })
    const runs = [outbox.flush(), outbox.flush()]
    await outbox.enqueue('POST', '/api/events', { n: 2 })
    const third = outbox.flush()
    release()
    await Promise.all([...runs, third])
    expect(server.received.map((r) => r.body)).toEqual([{ n: 1 }, { n: 2 }])
  })

})

/** What shape-sync does for a batch: its txids settled inside the batch's transaction. */
const applyBatch = (txids: string[]) => db.transaction((tx) => settleSyncedTxids(tx, txids, new Date()))

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

const offline = () =>
  fakeServer(() => {
    throw new TypeError('Failed to fetch')
  })

const rowCount = async (database: PGlite = db) =>
  (await database.query<{ n: number }>('select count(*)::int as n from local.outbox')).rows[0].n

/** What the database lost: the row, as if IndexedDB never got it. */
const loseRow = (id: string) => db.query('delete from local.outbox where id = $1', [id])

describe('outbox journal', () => {
  it('journals a write before its row, with the same id and key', async () => {
    const journal = memoryJournal()
    let journalledFirst: JournalEntry[] = []
    // The database sees the insert only after the journal has the entry.
    const watching = {
      query: (async (sql: string, params?: unknown[]) => {
        if (sql.startsWith('insert into local.outbox')) journalledFirst = journal.entries()
        return db.query(sql, params)
      }) as PGlite['query'],
    }
    const outbox = new Outbox({ db: watching, fetch: offline().fetch, journal })
    const item = await outbox.enqueue('PATCH', '/api/meetings/tasks/t1', { completed: true })
    expect(journalledFirst).toEqual([
      {
        id: item.id,
        method: 'PATCH',
        path: '/api/meetings/tasks/t1',
        body: { completed: true },
        idempotencyKey: item.idempotencyKey,
        createdAt: item.createdAt,
      },
    ])
  })

  it('puts back a write the database lost (a fresh database) and sends it once, with its original key', async () => {
    const journal = memoryJournal()
    const clock = { t: 1_000_000 }
    const before = makeOutbox(offline().fetch, clock, journal)
    const item = await before.outbox.enqueue('POST', '/api/events', { title: 'Lige før lukning' })
    const bodiless = await before.outbox.enqueue('DELETE', '/api/events/7')

    // The tab closed before IndexedDB had the rows: the next tab opens a database without them.
    const fresh = await PGlite.create()
    try {
      await ensureLocalSchema(fresh)
      clock.t += 30_000
      const server = fakeServer(() => json(201, { ok: true }))
      const after = makeOutbox(server.fetch, clock, journal, fresh)
      await after.outbox.flush()
      expect(server.received).toEqual([
        { method: 'POST', path: '/api/events', key: item.idempotencyKey, body: { title: 'Lige før lukning' } },
        { method: 'DELETE', path: '/api/events/7', key: bodiless.idempotencyKey, body: undefined },
      ])
      expect(after.outcomes.map(([i]) => [i.id, i.createdAt])).toEqual([
        [item.id, item.createdAt],
        [bodiless.id, bodiless.createdAt],
      ])
      expect(journal.entries()).toEqual([])

      await after.outbox.retryNow()
      await after.outbox.flush()
      await after.outbox.recover()
      expect(server.received).toHaveLength(2)
      expect(await rowCount(fresh)).toBe(0)
    } finally {
      await fresh.close()
    }
  })

  it('puts back a row lost under a running tab (the leader closed) once it stays missing', async () => {
    const journal = memoryJournal()
    let down = true
    const server = fakeServer(() => {
      if (down) throw new TypeError('Failed to fetch')
      return json(201, {})
    })
    const { outbox, clock } = makeOutbox(server.fetch, undefined, journal)
    const item = await outbox.enqueue('POST', '/api/events', { title: 'A' })
    await outbox.flush()
    await loseRow(item.id)
    down = false

    // Missing once may be another tab settling it this very moment: wait and look again.
    await outbox.flush()
    expect(await rowCount()).toBe(0)
    expect(server.received).toHaveLength(1)
    clock.t += LOST_CONFIRM_MS
    await outbox.flush()
    expect(server.received.map((r) => r.key)).toEqual([item.idempotencyKey, item.idempotencyKey])
    expect(journal.entries()).toEqual([])
  })

  it('does not put back an entry that leaves the journal while it is being looked at', async () => {
    const journal = memoryJournal()
    const { outbox, clock } = makeOutbox(offline().fetch, undefined, journal)
    const item = await outbox.enqueue('POST', '/api/events', { title: 'A' })
    await loseRow(item.id)
    // Another tab settles it (row deleted, then its entry) while this tab's lookup runs.
    const settlingElsewhere = {
      query: (async (sql: string, params?: unknown[]) => {
        const res = await db.query(sql, params)
        if (sql.includes('where id = any')) journal.remove(item.id)
        return res
      }) as PGlite['query'],
    }
    const tab = new Outbox({ db: settlingElsewhere, fetch: offline().fetch, journal, now: () => clock.t })
    await tab.recover()
    expect(await rowCount()).toBe(0)
    expect(journal.entries()).toEqual([])
  })

  it('takes an item out of the journal once it is answered for good, and only then', async () => {
    const answers = [
      () => json(201, { id: 'x' }), // done, no txid: row deleted
      () => json(200, { txid: '31' }), // acknowledged: row kept for sync, never sent again
      () => json(403, { error: 'Du har ikke adgang' }), // rejected
      () => {
        throw new TypeError('Failed to fetch') // retry: still the journal's
      },
    ]
    const server = fakeServer((_r, n) => answers[n - 1]())
    const journal = memoryJournal()
    const { outbox } = makeOutbox(server.fetch, undefined, journal)
    const items = []
    for (let i = 0; i < 4; i++) items.push(await outbox.enqueue('POST', '/api/events', { n: i }))
    expect(journal.entries().map((e) => e.id)).toEqual(items.map((i) => i.id))
    await outbox.flush()
    expect(server.received).toHaveLength(4)
    expect(journal.entries().map((e) => e.id)).toEqual([items[3].id])
    expect((await outbox.awaitingSync()).map((i) => i.id)).toEqual([items[1].id])

    // A tab that heard the acknowledgement but closed before taking the entry out.
    const { id, method, path, body, idempotencyKey, createdAt } = items[1]
    journal.put({ id, method, path, body, idempotencyKey, createdAt })
    await outbox.recover()
    expect(journal.entries().map((e) => e.id)).toEqual([items[3].id])

    // Sync settles the acknowledged row in the leader's worker; nothing comes back from the journal.
    await applyBatch(['31'])
    await outbox.recover()
    expect((await outbox.pending()).map((i) => i.id)).toEqual([items[3].id])
    expect(await outbox.awaitingSync()).toEqual([])
  })

  it('drops a lost entry too old to resend (the server forgets keys after a day)', async () => {
    const journal = memoryJournal()
    const clock = { t: 1_000_000 }
    const first = makeOutbox(offline().fetch, clock, journal)
    const stale = await first.outbox.enqueue('POST', '/api/events', { title: 'I går' })
    clock.t += 2 * 60 * 60_000
    const recent = await first.outbox.enqueue('POST', '/api/events', { title: 'I dag' })
    await loseRow(stale.id)
    await loseRow(recent.id)

    clock.t = Date.parse(stale.createdAt) + JOURNAL_STALE_MS + 1
    const server = fakeServer(() => json(201, {}))
    const next = makeOutbox(server.fetch, clock, journal)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    await next.outbox.flush()
    expect(server.received.map((r) => r.key)).toEqual([recent.idempotencyKey])
    expect(journal.entries()).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('two tabs recovering at once make one row per lost write', async () => {
    const warn = vi.spyOn(console, 'warn')
    onTestFinished(() => warn.mockRestore())
    const journal = memoryJournal()
    const clock = { t: 1_000_000 }
    const first = makeOutbox(offline().fetch, clock, journal)
    const a = await first.outbox.enqueue('POST', '/api/events', { title: 'A' })
    const b = await first.outbox.enqueue('POST', '/api/events', { title: 'B' })
    await db.exec('delete from local.outbox')

    const tabs = [makeOutbox(offline().fetch, clock, journal), makeOutbox(offline().fetch, clock, journal)]
    await Promise.all(tabs.map((t) => t.outbox.recover()))
    await Promise.all(tabs.map((t) => t.outbox.recover()))
    clock.t += LOST_CONFIRM_MS
    await Promise.all(tabs.map((t) => t.outbox.recover()))
    expect((await tabs[0].outbox.pending()).map((i) => [i.id, i.idempotencyKey])).toEqual([
      [a.id, a.idempotencyKey],
      [b.id, b.idempotencyKey],
    ])
    // Neither tab tripped over the other's rows.
    expect(warn).not.toHaveBeenCalled()

    const server = fakeServer(() => json(201, {}))
    const sender = makeOutbox(server.fetch, clock, journal)
    await sender.outbox.flush()
    expect(server.received.map((r) => r.key)).toEqual([a.idempotencyKey, b.idempotencyKey])
  })

  it('a write journalled by another tab whose insert has not landed yet still makes one row', async () => {
    const journal = memoryJournal()
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const slowInsert = {
      query: (async (sql: string, params?: unknown[]) => {
        if (sql.startsWith('insert into local.outbox')) await gate
        return db.query(sql, params)
      }) as PGlite['query'],
    }
    const writer = new Outbox({ db: slowInsert, fetch: offline().fetch, journal })
    await writer.recover()
    const writing = writer.enqueue('POST', '/api/events', { title: 'Langsom' })
    await vi.waitFor(() => expect(journal.entries()).toHaveLength(1))
    // A tab opening now finds the entry without a row and puts it in first.
    await makeOutbox(offline().fetch, undefined, journal).outbox.recover()
    release()
    const item = await writing
    expect(item.body).toEqual({ title: 'Langsom' })
    expect((await writer.pending()).map((i) => i.id)).toEqual([item.id])
  })

  it('puts a lost write back ahead of writes made after it, and before the new tab writes', async () => {
    const journal = memoryJournal()
    const clock = { t: 1_000_000 }
    const other = makeOutbox(offline().fetch, clock, journal)
    await other.outbox.recover() // this tab was open before anything was lost
    const lost = await makeOutbox(offline().fetch, clock, journal).outbox.enqueue('POST', '/api/events', { n: 1 })
    await loseRow(lost.id)
    clock.t += 1_000
    const later = await other.outbox.enqueue('PATCH', '/api/events/1', { n: 2 })

    // The other tab notices the loss on its next polls and puts the write back before `later`.
    await other.outbox.recover()
    clock.t += LOST_CONFIRM_MS
    await other.outbox.recover()
    expect((await other.outbox.pending()).map((i) => i.id)).toEqual([lost.id, later.id])

    // A tab opened after a loss puts it back before its own first write.
    await loseRow(lost.id)
    clock.t += 1_000
    const opened = makeOutbox(offline().fetch, clock, journal)
    const mine = await opened.outbox.enqueue('POST', '/api/events', { n: 3 })
    expect((await opened.outbox.pending()).map((i) => i.id)).toEqual([lost.id, later.id, mine.id])
  })

  it('never fails a write because the storage does, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const storage = new MemoryStorage()
      storage.full = true
      const server = fakeServer(() => json(201, {}))
      const { outbox } = makeOutbox(server.fetch, undefined, localStorageJournal('u1', storage))
      await outbox.enqueue('POST', '/api/events', { n: 1 })
      await outbox.enqueue('POST', '/api/events', { n: 2 })
      await outbox.flush()
      expect(server.received.map((r) => r.body)).toEqual([{ n: 1 }, { n: 2 }])
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      warn.mockRestore()
    }
  })
})

/** The Web Storage contract over a Map; `full` makes writes throw as a full quota does. */
class MemoryStorage implements JournalStorage {
  private readonly items = new Map<string, string>()
  full = false
  get length() {
    return this.items.size
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  keys() {
    return [...this.items.keys()]
  }
}

describe('localStorage journal', () => {
  const entry = (id: string): JournalEntry => ({
    id,
    method: 'POST',
    path: '/api/events',
    body: { title: 'Æblegrød' },
    idempotencyKey: `key-${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
  })
  const id1 = '00000000-0000-4000-8000-000000000001'
  const id2 = '00000000-0000-4000-8000-000000000002'

  it('keeps each user apart, one key per entry, and sign-out clears only that user', () => {
    const storage = new MemoryStorage()
    storage.setItem('intranet.last-user', '{"id":"u1"}')
    const mine = localStorageJournal('u1', storage)
    const theirs = localStorageJournal('u2', storage)
    mine.put(entry(id1))
    mine.put(entry(id2))
    theirs.put(entry(id1))
    mine.remove(id2)
    expect(mine.entries()).toEqual([entry(id1)])
    expect(theirs.entries()).toEqual([entry(id1)])

    clearJournal('u1', storage)
    expect(mine.entries()).toEqual([])
    expect(theirs.entries()).toEqual([entry(id1)])
    expect(storage.keys().sort()).toEqual(['intranet.last-user', `intranet.outbox-journal.u2.${id1}`])
  })

  it('throws away entries it cannot read instead of failing every poll on them', () => {
    const storage = new MemoryStorage()
    const journal = localStorageJournal('u1', storage)
    journal.put(entry(id1))
    storage.setItem('intranet.outbox-journal.u1.broken', '{not json')
    storage.setItem(`intranet.outbox-journal.u1.${id2}`, JSON.stringify({ ...entry('not-a-uuid') }))
    expect(journal.entries()).toEqual([entry(id1)])
    expect(storage.keys()).toEqual([`intranet.outbox-journal.u1.${id1}`])
  })
})
