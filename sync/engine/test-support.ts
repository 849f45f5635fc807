// Test harness: an engine over a real database, served over real HTTP, and real
// @electric-sql/client streams reading it.
import { serve } from '@hono/node-server'
import { afterEach, beforeEach } from 'vitest'
import type { AddressInfo } from 'node:net'
import { Shape, ShapeStream, type Row } from '@electric-sql/client'
import { openSqlDatabase, type SqlDatabase } from './database'
import { createShapeEngine, type ShapeEngine, type ShapeEngineOptions } from './engine'
import { migrate } from './migrate'
import { createTestDatabase } from './test-database'

export type DbKind = 'pglite' | 'postgres'

export interface EngineHarness {
  db: SqlDatabase
  engine: ShapeEngine
  url: string
  /**
   * Until the engine has read every change committed so far. A changes-only stream starts where
   * the engine has read up to: one started before that gets the setup's own inserts as changes.
   */
  caughtUp(): Promise<void>
  /** Starts a fresh engine over the same database (as after a process restart). */
  restart(options?: Partial<ShapeEngineOptions>): Promise<void>
  stream(params: Record<string, unknown>, extra?: Record<string, unknown>): { stream: ShapeStream<Row>; shape: Shape<Row> }
  close(): Promise<void>
}

/**
 * A fresh engine on a fresh database for every test of the describe block it is called in,
 * with `setup` (SQL, or a function) run on it first, closed when the test ends. It stands for
 * the running test's harness.
 */
export function useFreshHarness(
  kind: DbKind,
  setup: string | ((h: EngineHarness) => Promise<unknown>),
  options: Partial<ShapeEngineOptions> = {},
): EngineHarness {
  let current: EngineHarness | undefined
  beforeEach(async () => {
    current = await startHarness(kind, options)
    await (typeof setup === 'string' ? current.db.sql.exec(setup) : setup(current))
  })
  afterEach(async () => current?.close())
  return new Proxy({} as EngineHarness, {
    get(_, key) {
      if (!current) throw new Error(`no engine harness yet (h.${String(key)} outside a test)`)
      const value: unknown = Reflect.get(current, key)
      return typeof value === 'function' ? value.bind(current) : value
    },
  })
}

export async function startHarness(kind: DbKind, options: Partial<ShapeEngineOptions> = {}): Promise<EngineHarness> {
  const pg = kind === 'postgres' ? await createTestDatabase('engine_test') : null
  const db = await openSqlDatabase({ databaseUrl: pg?.url })
  await migrate(db.sql)
  let engine = await createShapeEngine({ sql: db.sql, longPollMs: 1000, ...options })
  const server = serve({ fetch: (req) => engine.handle(req), port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/shape`
  const streams: ShapeStream<Row>[] = []
  // Unsubscribing leaves a stream's request loop running: close() aborts it, or it would go on
  // asking the closed server in the worker the next files run in.
  const stopStreams = new AbortController()
  const harness: EngineHarness = {
    db,
    get engine() {
      return engine
    },
    url,
    async caughtUp() {
      const [{ lsn }] = await db.sql.query<{ lsn: string | null }>(`select max(lsn)::text as lsn from sync_changes`)
      const committed = Number(lsn ?? 0)
      await eventually(() => {
        const read = engine.stats().processedLsn
        if (read < committed) throw new Error(`the engine has read up to ${read}, not yet ${committed}`)
      })
    },
    async restart(more = {}) {
      await engine.close()
      engine = await createShapeEngine({ sql: db.sql, longPollMs: 1000, ...options, ...more })
    },
    stream(params, extra = {}) {
      const own = extra.signal as AbortSignal | undefined
      const signal = own ? AbortSignal.any([own, stopStreams.signal]) : stopStreams.signal
      const stream = new ShapeStream<Row>({ url, params: params as any, ...extra, signal })
      streams.push(stream)
      return { stream, shape: new Shape(stream) }
    },
    async close() {
      stopStreams.abort()
      for (const s of streams) s.unsubscribeAll()
      server.close()
      await engine.close()
      await db.close()
      await pg?.drop()
    },
  }
  return harness
}

/** Polls until `check` stops throwing (the stream is eventually consistent by design). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const start = Date.now()
  for (;;) {
    try {
      return await check()
    } catch (err) {
      if (Date.now() - start > timeoutMs) throw err
      await new Promise((r) => setTimeout(r, 25))
    }
  }
}

export const sortById = <T extends Record<string, unknown>>(rows: T[]) =>
  [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))
