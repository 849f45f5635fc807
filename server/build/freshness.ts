// Is a build older than its sources? Modification times, newest first found: enough to skip
// a build that nothing changed since, never to decide that a changed source needs none.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { PROJECT_ROOT } from '../project-root'

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

/** `output` exists and no file of `sources` (paths below the project root) is newer. */
export function isFresh(output: string, sources: string[]): boolean {
  if (!existsSync(output)) return false
  const built = statSync(output).mtimeMs
  return sources.every((s) => newestMtime(path.join(PROJECT_ROOT, s)) <= built)
}
