// Pre-compresses the built client: every compressible file (JS, CSS, HTML, the PGlite wasm and
// data, …) gets `.br` and `.gz` siblings that the server picks by Accept-Encoding
// (server/static.ts), so the browser downloads ~4.5 MB instead of ~20 MB and the server spends
// no CPU per request. Brotli at its best setting costs ~30 s for the PGlite wasm alone, so
// results are kept in a cache keyed by content hash: PGlite's files never change between builds.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

/** Shared by every build of this checkout (and by worktrees beside it: keyed by content). */
export const PRECOMPRESS_CACHE = fileURLToPath(new URL('../../node_modules/.cache/intranet-precompress', import.meta.url))
/**
 * Beside the build's folder while that build left encodings for later: precompress-later.ts
 * does them only then (or finishes a run that was cut off), and removes it when done.
 */
export const leftMarker = (outDir: string) => path.join(path.dirname(outDir), '.client-compress-left')
/** `1` in a build's environment: only what the cache holds (PrecompressOptions.cachedOnly). */
export const PRECOMPRESS_CACHED_ONLY = 'PRECOMPRESS_CACHED_ONLY'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|data|tar|txt|map|xml|ico)$/i
/** Below this, the header bytes and a decode cost more than they save. */
const MIN_SIZE = 1024
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const ENCODERS = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
} as const

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await filesUnder(full)))
    else if (entry.isFile()) out.push(full)
  }
  return out
}

/** Written aside and renamed: a server serving the folder meanwhile never sends half a file. */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const aside = `${file}.${process.pid}.tmp`
  await writeFile(aside, data)
  await rename(aside, file)
}

async function encodeCached(data: Buffer, ext: keyof typeof ENCODERS, cacheDir: string | undefined, cachedOnly: boolean): Promise<Buffer | null> {
  if (!cacheDir) return cachedOnly ? null : ENCODERS[ext](data)
  const key = path.join(cacheDir, `${createHash('sha256').update(data).digest('hex')}.${ext}`)
  const hit = await readFile(key).catch(() => null)
  if (hit || cachedOnly) return hit
  const encoded = await ENCODERS[ext](data)
  // Builds in other worktrees share the cache.
  await writeWhole(key, encoded)
  return encoded
}

export interface PrecompressOptions {
  cacheDir?: string
  /**
   * Only what the cache already holds; the rest is `left` for a later run. A fresh checkout's
   * `npm start` serves at once and compresses the rest in the background (brotli at its best
   * takes minutes for PGlite's files), the server picking up each file as it lands.
   */
  cachedOnly?: boolean
  /** Leave an encoding that is already beside its file (finishing what a cachedOnly build left). */
  keepExisting?: boolean
}

/** Writes `<file>.br` and `<file>.gz` next to each compressible file when they are smaller. */
export async function precompressDir(dir: string, options: PrecompressOptions = {}): Promise<{ files: number; bytes: number; brotliBytes: number; left: number }> {
  if (options.cacheDir) await mkdir(options.cacheDir, { recursive: true })
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f))
  const totals = { files: 0, bytes: 0, brotliBytes: 0, left: 0 }
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_SIZE) return
      const data = await readFile(file)
      totals.files++
      totals.bytes += data.length
      for (const ext of ['br', 'gz'] as const) {
        if (options.keepExisting && (await stat(`${file}.${ext}`).catch(() => null))) continue
        const encoded = await encodeCached(data, ext, options.cacheDir, options.cachedOnly ?? false)
        if (!encoded) {
          totals.left++
          continue
        }
        if (encoded.length >= data.length * 0.95) continue
        await writeWhole(`${file}.${ext}`, encoded)
        if (ext === 'br') totals.brotliBytes += encoded.length
      }
    }),
  )
  return totals
}

export function precompressPlugin(options: PrecompressOptions = {}): Plugin {
  let outDir = ''
  let logInfo: (msg: string) => void = () => {}
  return {
    name: 'intranet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      logInfo = (msg) => config.logger.info(msg)
    },
    async closeBundle() {
      const started = Date.now()
      const { files, bytes, brotliBytes, left } = await precompressDir(outDir, options)
      const mb = (n: number) => (n / 1e6).toFixed(1)
      const later = left ? `; ${left} encodings not cached yet, left for later` : ''
      if (left) await writeFile(leftMarker(outDir), `${left}\n`)
      else await rm(leftMarker(outDir), { force: true })
      logInfo(`pre-compressed ${files} files: ${mb(bytes)} MB → ${mb(brotliBytes)} MB brotli in ${Date.now() - started} ms${later}`)
    },
  }
}
