// The leader opens its channel before PGlite boots: what the tabs say meanwhile is kept for sync.
import type { PGlite } from '@electric-sql/pglite'
import { describe, expect, it, vi } from 'vitest'
import { announceInterest } from './interest'
import { syncChannelName, type SyncChannelMessage } from './sync-channel'
import { openLeaderChannel, runSync } from './sync-runner'

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
/** Message delivery without timers (which the second test fakes). */
const deliver = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
}

describe('the leader channel', () => {
  it('asks the tabs for their interest at once and keeps every answer, in order, until sync takes them', async () => {
    const dataDir = `idb://leader-channel-test-${Math.random()}`
    const tab = new BroadcastChannel(syncChannelName(dataDir))
    const tabHeard: SyncChannelMessage[] = []
    tab.onmessage = (event: MessageEvent<SyncChannelMessage>) => void tabHeard.push(event.data)

    const leader = openLeaderChannel(dataDir)
    await settle()
    expect(tabHeard).toEqual([{ type: 'interest-request' }])

    const unmount = announceInterest(dataDir, ['company_news', 'profiles'])
    tab.postMessage({ type: 'status-request' } satisfies SyncChannelMessage)
    await settle()
    const taken = leader.takeBacklog()
    expect(taken.map((m) => m.type)).toEqual(['interest', 'status-request'])
    expect(taken[0]).toMatchObject({ type: 'interest', shapes: ['company_news', 'profiles'] })
    // Taken once: sync handles what comes later itself.
    expect(leader.takeBacklog()).toEqual([])

    unmount()
    tab.close()
    leader.channel.close()
  })

  it('sync answers what a tab said while PGlite booted: a page that asked for the status then gets one', async () => {
    // No timers: sync's own status poll would answer anyway, two seconds later.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    // The worker's page location and its socket to the server's change feed, which this test
    // does not reach: a socket that never opens.
    vi.stubGlobal('self', {
      location: { href: 'http://127.0.0.1/', origin: 'http://127.0.0.1' },
      addEventListener() {},
      removeEventListener() {},
    })
    vi.stubGlobal('WebSocket', class { onopen = null; onmessage = null; onclose = null; send() {} close() {} })
    const dataDir = `idb://leader-channel-test-${Math.random()}`
    const tab = new BroadcastChannel(syncChannelName(dataDir))
    const tabHeard: SyncChannelMessage[] = []
    tab.onmessage = (event: MessageEvent<SyncChannelMessage>) => void tabHeard.push(event.data)
    const leader = openLeaderChannel(dataDir)
    let stop = () => {}
    try {
      tab.postMessage({ type: 'status-request' } satisfies SyncChannelMessage)
      await deliver()
      stop = runSync(new Promise<PGlite>(() => {}), leader, { fresh: true })
      await deliver()
      expect(tabHeard.filter((m) => m.type === 'status')).toEqual([
        { type: 'status', status: { connected: false, failing: false, upToDate: false, lastSyncedAt: null } },
      ])
    } finally {
      stop()
      tab.close()
      vi.useRealTimers()
      vi.unstubAllGlobals()
    }
  })
})
