// One database handle for the whole server, over embedded PGlite (DATA_DIR) or PostgreSQL
// (DATABASE_URL). Everything above this file is the same code in both modes. Kysely's writes
// in a request with an Idempotency-Key mark the key as they commit (idempotent-effects.ts);
// `sql` (the shape engine, migrations) is never part of a request's effect.
import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Queryable, SqlClient } from '../../sync/engine/sql-client'
import { markingEffects } from './idempotent-effects'
import { PGliteDialect } from './pglite-dialect'
import type { DB } from './types'

// Timestamps and dates leave the database as ISO-ish strings, never as JS Dates, so the
// API answers the same thing in both modes and the sync stream's text format is untouched.
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (v) => v)

export interface Database {
  mode: 'pglite' | 'postgres'
  kysely: Kysely<DB>
  sql: SqlClient
  close(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl?: string
  /** Directory for the embedded database; omitted → in memory (tests). */
  dataDir?: string
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  pool.on('error', (err) => console.error('[db] idle client error', err.message))
  const query = async <R>(text: string, params?: unknown[]) =>
    (await pool.query(text, params as unknown[])).rows as R[]
  const sqlClient: SqlClient = {
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
    kysely: new Kysely<DB>({ dialect: markingEffects(new PostgresDialect({ pool })) }),
    sql: sqlClient,
    close: async () => {
      await pool.end()
    },
  }
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  // PGlite has a single connection; dates come back as text like the pg driver above.
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: textDates })
  const sqlClient: SqlClient = {
    query: async (text, params) => (await pglite.query(text, params)).rows as any,
    exec: async (script) => {
      await pglite.exec(script)
    },
    snapshot: (fn) =>
      pglite.transaction(async (tx) => {
        await tx.query('set transaction isolation level repeatable read read only')
        return fn({
          query: async (text, params) => (await tx.query(text, params)).rows as any,
        })
      }),
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, () => onNotify())
      return unlisten
    },
  }
  return {
    mode: 'pglite',
    kysely: new Kysely<DB>({ dialect: markingEffects(new PGliteDialect({ pglite })) }),
    sql: sqlClient,
    close: async () => {
      await pglite.close()
    },
  }
}

const asText = (v: string) => v
const textDates = { 1082: asText, 1114: asText, 1184: asText }
