// The app on a real HTTP server with its change socket attached, as server/main.ts wires them,
// for the tests of the live path.
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createSessionViewer } from '../auth/session-viewer'
import { engineChangeFeed } from '../shapes/change-feed'
import { attachLiveNotifier, LIVE_PATH } from '../shapes/live-notifier'
import { embeddedUpstream } from '../shapes/upstream'
import { createTestServer, TEST_ORIGIN, type TestServer } from './app'

export interface LiveTestServer {
  s: TestServer
  /** http://127.0.0.1:<port> */
  origin: string
  /** ws://127.0.0.1:<port>/api/shapes/live */
  socketUrl: string
  notifier: ReturnType<typeof attachLiveNotifier>
  /** Attaches a new change socket after `notifier.close()` (a restart, as far as browsers see). */
  attachAgain(): void
  close(): Promise<void>
}

/**
 * `pushChanges`: topics send the changes along with their notices (the app's default).
 * `buildId`: the client build the socket announces (server/http/build-id.ts).
 */
export async function startLiveTestServer(options: { pushChanges: boolean; buildId?: string }): Promise<LiveTestServer> {
  const s = await createTestServer({ sync: 'embedded' })
  const server = serve({ fetch: s.app.fetch, port: 0 })
  await new Promise((r) => server.once('listening', r))
  const port = (server.address() as AddressInfo).port
  const attach = () =>
    attachLiveNotifier(server, {
      getViewer: createSessionViewer(s.db),
      feed: engineChangeFeed(s.engine!),
      ...(options.pushChanges ? { upstream: embeddedUpstream(s.engine!) } : {}),
      sameOrigin: { appUrl: TEST_ORIGIN, trustProxy: false },
      buildId: options.buildId,
    })
  const live: LiveTestServer = {
    s,
    origin: `http://127.0.0.1:${port}`,
    socketUrl: `ws://127.0.0.1:${port}${LIVE_PATH}`,
    notifier: attach(),
    attachAgain() {
      live.notifier = attach()
    },
    async close() {
      live.notifier.close()
      server.close()
      await s.close()
    },
  }
  return live
}
