// Which builds the person's other tabs run: what an older leader needs to know to hand over to a
// tab of the new version (new-version.ts). Whether this tab leads, its worker says (open-local-db.ts).
import { useEffect } from 'react'
import { localDataDir, syncChannelName, type SyncChannelMessage } from '@/db/sync/sync-channel'
import { noteOtherTabBuild, PAGE_BUILD } from './new-version'

export function useTabBuilds(userId: string) {
  useEffect(() => {
    if (!PAGE_BUILD) return
    const build = PAGE_BUILD
    const channel = new BroadcastChannel(syncChannelName(localDataDir(userId)))
    channel.onmessage = (event: MessageEvent<SyncChannelMessage>) => {
      const msg = event.data
      if (msg.type !== 'tab-build' || msg.build === build) return
      noteOtherTabBuild(msg.build)
      // Said once back, so a tab that opened before this one also learns of it.
      if (!msg.answer) channel.postMessage({ type: 'tab-build', build, answer: true } satisfies SyncChannelMessage)
    }
    channel.postMessage({ type: 'tab-build', build } satisfies SyncChannelMessage)
    return () => channel.close()
  }, [userId])
}
