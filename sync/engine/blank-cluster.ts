// A new PGlite cluster (a first start, every in-memory test database) runs initdb: 1.5–3 s of
// WebAssembly, 10 s and more on a busy machine, and the cluster it makes is the same every time
// for one PGlite build. It is made once, kept as a tar file in node_modules/.cache (named by the
// build, so an upgrade makes a new one; beside the code, not in a shared temporary directory,
// because a production database starts from it), and every later cluster starts from a copy, as
// the browser does from its shipped one.
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, statSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'

let copy: Promise<Blob> | undefined

export function blankCluster(): Promise<Blob> {
  copy ??= readOrMake().catch((err) => {
    copy = undefined
    throw err
  })
  return copy
}

async function readOrMake(): Promise<Blob> {
  const file = cacheFile()
  const kept = file ? await readFile(file).catch(() => null) : null
  if (kept) return new Blob([kept])
  const first = await PGlite.create()
  try {
    const made = await first.dumpDataDir('none')
    if (file) await keep(file, made).catch(() => {}) // a read-only install: made again next time
    return made
  } finally {
    await first.close()
  }
}

/** Written aside and renamed: processes starting together never read half a file. */
async function keep(file: string, made: Blob): Promise<void> {
  const aside = `${file}.${randomUUID()}`
  try {
    await writeFile(aside, new Uint8Array(await made.arrayBuffer()))
    await rename(aside, file)
  } finally {
    await rm(aside, { force: true })
  }
}

/**
 * In node_modules/.cache, named by PGlite's version and the size of its wasm; null when PGlite's
 * files cannot be found: then nothing is kept.
 */
function cacheFile(): string | null {
  try {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
    const { version } = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as { version: string }
    const { size } = statSync(path.join(dist, 'pglite.wasm'))
    const nodeModules = path.resolve(dist, '..', '..', '..')
    if (path.basename(nodeModules) !== 'node_modules') return null
    const dir = path.join(nodeModules, '.cache', 'intranet')
    mkdirSync(dir, { recursive: true })
    return path.join(dir, `pglite-blank-${version}-${size}.tar`)
  } catch {
    return null
  }
}
