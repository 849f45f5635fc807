// Runs once before the e2e project: the browser must exist, and the client and the server's
// bundle must be built (the tests run the server as `npm start` does, and it serves
// dist/client). Builds only when a source is newer than the last build.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { bundleServerIfStale } from '../../server/build/bundle'
import { buildClient, clientBuildIsFresh } from '../../server/build/client'
import { CHROMIUM, ROOT } from './paths'

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
  await bundleServerIfStale()
}
