// Messages between the leader's worker (which runs sync) and every tab of the same user.
// A BroadcastChannel reaches all tabs, so each tab can show the same sync status.
import type { SubsetRequest } from '../../../../sync/shapes/subsets'

export interface SyncStatusReport {
  /** Every shape stream has a working connection to the server. */
  connected: boolean
  /** Some shape's last request failed: the server cannot be reached right now. */
  failing: boolean
  /** Every shape has caught up at least once since this leader started. */
  upToDate: boolean
  /** ISO time the local data was last confirmed current, across all shapes (oldest). */
  lastSyncedAt: string | null
}

export type SyncChannelMessage =
  | { type: 'status'; status: SyncStatusReport }
  | { type: 'status-request' }
  | { type: 'unauthorized' }
  /** A tab signed out: every tab must close its database so it can be deleted. */
  | { type: 'signed-out' }
  /** A tab asks the leader to fetch older rows (or one thing's rows) of a `recent` shape. */
  | { type: 'load-subset'; id: string; shape: string; request: SubsetRequest }
  /** The leader's answer: how many rows the server sent, or why it could not. */
  | { type: 'subset-loaded'; id: string; rows: number | null; error: string | null }
  /**
   * A tab's pages read these shapes now, and their live queries name these tables (among other
   * words); the leader starts those shapes first and keeps them hot (interest.ts).
   */
  | { type: 'interest'; tab: string; shapes: string[]; tables?: string[]; registering?: boolean }
  /** The leader has started and asks every tab for its interest. */
  | { type: 'interest-request' }
  /**
   * A tab's browser says the network is back. The leader's worker may not hear it itself
   * (Chromium does not tell dedicated workers when the network is emulated, and nothing says
   * every browser tells them at all), and its change socket should not wait for a backoff step.
   */
  | { type: 'online' }
  /**
   * The client build the server serves, as the leader's change socket heard it (said again on
   * every status request); a tab of another build offers the new version (offline/new-version.ts).
   */
  | { type: 'server-build'; build: string }
  /**
   * A tab says which build it runs as it opens; a tab of another build answers with its own
   * (`answer`, not answered again). An older leader hands over to a newer tab (offline/new-version.ts).
   */
  | { type: 'tab-build'; build: string; answer?: boolean }

export const syncChannelName = (dataDir: string) => `intranet-sync:${dataDir}`

/**
 * The name the tabs' PGlite workers elect their leader under (`pglite-election-lock:<id>`) and
 * share their channel by (`pglite-broadcast:<id>`). PGlite's default is the worker script's URL
 * plus the data dir; the URL carries the build's hash, so a tab of an older build and one of a
 * newer build would each elect a leader on the same IndexedDB store. Named after the store
 * alone, one leader serves every tab of the person, whichever build each tab runs.
 */
export const localDbGroupId = (dataDir: string) => `intranet-db:${dataDir}`

export const localDataDir = (userId: string) => `idb://intranet-${userId}`
