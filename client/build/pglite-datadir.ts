// A freshly initialised PGlite data directory, shipped with the client: a browser's first boot
// unpacks it (~1 s) instead of running initdb in wasm (5-10 s on a phone-class CPU), which was
// most of a first visit's wait. It already holds the local schema (empty tables, indexes, the
// outbox), made by the browser's own ensureLocalSchema, so the first boot skips that too. It
// depends only on the PGlite version, the schema's fingerprint and how it is made: generated once,
// cached, and named by all three so it stays cached across deploys.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'
import { ensureLocalSchema, LOCAL_SCHEMA_FINGERPRINT } from '../src/db/local-schema-init'

/** The installed PGlite's version (its package.json is not exported, so found beside its entry). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json')
    if (!existsSync(file)) continue
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
    if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version
  }
  throw new Error('@electric-sql/pglite: package.json not found')
}
export const PGLITE_VERSION = pgliteVersion()
/** Bumped when the way the directory is made changes, so a cached older one is not reused. */
const DATADIR_FORMAT = 3
const WAL_SEGMENT_MB = 1
const DATADIR_NAME = `pglite-datadir-${PGLITE_VERSION}-${LOCAL_SCHEMA_FINGERPRINT}-f${DATADIR_FORMAT}.tar`
/** Where the browser finds it; the worker gets this as __PGLITE_DATADIR_URL__. */
export const PGLITE_DATADIR_PATH = `/assets/${DATADIR_NAME}`

export async function freshDataDir(cacheDir: string): Promise<Buffer> {
  const cached = path.join(cacheDir, DATADIR_NAME)
  const hit = await readFile(cached).catch(() => null)
  if (hit) return hit
  const { PGlite } = await import('@electric-sql/pglite')
  // 1 MB WAL segments instead of 16: IndexedDB stores whole files, so every flush after a write
  // stored the whole current segment again, and the first boot stored a 16 MB one.
  const db = await PGlite.create({ initDbStartParams: [`--wal-segsize=${WAL_SEGMENT_MB}`] })
  // PGlite only ever uses the `postgres` database; the two templates are 15 MB that every
  // first boot would unpack and store for nothing.
  for (const template of ['template0', 'template1']) {
    await db.exec(`alter database ${template} is_template false`)
    await db.exec(`drop database ${template}`)
  }
  await ensureLocalSchema(db)
  // The WAL holds initdb's and the schema's whole history. A boot needs nothing before the last
  // checkpoint, so start a new segment after one and checkpoint again; without recycling, the
  // old segments are deleted, not kept.
  await db.exec(`set wal_recycle = off; checkpoint;`)
  await db.query(`select pg_switch_wal()`)
  await db.exec(`checkpoint`)
  // Segments ahead of the current one were recycled earlier: old history under a future name.
  // Without them the next segment is created zero-filled; moving into it leaves the WAL one
  // segment of almost nothing.
  const { rows } = await db.query<{ dir: string; name: string }>(
    `select current_setting('data_directory') as dir, name from pg_ls_waldir()
     where name ~ '^[0-9A-F]{24}$' and name > pg_walfile_name(pg_current_wal_lsn())`,
  )
  for (const { dir, name } of rows) db.Module.FS.unlink(`${dir}/pg_wal/${name}`)
  await db.query(`select pg_switch_wal()`)
  await db.exec(`checkpoint`)
  const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
  await db.close()
  await mkdir(cacheDir, { recursive: true })
  const tmp = `${cached}.${process.pid}.tmp`
  await writeFile(tmp, tar)
  await rename(tmp, cached)
  return tar
}

export function pgliteDataDirPlugin(options: { cacheDir: string }): Plugin {
  return {
    name: 'intranet-pglite-datadir',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: PGLITE_DATADIR_PATH.slice(1), source: await freshDataDir(options.cacheDir) })
    },
  }
}
