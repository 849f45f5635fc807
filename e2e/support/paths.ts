// Where things are, for the e2e harness and the benchmarks.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name)
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const DIST_CLIENT = path.join(ROOT, 'dist', 'client')

const SKIP = new Set(['node_modules', 'dist', '.vite'])

/** The newest modification time of a file or anything below a folder (builds, outputs skipped). */
export function newestMtime(p: string): number {
  if (!existsSync(p)) return 0
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(p)) {
    if (SKIP.has(entry)) continue
    newest = Math.max(newest, newestMtime(path.join(p, entry)))
  }
  return newest
}
