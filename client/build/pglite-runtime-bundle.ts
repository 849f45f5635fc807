// PGlite's file bundle as a boot without initdb needs it. PGlite unpacks one 6.3 MB bundle of
// Postgres's files (1.06 MB brotli) on every boot, but most of it is read only by initdb, which a
// browser never runs when it unpacks our shipped data directory or opens its stored one: the
// catalog bootstrap, extension scripts, extension build tooling, conversions to other client
// encodings, replication and ICU's collation data. Here those files' bytes are zeroed, so the
// bundle compresses to 0.22 MB. Their places stay as they were because PGlite's loader finds each
// file by offsets compiled into its code; a zeroed file that is read after all fails loudly
// ("need to see wasm magic number" for a library), and pglite-runtime-bundle.test.ts boots
// PGlite on this bundle through what the app does (schema, text search, triggers, time zones).
// The full bundle stays in the build for the one boot that runs initdb (pglite.worker.ts).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Files PGlite reads only when initdb runs or for features the local database does not use. */
const NOT_READ_AFTER_INITDB: RegExp[] = [
  // initdb's input: the catalog bootstrap, the SQL it runs once, and sample configuration.
  /^\/pglite\/share\/postgresql\/(postgres\.bki|information_schema\.sql|system_(views|functions|constraints)\.sql|snowball_create\.sql|sql_features\.txt|errcodes\.txt|[^/]+\.sample)$/,
  // CREATE EXTENSION scripts: the local schema creates none (initdb installed plpgsql).
  /^\/pglite\/share\/postgresql\/extension\/(?!plpgsql[.-])/,
  // Makefiles and test drivers for building extensions.
  /^\/pglite\/lib\/postgresql\/pgxs\//,
  // Conversions to client encodings other than UTF-8; PGlite's client encoding is UTF-8.
  /^\/pglite\/lib\/postgresql\/(\w+_and_\w+|euc2004_sjis2004)\.so$/,
  // Streaming and logical replication.
  /^\/pglite\/lib\/postgresql\/(libpqwalreceiver|pgoutput)\.so$/,
  // ICU's collation data: the database's collation provider is libc.
  /^\/pglite\/icu\/icudt\w+\/coll\//,
]

interface BundledFile {
  filename: string
  start: number
  end: number
}

function pgliteDist(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
}

/** The bundle's table of contents, which PGlite compiles into its loader. */
function bundledFiles(loaderSource: string, bundleSize: number): BundledFile[] {
  const files = [...loaderSource.matchAll(/filename:"([^"]+)",start:(\d+),end:(\d+)/g)].map(([, filename, start, end]) => ({
    filename,
    start: Number(start),
    end: Number(end),
  }))
  const covered = files.reduce((max, f) => Math.max(max, f.end), 0)
  if (files.length === 0 || covered !== bundleSize || !loaderSource.includes(`remote_package_size:${bundleSize}`)) {
    throw new Error(`PGlite's file bundle layout is not the one pglite-runtime-bundle.ts knows (${files.length} files, ${covered} of ${bundleSize} bytes)`)
  }
  return files
}

export function runtimeFsBundle(): { bundle: Buffer; zeroed: string[] } {
  const dist = pgliteDist()
  const full = readFileSync(path.join(dist, 'pglite.data'))
  const bundle = Buffer.from(full)
  const zeroed: string[] = []
  for (const file of bundledFiles(readFileSync(path.join(dist, 'index.js'), 'utf8'), full.length)) {
    if (!NOT_READ_AFTER_INITDB.some((pattern) => pattern.test(file.filename))) continue
    bundle.fill(0, file.start, file.end)
    zeroed.push(file.filename)
  }
  return { bundle, zeroed }
}

const runtime = runtimeFsBundle()
/** Where the browser finds it (named by content); the worker gets this as __PGLITE_RUNTIME_BUNDLE_URL__. */
export const PGLITE_RUNTIME_BUNDLE_PATH = `/assets/pglite-runtime-${createHash('sha256').update(runtime.bundle).digest('hex').slice(0, 10)}.data`

export function pgliteRuntimeBundlePlugin(): Plugin {
  return {
    name: 'intranet-pglite-runtime-bundle',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PGLITE_RUNTIME_BUNDLE_PATH.slice(1), source: runtime.bundle })
    },
  }
}
