// The write-ahead journal: a write the database lost is put back and sent once, and the
// localStorage journal itself.
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { ensureLocalSchema } from '../db/local-schema-init'
import { JOURNAL_STALE_MS, LOST_CONFIRM_MS, Outbox } from './outbox'
import { clearJournal, localStorageJournal, memoryJournal, type JournalEntry, type JournalStorage } from './outbox-journal'
import { applyBatch, db, fakeServer, json, loseRow, makeOutbox, offline, rowCount, setUpOutboxDatabase } from './outbox-test-support'

setUpOutboxDatabase()

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

  it('reads back every write method and throws away an entry with any other method', () => {
    const storage = new MemoryStorage()
    const journal = localStorageJournal('u1', storage)
    const ids = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000001${n}`)
    const writes = (['POST', 'PATCH', 'PUT', 'DELETE'] as const).map((method, i) => ({ ...entry(ids[i]), method }))
    for (const w of writes) journal.put(w)
    storage.setItem(`intranet.outbox-journal.u1.${id1}`, JSON.stringify({ ...entry(id1), method: 'GET' }))
    expect(journal.entries().sort((a, b) => a.id.localeCompare(b.id))).toEqual(writes)
    expect(storage.keys()).not.toContain(`intranet.outbox-journal.u1.${id1}`)
  })
})
