// Idempotency-Key for every API mutation. The first request with a key runs and its answer is
// stored; a repeat (also one arriving in parallel) waits for and replays that answer instead
// of acting again. Keys are per user and kept for a day. Rows live in the database, so every
// replica sees them.
import type { MiddlewareHandler } from 'hono'
import { sql } from 'kysely'
import type { GetViewer } from '../auth/viewer'
import type { Database } from '../db/connect'
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
    const viewer = await getViewer(c.req.raw.headers)
    if (!viewer) return next() // the route answers 401 itself
    const request = `${c.req.method} ${c.req.path}`

    const claim = () => sql<{ key: string }>`
      insert into idempotency_keys (user_id, key, request) values (${viewer.id}, ${key}, ${request})
      on conflict do nothing returning key`.execute(db.kysely)
    let claimed = await claim()
    if (claimed.rows.length === 0 && (await releaseAbandoned(db, viewer.id, key))) claimed = await claim()
    if (claimed.rows.length === 0) return replay(db, viewer.id, key, request)

    // While the request runs (an upload may take minutes) its claim stays fresh, so only the
    // claim of a process that died goes stale.
    const heartbeat = setInterval(() => {
      void sql`update idempotency_keys set created_at = now()
               where user_id = ${viewer.id} and key = ${key} and status is null`.execute(db.kysely).catch(() => {})
    }, HEARTBEAT_MS)
    try {
      await next()
    } catch (err) {
      await forget(db, viewer.id, key)
      throw err
    } finally {
      clearInterval(heartbeat)
    }
    const res = c.res
    if (res.status >= 500) {
      await forget(db, viewer.id, key) // nothing happened: a retry may try again
      return
    }
    // Secrets (a revealed building code) are never stored for replay: a repeat must go through
    // the access check and the audit log again.
    if (/no-store/.test(res.headers.get('cache-control') ?? '')) {
      await forget(db, viewer.id, key)
      return
    }
    const body = await res.clone().text()
    await sql`update idempotency_keys set status = ${res.status}, body = ${body}
              where user_id = ${viewer.id} and key = ${key}`.execute(db.kysely)
  }
}

/**
 * A claim whose heartbeat stopped belongs to a server process that died mid-request
 * (kill -9, power loss). Without this, the client's outbox would hear "still
 * running" until the key expires a day later. Its write rolled back with the process, unless
 * the crash fell between the commit and storing the answer, a window of one statement.
 */
async function releaseAbandoned(db: Database, userId: string, key: string): Promise<boolean> {
  const res = await sql`delete from idempotency_keys where user_id = ${userId} and key = ${key}
    and status is null and created_at < now() - make_interval(secs => ${ABANDONED_AFTER_S})`.execute(db.kysely)
  return Number(res.numAffectedRows ?? 0) > 0
}

async function forget(db: Database, userId: string, key: string) {
  await sql`delete from idempotency_keys where user_id = ${userId} and key = ${key}`.execute(db.kysely)
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
