// The shipped data directory is a PGlite that boots without initdb, made once per PGlite version.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { freshDataDir, PGLITE_DATADIR_PATH, PGLITE_VERSION } from './pglite-datadir'

const cacheDir = mkdtempSync(path.join(tmpdir(), 'pglite-datadir-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('the fresh PGlite data directory', () => {
  it('boots PGlite without initdb, is named by the PGlite version, and is made once', { timeout: 120_000 }, async () => {
    expect(PGLITE_DATADIR_PATH).toBe(`/assets/pglite-datadir-${PGLITE_VERSION}.tar`)
    const tar = await freshDataDir(cacheDir)
    const cached = path.join(cacheDir, `pglite-datadir-${PGLITE_VERSION}.tar`)
    const madeAt = statSync(cached).mtimeMs
    expect((await freshDataDir(cacheDir)).equals(tar)).toBe(true)
    expect(statSync(cached).mtimeMs).toBe(madeAt)

    const db = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(tar)]) })
    await db.exec('create table t (n int); insert into t values (41), (1)')
    expect((await db.query<{ sum: number }>('select sum(n)::int as sum from t')).rows[0].sum).toBe(42)
    await db.close()
  })
})
