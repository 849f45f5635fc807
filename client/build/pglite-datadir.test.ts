// The shipped data directory is a PGlite that boots without initdb and already holds the local
// schema, made once per PGlite version and schema fingerprint.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureLocalSchema, LOCAL_SCHEMA_FINGERPRINT } from '../src/db/local-schema-init'
import { freshDataDir, PGLITE_DATADIR_PATH, PGLITE_VERSION } from './pglite-datadir'

const cacheDir = mkdtempSync(path.join(tmpdir(), 'pglite-datadir-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('the fresh PGlite data directory', () => {
  it('boots PGlite without initdb with the local schema in place, is named by version and schema, and is made once', { timeout: 120_000 }, async () => {
    const name = `pglite-datadir-${PGLITE_VERSION}-${LOCAL_SCHEMA_FINGERPRINT}-f3.tar`
    expect(PGLITE_DATADIR_PATH).toBe(`/assets/${name}`)
    const tar = await freshDataDir(cacheDir)
    const cached = path.join(cacheDir, name)
    const madeAt = statSync(cached).mtimeMs
    expect((await freshDataDir(cacheDir)).equals(tar)).toBe(true)
    expect(statSync(cached).mtimeMs).toBe(madeAt)
    expect(tar.includes('pg_wal/000000010000000000000001')).toBe(false)

    const db = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(tar)]) })
    // The WAL starts after the last checkpoint: one fresh 1 MB segment, none of initdb's history.
    const wal = await db.query<{ name: string; size: number }>(`select name, size::int from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$'`)
    expect(wal.rows).toEqual([{ name: expect.any(String), size: 2 ** 20 }])
    expect((await db.query<{ n: number }>(`select count(*)::int as n from pg_database`)).rows[0].n).toBe(1)
    const fingerprint = await db.query<{ value: string }>(`select value from "_local_meta" where key = 'schema_fingerprint'`)
    expect(fingerprint.rows[0]?.value).toBe(LOCAL_SCHEMA_FINGERPRINT)
    await ensureLocalSchema(db)
    expect((await db.query<{ n: number }>('select count(*)::int as n from events')).rows[0].n).toBe(0)
    await db.exec('create table t (n int); insert into t values (41), (1)')
    expect((await db.query<{ sum: number }>('select sum(n)::int as sum from t')).rows[0].sum).toBe(42)
    await db.close()
  })
})
