// Runs once before the e2e project: the browser must exist, and the client and the server's
// bundle must be built (the tests run the server as `npm start` does, and it serves
// dist/client). Builds only when a source is newer than the last build.
import { existsSync, statSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { BIN, CHROMIUM, DIST_CLIENT, newestMtime, ROOT } from './paths'
import { ensureServerBundle } from './server'

const SOURCES = ['client', 'sync', 'package-lock.json']

export function clientBuildIsFresh(): boolean {
  const index = path.join(DIST_CLIENT, 'index.html')
  if (!existsSync(index)) return false
  const built = statSync(index).mtimeMs
  return SOURCES.every((s) => newestMtime(path.join(ROOT, s)) <= built)
}

export function buildClient(): void {
  const started = Date.now()
  const result = spawnSync(BIN('vite'), ['build', '--config', 'client/vite.config.ts'], {
    cwd: ROOT,
    // Under vitest NODE_ENV is 'test', which would give React's development build: the browser
    // tests and the page-load benchmark must run what `npm start` serves.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(
      `e2e: building the client failed (vite build --config client/vite.config.ts, exit ${result.status}):\n` +
        `${result.stdout}\n${result.stderr}`,
    )
  }
  console.error(`[e2e] client built in ${Date.now() - started} ms`)
}

export default async function setup() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `e2e: no browser at ${CHROMIUM}. Install Debian's chromium: ` +
        `sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium (or run .ci/run). ` +
        `Browsers are never downloaded by the tests.`,
    )
  }
  if (!existsSync(path.join(ROOT, 'client', 'vite.config.ts'))) {
    throw new Error('e2e: client/vite.config.ts is missing, so the client cannot be built')
  }
  if (process.env.E2E_SKIP_BUILD === '1' || clientBuildIsFresh()) {
    console.log('[e2e] dist/client is up to date; not rebuilding')
  } else {
    buildClient()
  }
  await ensureServerBundle()
}
