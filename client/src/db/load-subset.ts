// A page's way to older content: asks the leader tab's sync (which owns the shape streams)
// to fetch a subset of a `recent` shape into the local database. The rows then show up in the
// page's live query by themselves and stay local, so they read offline later.
import { useCallback, useEffect } from 'react'
import { useCurrentUser } from '@/auth/current-user'
import { shapes, type ShapeDef, type ShapeName } from '../../../sync/shapes'
import { recentHolding, windowStart, type SubsetRequest } from '../../../sync/shapes/subsets'
import { localDataDir, syncChannelName, type SyncChannelMessage } from './sync/sync-channel'

const ANSWER_TIMEOUT_MS = 45_000

export class SubsetUnavailable extends Error {}

/** Resolves with the number of rows the server sent; rejects offline or when it fails. */
export function loadSubset(userId: string, shape: ShapeName, request: SubsetRequest): Promise<number> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return Promise.reject(new SubsetUnavailable('offline'))
  }
  const channel = new BroadcastChannel(syncChannelName(localDataDir(userId)))
  const id = crypto.randomUUID()
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => finish(() => reject(new SubsetUnavailable('timeout'))), ANSWER_TIMEOUT_MS)
    function finish(settle: () => void) {
      clearTimeout(timer)
      channel.close()
      settle()
    }
    channel.onmessage = (event: MessageEvent<SyncChannelMessage>) => {
      const msg = event.data
      if (msg.type !== 'subset-loaded' || msg.id !== id) return
      finish(() => (msg.rows === null ? reject(new SubsetUnavailable(msg.error ?? 'failed')) : resolve(msg.rows)))
    }
    channel.postMessage({ type: 'load-subset', id, shape, request } satisfies SyncChannelMessage)
  })
}

export function useLoadSubset(): (shape: ShapeName, request: SubsetRequest) => Promise<number> {
  const { id } = useCurrentUser()
  return useCallback((shape, request) => loadSubset(id, shape, request), [id])
}

/**
 * Fetches one thing's rows of `shape` (e.g. an old news item's comments) when the thing is
 * older than the shape's up-front window, so counts and threads of older items are complete.
 */
export function useLookupWhenOlder(shape: ShapeName, column: string, value: string, createdAt: Date | string, enabled = true) {
  const load = useLoadSubset()
  const holding = recentHolding(shapes[shape] as ShapeDef)
  const older = enabled && holding !== null && new Date(createdAt).toISOString() < windowStart(holding)
  useEffect(() => {
    if (older) load(shape, { kind: 'lookup', column, value }).catch(() => {})
  }, [older, load, shape, column, value])
}
