// Messages between the leader's worker (which runs sync) and every tab of the same user.
// A BroadcastChannel reaches all tabs, so each tab can show the same sync status.

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

export const syncChannelName = (dataDir: string) => `intranet-sync:${dataDir}`

export const localDataDir = (userId: string) => `idb://intranet-${userId}`
