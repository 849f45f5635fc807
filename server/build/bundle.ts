// The server as it runs in production: one ES module (dist/server/main.mjs) with our own code
// bundled and every package left to node_modules. Running it takes half the memory of running
// the sources through tsx's loader (135 MB against 297 MB idle, two processes against one),
// and it starts without transpiling anything.
//
//   npm run build:server           (part of `npm run build`, so of `npm start`)
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import { PROJECT_ROOT } from '../project-root'
import { isFresh } from './freshness'

export const SERVER_BUNDLE = path.join(PROJECT_ROOT, 'dist', 'server', 'main.mjs')

/**
 * Builds the bundle beside its place and moves it there, map first: a server starting at the
 * same moment (the browser tests start several) reads the old bundle or the new, never half.
 */
export async function bundleServer(): Promise<string> {
  const dir = path.dirname(SERVER_BUNDLE)
  await mkdir(path.dirname(dir), { recursive: true })
  const scratch = await mkdtemp(path.join(path.dirname(dir), '.server-build-'))
  try {
    await build({
      entryPoints: [path.join(PROJECT_ROOT, 'server', 'main.ts')],
      outfile: path.join(scratch, 'main.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    })
    await mkdir(dir, { recursive: true })
    await rename(path.join(scratch, 'main.mjs.map'), `${SERVER_BUNDLE}.map`)
    await rename(path.join(scratch, 'main.mjs'), SERVER_BUNDLE)
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
  return SERVER_BUNDLE
}

/** The bundle, built again when a source of it is newer. */
export async function bundleServerIfStale(): Promise<string> {
  return isFresh(SERVER_BUNDLE, ['server', 'sync', 'package-lock.json']) ? SERVER_BUNDLE : bundleServer()
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await bundleServer()
}
