// The sync status every tab shows, fed by the leader worker's broadcasts.
import { atom, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { reportSyncCaughtUp } from '@/offline/register-service-worker'
import { noteServerBuild } from '@/offline/new-version'
import { localDataDir, syncChannelName, type SyncChannelMessage } from './sync/sync-channel'

export interface SyncStatus {
  /** The browser reports a network connection. */
  online: boolean
  /** The leader's shape streams are connected to the server. */
  connected: boolean
  /** The leader's last request to the server failed. */
  failing: boolean
  upToDate: boolean
  lastSyncedAt: string | null
}

export const syncStatusAtom = atom<SyncStatus>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  connected: false,
  failing: false,
  upToDate: false,
  lastSyncedAt: null,
})

export interface SyncFeedHandlers {
  onUnauthorized(): void
  onSignedOutElsewhere(): void
}

export function useSyncStatusFeed(userId: string, handlers: SyncFeedHandlers) {
  const setStatus = useSetAtom(syncStatusAtom)
  const { onUnauthorized, onSignedOutElsewhere } = handlers
  useEffect(() => {
    const channel = new BroadcastChannel(syncChannelName(localDataDir(userId)))
    channel.onmessage = (event: MessageEvent<SyncChannelMessage>) => {
      const msg = event.data
      if (msg.type === 'status') {
        setStatus((s) => ({ ...s, ...msg.status }))
        if (msg.status.upToDate) reportSyncCaughtUp()
      }
      else if (msg.type === 'server-build') noteServerBuild(msg.build)
      else if (msg.type === 'unauthorized') onUnauthorized()
      else if (msg.type === 'signed-out') onSignedOutElsewhere()
    }
    // Ask the leader for its current status (it only broadcasts changes).
    channel.postMessage({ type: 'status-request' } satisfies SyncChannelMessage)
    // The 'online' event may have fired while this was not mounted (the session check unmounts
    // the app when the network comes back): start from what the browser says now.
    setStatus((s) => (s.online === navigator.onLine ? s : { ...s, online: navigator.onLine }))
    const onOnline = () => {
      setStatus((s) => ({ ...s, online: true }))
      channel.postMessage({ type: 'online' } satisfies SyncChannelMessage)
    }
    const onOffline = () => setStatus((s) => ({ ...s, online: false, connected: false }))
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    return () => {
      channel.close()
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    }
  }, [userId, setStatus, onUnauthorized, onSignedOutElsewhere])
}

/** Tells every other tab of this user to let go of the database (they then reload). */
export function broadcastSignedOut(userId: string) {
  const channel = new BroadcastChannel(syncChannelName(localDataDir(userId)))
  channel.postMessage({ type: 'signed-out' } satisfies SyncChannelMessage)
  channel.close()
}
