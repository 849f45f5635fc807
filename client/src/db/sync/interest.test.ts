// Pages announce the shapes they read to the leader's sync, and answer when it asks.
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { announceInterest } from './interest'
import { syncChannelName, type SyncChannelMessage } from './sync-channel'

const dataDir = `idb://interest-test-${Math.random()}`
const leader = new BroadcastChannel(syncChannelName(dataDir))
const heard: SyncChannelMessage[] = []
leader.onmessage = (event: MessageEvent<SyncChannelMessage>) => void heard.push(event.data)
afterEach(() => void (heard.length = 0))
afterAll(() => leader.close())

const nextMessage = async () => {
  for (let i = 0; i < 50 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 10))
  return heard.shift()
}
const shapesOf = (m: SyncChannelMessage | undefined) => (m?.type === 'interest' ? [...m.shapes].sort() : null)

describe('interest', () => {
  it('tells the leader which shapes mounted pages read, counting pages that share a shape', async () => {
    const feed = announceInterest(dataDir, ['company_news', 'profiles'])
    expect(shapesOf(await nextMessage())).toEqual(['company_news', 'profiles'])
    const card = announceInterest(dataDir, ['company_news'])
    expect(shapesOf(await nextMessage())).toEqual(['company_news', 'profiles'])
    feed()
    expect(shapesOf(await nextMessage())).toEqual(['company_news'])

    // A leader that starts later asks, and hears the current list.
    leader.postMessage({ type: 'interest-request' } satisfies SyncChannelMessage)
    expect(shapesOf(await nextMessage())).toEqual(['company_news'])
    card()
    expect(shapesOf(await nextMessage())).toEqual([])
  })
})
