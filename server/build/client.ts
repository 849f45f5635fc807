// The client's production build (vite, client/vite.config.ts) into dist/client, which the
// server serves: run by `npm run build`, by `npm start` when a source changed, and once before
// the browser tests and the benchmarks.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { CLIENT_DIR, PROJECT_ROOT } from '../project-root'
import { isFresh } from './freshness'

const SOURCES = ['client', 'sync', 'package-lock.json']

/**
 * How vite loads client/vite.config.ts (also `npm run build`'s --configLoader). The config's
 * plugins import the app's own modules (the local schema, for PGlite's data directory) as the
 * app does, without file extensions. Vite's default loader bundles them and then warns, some
 * 130 lines, that a future native loader could not; its module runner resolves them as the
 * client's build does, and has nothing to warn about.
 */
export const VITE_CONFIG_LOADER = 'runner'

export const clientBuildIsFresh = () => isFresh(path.join(CLIENT_DIR, 'index.html'), SOURCES)

export function buildClient(): void {
  const started = Date.now()
  const result = spawnSync(path.join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', 'client/vite.config.ts', '--configLoader', VITE_CONFIG_LOADER], {
    cwd: PROJECT_ROOT,
    // Under vitest NODE_ENV is 'test', which would give React's development build: the browser
    // tests and the benchmarks must run what `npm start` serves.
    env: { ...process.env, NODE_ENV: 'production' },
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
