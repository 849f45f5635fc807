// The client's production build (vite, client/vite.config.ts) into dist/client, which the
// server serves: run by `npm run build`, by `npm start` when a source changed, and once before
// the browser tests and the benchmarks.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { CLIENT_DIR, PROJECT_ROOT } from '../project-root'
import { isFresh } from './freshness'

const SOURCES = ['client', 'sync', 'package-lock.json']

/**
 * Vite lists every config import that lacks a file extension (also `npm run build`'s variable):
 * some 130 lines about a loader it may make the default one day, for the app's own modules that
 * the config's PGlite plugins import as the app does. Its module runner, which resolves them
 * without a word, is closed before those plugins' build-time imports (PGlite itself) run.
 */
const QUIET_CONFIG_LOADER = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }

export const clientBuildIsFresh = () => isFresh(path.join(CLIENT_DIR, 'index.html'), SOURCES)

export function buildClient(): void {
  const started = Date.now()
  const result = spawnSync(path.join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', 'client/vite.config.ts'], {
    cwd: PROJECT_ROOT,
    // Under vitest NODE_ENV is 'test', which would give React's development build: the browser
    // tests and the benchmarks must run what `npm start` serves.
    env: { ...process.env, NODE_ENV: 'production', ...QUIET_CONFIG_LOADER },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(
      `building the client failed (vite build --config client/vite.config.ts, exit ${result.status}):\n` +
        `${result.stdout}\n${result.stderr}`,
    )
  }
  console.error(`[build] client built in ${Date.now() - started} ms`)
}
