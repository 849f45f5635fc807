// The outbox against a real PGlite: saved first, sent in order with stored keys, retried,
// rejected, and surviving reloads and overlapping flushes.
import { describe, expect, it } from 'vitest'
import { ensureLocalSchema } from '../db/local-schema-init'
import { Outbox } from './outbox'
import { db, fakeServer, json, makeOutbox, setUpOutboxDatabase } from './outbox-test-support'

setUpOutboxDatabase()

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

  it('sends at once when the network comes back while an attempt is still failing, instead of backing off', async () => {
    let down = true
    let comesBack: (() => Promise<void>) | null = null
    const server = fakeServer(async () => {
      const wasDown = down
      if (comesBack) {
        // The browser says "online" while this request is still on its way to failing.
        const back = comesBack
        comesBack = null
        await back()
      }
      if (wasDown) throw new TypeError('Failed to fetch')
      return json(201, { ok: true })
    })
    const { outbox } = makeOutbox(server.fetch)
    await outbox.enqueue('POST', '/api/events', { title: 'A' })
    await outbox.flush()
    expect(server.received).toHaveLength(1)

    await outbox.retryNow()
    comesBack = async () => {
      down = false
      await outbox.retryNow()
    }
    await outbox.flush()
    // The attempt that failed was older than the "online": the write went out again at once.
    expect(server.received).toHaveLength(3)
    expect(await outbox.pending()).toEqual([])
  })

  it('retries within a second for a while after "online", since the network may not carry requests yet', async () => {
    const server = fakeServer(() => {
      throw new TypeError('Failed to fetch')
    })
    const { outbox, clock } = makeOutbox(server.fetch)
    /** Lets `ms` pass, flushes, and says how many attempts the server has seen in all. */
    const attemptsAfter = async (ms: number) => {
      clock.t += ms
      await outbox.flush()
      return server.received.length
    }
    await outbox.enqueue('POST', '/api/events', { title: 'A' })
    for (const wait of [0, 1_000, 2_000, 3_000]) await attemptsAfter(wait)
    expect(server.received).toHaveLength(4)

    // "Online", but the first attempt still fails: the next comes after a second, not after the
    // fifth attempt's backoff (5 s here).
    await outbox.retryNow()
    expect(await attemptsAfter(0)).toBe(5)
    expect(await attemptsAfter(1_000)).toBe(6)

    // Long after "online" the backoff applies again.
    expect(await attemptsAfter(20_000)).toBe(7)
    expect(await attemptsAfter(1_000)).toBe(7)
    expect(await attemptsAfter(7_000)).toBe(8)
  })

  it('a pass stuck on a query that is never answered is let go of, and the next flush sends', async () => {
    const server = fakeServer(() => json(201, { ok: true }))
    let stuck = false
    const flaky = { query: (sql: string, params?: unknown[]) => (stuck ? new Promise<never>(() => {}) : db.query(sql, params)) }
    const { outbox } = makeOutbox(server.fetch, undefined, undefined, flaky as unknown as typeof db)
    await outbox.enqueue('POST', '/api/events', { title: 'A' })
    stuck = true
    void outbox.flush()
    await new Promise((resolve) => setTimeout(resolve, 20))
    stuck = false
    // Joined to the stuck pass: nothing goes out.
    const joined = await Promise.race([outbox.flush().then(() => 'done'), new Promise((r) => setTimeout(r, 100, 'waiting'))])
    expect(joined).toBe('waiting')
    expect(server.received).toHaveLength(0)

    outbox.forgetPass()
    await outbox.flush()
    expect(server.received).toHaveLength(1)
    expect(await outbox.pending()).toEqual([])
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

  it('gives up on a request that never answers, so the writes behind it are not held up', async () => {
    let hangs = true
    const server = fakeServer(() => json(201, { txid: '7' }))
    const hanging = (p: string, i: RequestInit) => {
      if (!hangs) return server.fetch(p, i)
      hangs = false
      // Like a connection lost mid-flight: no answer and no error, until the caller aborts.
      return new Promise<Response>((_, reject) => i.signal?.addEventListener('abort', () => reject(i.signal?.reason)))
    }
    const clock = { t: 1_000_000 }
    const outbox = new Outbox({ db, fetch: hanging, now: () => clock.t, backoffMs: () => 0, requestTimeoutMs: 50 })
    const a = await outbox.enqueue('POST', '/api/events', { n: 1 })
    await outbox.enqueue('POST', '/api/events', { n: 2 })
    await outbox.flush()
    const [head] = await outbox.pending()
    expect(head.id).toBe(a.id)
    expect(head.lastError).toMatch(/Kunne ikke kontakte serveren/)
    await outbox.flush()
    expect(server.received.map((r) => [r.key, r.body])).toEqual([
      [a.idempotencyKey, { n: 1 }],
      [expect.any(String), { n: 2 }],
    ])
    expect(await outbox.pending()).toEqual([])
  })

})
