// The trimmed file bundle boots PGlite on the shipped data directory and serves what the app's
// local database does: the schema, Danish text search, the change triggers, time zones. What it
// leaves out is really gone, so these checks would fail if the app came to need it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureLocalSchema } from '../src/db/local-schema-init'
import { TABLE_CHANGED_CHANNEL } from '../src/db/table-live'
import { runSearch } from '../src/features/search/search-sql'
import { freshDataDir } from './pglite-datadir'
import { PGLITE_RUNTIME_BUNDLE_PATH, runtimeFsBundle } from './pglite-runtime-bundle'

const cacheDir = mkdtempSync(path.join(tmpdir(), 'pglite-runtime-'))
const fullBundle = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.data'))
const { bundle, zeroed } = runtimeFsBundle()
let db: PGlite

beforeAll(async () => {
  const dataDir = await freshDataDir(cacheDir)
  db = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dataDir)]), fsBundle: new Blob([new Uint8Array(bundle)]) })
}, 120_000)
afterAll(async () => {
  await db?.close()
  rmSync(cacheDir, { recursive: true, force: true })
})

describe("PGlite's file bundle without what only initdb reads", () => {
  it("keeps PGlite's layout, blanks initdb's and unused files, and is a fraction of the download", () => {
    expect(bundle.length).toBe(fullBundle.length)
    expect(PGLITE_RUNTIME_BUNDLE_PATH).toMatch(/^\/assets\/pglite-runtime-[0-9a-f]{10}\.data$/)
    expect(zeroed).toEqual(
      expect.arrayContaining([
        '/pglite/share/postgresql/postgres.bki',
        '/pglite/lib/postgresql/utf8_and_iso8859_1.so',
        '/pglite/lib/postgresql/libpqwalreceiver.so',
        '/pglite/icu/icudt76l/coll/ucadata.icu',
      ]),
    )
    for (const kept of ['plpgsql.so', 'dict_snowball.so', 'danish.stop', 'Europe/Copenhagen', 'timezonesets/Default']) {
      expect(zeroed.filter((file) => file.endsWith(kept))).toEqual([])
    }
    const brotli = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length
    expect(brotli(bundle)).toBeLessThan(brotli(fullBundle) / 2)
  })

  it('boots on the shipped data directory and runs the local schema, Danish search and change triggers', async () => {
    await ensureLocalSchema(db)
    const changed: string[] = []
    const unlisten = await db.listen(TABLE_CHANGED_CHANNEL, (table) => changed.push(table))
    await db.exec(`insert into posts (id, headline, content, images, approved, created_at, updated_at)
      values (gen_random_uuid(), 'Rejsegilde', '<p>Taget er lagt på husene i Herlev</p>', '[]', true, now(), now())`)
    const hits = await runSearch(db, 'hus')
    expect(hits.map((hit) => [hit.kind, hit.title])).toEqual([['posts', 'Rejsegilde']])
    await expect.poll(() => changed).toContain('posts')
    await unlisten()
  })

  it('compares, cases and converts time zones as with the full bundle, and cannot convert to other encodings', async () => {
    const { rows } = await db.query<Record<string, unknown>>(`select
      (select datlocprovider from pg_database where datname = current_database()) as provider,
      lower('ÆØÅ') as lower, 'ÆRØ' ilike '%ærø%' as ilike,
      ('2026-07-01 12:00:00+00'::timestamptz at time zone 'Europe/Copenhagen')::text as copenhagen`)
    expect(rows[0]).toEqual({ provider: 'c', lower: 'æøå', ilike: true, copenhagen: '2026-07-01 14:00:00' })
    await expect(db.query(`select convert_to('æ', 'LATIN1')`)).rejects.toThrow(/utf8_and_iso8859_1/)
  })
})
