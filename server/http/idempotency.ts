// Idempotency-Key for every API mutation. The first request with a key runs and its answer is
// stored; a repeat (also one arriving in parallel) waits for and replays that answer instead
// of acting again. Keys are per user and kept for a day. Rows live in the database, so every
// replica sees them.
//
// Every transaction the request commits also marks its claim (server/db/idempotent-effects.ts),
// so "did the write happen?" has an answer even when the answer itself was never stored: a
// server killed between its commit and storing the answer, or a 5xx after a commit, leaves a
// marked claim, and the retry is told the write is done instead of running it again.
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { sql } from 'kysely'
import type { GetViewer } from '../auth/viewer'
import type { Database } from '../db/connect'
import { runInEffectScope, type EffectScope } from '../db/idempotent-effects'
import { errorBody } from './errors'

const KEY = /^[A-Za-z0-9_-]{8,100}$/
const WAIT_MS = 15_000
/** A running request re-touches its claim this often; one untouched for ABANDONED_AFTER_S died. */
const HEARTBEAT_MS = 5_000
const ABANDONED_AFTER_S = 20

export function idempotency(db: Database, getViewer: GetViewer): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('idempotency-key')
    if (!key || c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    if (!KEY.test(key)) return c.json(errorBody('Ugyldig Idempotency-Key'), 400)
    // Outside the effect scope: a session refresh better-auth may write here is not the
    // request's effect (the route's own lookup just after finds the session fresh).
    const viewer = await getViewer(c.req.raw.headers)
    if (!viewer) return next() // the route answers 401 itself
    const request = `${c.req.method} ${c.req.path}`
    const claimToken = randomUUID()

    const claim = () => sql<{ key: string }>`
      insert into idempotency_keys (user_id, key, request, claim)
      values (${viewer.id}, ${key}, ${request}, ${claimToken})
      on conflict do nothing returning key`.execute(db.kysely)
    let claimed = await claim()
    if (claimed.rows.length === 0 && (await releaseAbandoned(db, viewer.id, key))) claimed = await claim()
    if (claimed.rows.length === 0) return replay(db, viewer.id, key, request)

    // While the request runs (an upload may take minutes) its claim stays fresh, so only the
    // claim of a process that died goes stale. Started outside the effect scope: touching
    // the claim is not a write of the request's.
    const heartbeat = setInterval(() => {
      void sql`update idempotency_keys set created_at = now()
               where user_id = ${viewer.id} and key = ${key} and claim = ${claimToken} and status is null`
        .execute(db.kysely)
        .catch(() => {})
    }, HEARTBEAT_MS)
    const scope: EffectScope = { userId: viewer.id, key, claim: claimToken, open: true, claimLost: false }
    let thrown: { error: unknown } | undefined
    try {
      await runInEffectScope(scope, next)
    } catch (error) {
      thrown = { error }
    } finally {
      scope.open = false
      clearInterval(heartbeat)
    }
    if (scope.claimLost) {
      // Taken for dead while still running; the write was rolled back and the claim belongs
      // to a retry now, whose answer is the one to give.
      c.res = undefined
      c.res = await replay(db, viewer.id, key, request)
      return
    }
    const res = c.res
    if (thrown || res.status >= 500) {
      // A commit already made is kept: a retry must hear "done", not run the rest twice.
      if (!(await settleCommitted(db, viewer.id, key, claimToken))) await forget(db, viewer.id, key, claimToken)
      if (thrown) throw thrown.error
      return
    }
    // Secrets (a revealed building code) are never stored for replay: a repeat must go through
    // the access check and the audit log again, even though this one committed its audit row.
    if (/no-store/.test(res.headers.get('cache-control') ?? '')) {
      await forget(db, viewer.id, key, claimToken)
      return
    }
    const body = await res.clone().text()
    await sql`update idempotency_keys set status = ${res.status}, body = ${body}
              where user_id = ${viewer.id} and key = ${key} and claim = ${claimToken}`.execute(db.kysely)
  }
}

/**
 * A claim whose heartbeat stopped belongs to a server process that died mid-request
 * (kill -9, power loss). Without this, the client's outbox would hear "still running" until
 * the key expires a day later. If nothing it wrote committed, its writes rolled back with the
 * process and the claim is released so the retry runs (true). If a write committed, the
 * claim is settled with a "done" answer for the retry to replay instead.
 */
async function releaseAbandoned(db: Database, userId: string, key: string): Promise<boolean> {
  const stale = sql`status is null and created_at < now() - make_interval(secs => ${ABANDONED_AFTER_S})`
  // A commit racing this delete holds the row until it is marked; the delete then sees
  // the mark and leaves the row alone.
  const res = await sql`delete from idempotency_keys
    where user_id = ${userId} and key = ${key} and committed_txid is null and ${stale}`.execute(db.kysely)
  if (Number(res.numAffectedRows ?? 0) > 0) return true
  await sql`update idempotency_keys set ${settledAnswer}
    where user_id = ${userId} and key = ${key} and committed_txid is not null and ${stale}`.execute(db.kysely)
  return false
}

/**
 * The answer for a request whose effect committed but whose own answer was lost: 2xx, so
 * the client's outbox counts the write as done, with the transaction id to settle on.
 */
const settledAnswer = sql`status = 200,
  body = jsonb_build_object('replayed', true, 'txid', committed_txid)::text`

/** Stores the "done" answer if this claim's request committed a write; false if it did not. */
async function settleCommitted(db: Database, userId: string, key: string, claim: string): Promise<boolean> {
  const res = await sql`update idempotency_keys set ${settledAnswer}
    where user_id = ${userId} and key = ${key} and claim = ${claim} and committed_txid is not null`.execute(db.kysely)
  return Number(res.numAffectedRows ?? 0) > 0
}

/** Nothing happened: a retry may run again. Only our own claim, never one a retry holds. */
async function forget(db: Database, userId: string, key: string, claim: string) {
  await sql`delete from idempotency_keys where user_id = ${userId} and key = ${key} and claim = ${claim}`.execute(db.kysely)
}

async function replay(db: Database, userId: string, key: string, request: string): Promise<Response> {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const { rows } = await sql<{ request: string; status: number | null; body: string | null }>`
      select request, status, body from idempotency_keys where user_id = ${userId} and key = ${key}`.execute(db.kysely)
    const row = rows[0]
    if (row && row.request !== request) {
      return Response.json(errorBody('Idempotency-Key er allerede brugt til en anden forespørgsel'), { status: 422 })
    }
    if (row?.status != null) {
      return new Response(row.body, {
        status: row.status,
        headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
      })
    }
    if (!row || Date.now() > deadline) {
      // Retry-After tells the client's outbox this is "not yet", not a rejection of the write.
      return Response.json(errorBody('Forespørgslen behandles allerede. Prøv igen om lidt.'), {
        status: 409,
        headers: { 'retry-after': '1' },
      })
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Housekeeping: answers older than a day are no longer needed for retries. */
export async function pruneIdempotencyKeys(db: Database) {
  await sql`delete from idempotency_keys where created_at < now() - interval '1 day'`.execute(db.kysely)
}
