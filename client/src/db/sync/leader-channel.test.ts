// The leader opens its channel before PGlite boots: what the tabs say meanwhile is kept for sync.
import { describe, expect, it } from 'vitest'
import { announceInterest } from './interest'
import { syncChannelName, type SyncChannelMessage } from './sync-channel'
import { openLeaderChannel } from './sync-runner'

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

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
})
