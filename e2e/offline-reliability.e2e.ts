// Reliability of the write path: a client sends 500 writes through the real outbox (on a real
// PGlite) while the server process is killed with SIGKILL and restarted twice. Afterwards every
// write the client saw acknowledged exists exactly once on the server, and nothing is left over.
import { afterAll, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { ensureOutboxSchema } from '../client/src/offline/outbox-schema'
import { Outbox } from '../client/src/offline/outbox'
import { ADMIN, startServer, type RunningServer } from './support/server'
import { signInApi } from './support/api'
import { createTestDatabase } from '../server/test/pg'

const WRITES = Number(process.env.RELIABILITY_WRITES ?? 500)
const log = (msg: string) => console.log(`[reliability] ${new Date().toISOString().slice(11, 19)} ${msg}`)
let server: RunningServer | undefined
let database: { url: string; drop(): Promise<void> } | undefined

afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

it('delivers every write exactly once across two kill -9 restarts of the server', async () => {
  database = await createTestDatabase('intranet_e2e_reliability')
  server = await startServer({ databaseUrl: database.url })
  const { url, port } = server
  const cookie = await signInApi(url, ADMIN.email, ADMIN.password)
  const db = await PGlite.create()
  await ensureOutboxSchema(db)
  const outbox = new Outbox({
    db,
    fetch: (path, init) =>
      fetch(`${url}${path}`, { ...init, headers: { ...(init.headers as object), cookie, origin: url } }),
    backoffMs: () => 200,
  })
  const acknowledged = new Set<string>()
  outbox.onOutcome((item, outcome) => {
    expect(outcome.kind).not.toBe('rejected')
    if (outcome.kind === 'done') acknowledged.add((item.body as { title: string }).title)
  })
  const run = Date.now().toString(36)
  const title = (i: number) => `Pålidelighed ${run} #${i}`
  for (let i = 0; i < WRITES; i++) {
    await outbox.enqueue('POST', '/api/events', { title: title(i), date: '2031-05-01T08:00:00.000Z' })
  }

  log(`${WRITES} writes queued`)
  let sending = true
  const sender = (async () => {
    while (sending) {
      await outbox.flush()
      if ((await outbox.pending()).length === 0) return
      await new Promise((r) => setTimeout(r, 100))
    }
  })()

  // Twice: let some writes land, kill the server without warning, start it again.
  for (let round = 0; round < 2; round++) {
    const target = acknowledged.size + 60
    while (acknowledged.size < target && acknowledged.size < WRITES) await new Promise((r) => setTimeout(r, 20))
    log(`round ${round}: ${acknowledged.size} acknowledged; kill -9`)
    process.kill(-server.pid, 'SIGKILL')
    await server.stop().catch(() => {})
    server = await startServer({ databaseUrl: database.url, port })
    log(`round ${round}: restarted`)
  }
  await Promise.race([sender, new Promise((r) => setTimeout(r, 300_000))])
  sending = false

  expect(await outbox.pending()).toEqual([])
  expect(acknowledged.size).toBe(WRITES)
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ title: string; n: number }>(
      `select title, count(*)::int as n from events where title like $1 group by title`,
      [`Pålidelighed ${run} #%`],
    )
    expect(rows).toHaveLength(WRITES)
    expect(rows.filter((r) => r.n !== 1)).toEqual([])
  } finally {
    await client.end()
    await db.close()
  }
}, 600_000)
