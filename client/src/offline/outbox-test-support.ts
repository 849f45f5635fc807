// Shared by the outbox tests: a real PGlite with the real local schema (emptied before each
// test), and a small fake fetch that records what arrives and answers as told.
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { ensureLocalSchema } from '../db/local-schema-init'
import { Outbox, type Outcome, type OutboxItem } from './outbox'
import type { OutboxJournal } from './outbox-journal'
import { settleSyncedTxids } from './txid-settlement'

/** The test database (a live binding: set by setUpOutboxDatabase before the tests run). */
export let db: PGlite

export function setUpOutboxDatabase() {
  beforeAll(async () => {
    db = await PGlite.create()
    await ensureLocalSchema(db)
  })
  afterAll(() => db.close())
  beforeEach(async () => {
    await db.exec('delete from local.outbox; delete from local.synced_txids')
  })
}

export interface Received {
  method: string
  path: string
  key: string
  body: unknown
}


/** A fake server: `answer` decides per request (throw = network error). */
export function fakeServer(answer: (r: Received, n: number) => Response | Promise<Response>) {
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

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

export function makeOutbox(
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

export const offline = () =>
  fakeServer(() => {
    throw new TypeError('Failed to fetch')
  })

export const rowCount = async (database: PGlite = db) =>
  (await database.query<{ n: number }>('select count(*)::int as n from local.outbox')).rows[0].n

/** What the database lost: the row, as if IndexedDB never got it. */
export const loseRow = (id: string) => db.query('delete from local.outbox where id = $1', [id])

/** Sync applying a batch that carries these txids. */
export const applyBatch = (txids: string[]) => db.transaction((tx) => settleSyncedTxids(tx, txids, new Date()))
