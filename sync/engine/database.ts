// The engine's database: a SqlClient over PostgreSQL (DATABASE_URL) or embedded PGlite
// (DATA_DIR). The standalone engine and its tests use it as is; the server builds its Kysely on
// the same pool or PGlite (server/db/connect.ts), so both modes open one way everywhere.
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { blankCluster } from './blank-cluster'
import type { Queryable, SqlClient } from './sql-client'

// Timestamps and dates leave the database as ISO-ish strings, never as JS Dates, so the
// API answers the same thing in both modes and the sync stream's text format is untouched.
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (v) => v)

export interface DatabaseOptions {
  databaseUrl?: string
  /** Directory for the embedded database; omitted → in memory (tests). */
  dataDir?: string
}

interface Opened {
  sql: SqlClient
  close(): Promise<void>
}

export type SqlDatabase = (Opened & { mode: 'postgres'; pool: pg.Pool }) | (Opened & { mode: 'pglite'; pglite: PGlite })

export async function openSqlDatabase(options: DatabaseOptions): Promise<SqlDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}

async function openPostgres(url: string): Promise<SqlDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  pool.on('error', (err) => console.error('[db] idle client error', err.message))
  const query = async <R>(text: string, params?: unknown[]) =>
    (await pool.query(text, params as unknown[])).rows as R[]
  const sql: SqlClient = {
    query,
    exec: async (script) => {
      await pool.query(script)
    },
    async snapshot(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin isolation level repeatable read read only')
        const tx: Queryable = {
          query: async (text, params) => (await client.query(text, params as unknown[])).rows,
        }
        const result = await fn(tx)
        await client.query('commit')
        return result
      } catch (err) {
        await client.query('rollback').catch(() => {})
        throw err
      } finally {
        client.release()
      }
    },
    async listen(channel, onNotify) {
      // A dedicated connection: LISTEN belongs to a session, pooled clients come and go.
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      client.on('notification', (msg) => msg.channel === channel && onNotify())
      client.on('error', (err) => console.error('[db] listen connection error', err.message))
      await client.query(`listen "${channel}"`)
      return async () => {
        await client.end().catch(() => {})
      }
    },
  }
  return {
    mode: 'postgres',
    pool,
    sql,
    close: async () => {
      await pool.end()
    },
  }
}

async function openPglite(dataDir?: string): Promise<SqlDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  // A new cluster starts from a copy of a blank one instead of running initdb (blank-cluster.ts).
  const blank = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'))
  // PGlite has a single connection; dates come back as text like the pg driver above.
  const pglite = await PGlite.create({
    ...(dataDir && { dataDir }),
    ...(blank && { loadDataDir: await blankCluster() }),
    parsers: textDates,
  })
  const sql: SqlClient = {
    query: async <R>(text: string, params?: unknown[]) => (await pglite.query<R>(text, params)).rows,
    exec: async (script) => {
      await pglite.exec(script)
    },
    snapshot: (fn) =>
      pglite.transaction(async (tx) => {
        await tx.query('set transaction isolation level repeatable read read only')
        return fn({
          query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        })
      }),
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, () => onNotify())
      return unlisten
    },
  }
  return {
    mode: 'pglite',
    pglite,
    sql,
    close: async () => {
      await pglite.close()
    },
  }
}

const asText = (v: string) => v
const textDates = { 1082: asText, 1114: asText, 1184: asText }
