// Which shapes the pages on screen read, told to the leader's sync as the pages mount.
//
// A page names its shapes (useShapesReady), so it says so as it mounts; its live queries also
// say which tables they read (announceWatching), which covers what a page reads without naming
// it. The leader asks for the current list when it starts, since a message sent before it
// listened is lost. A tab also says while its live queries still wait for their first answer
// (announceRegistering).
import { syncChannelName, type SyncChannelMessage } from './sync-channel'

const tabId = crypto.randomUUID()
const mounted = new Map<string, Map<string, number>>()
/** The words of this tab's live queries (table-live.ts), by database. */
const watching = new Map<string, string[]>()
/** Databases for which this tab's pages are still registering live queries. */
const registering = new Set<string>()
const channels = new Map<string, BroadcastChannel>()

function channelFor(dataDir: string): BroadcastChannel {
  let channel = channels.get(dataDir)
  if (!channel) {
    const opened = new BroadcastChannel(syncChannelName(dataDir))
    opened.addEventListener('message', (event: MessageEvent<SyncChannelMessage>) => {
      if (event.data.type === 'interest-request') tell(dataDir)
    })
    channels.set(dataDir, opened)
    channel = opened
  }
  return channel
}

function tell(dataDir: string) {
  const shapes = [...(mounted.get(dataDir)?.keys() ?? [])]
  channelFor(dataDir).postMessage({
    type: 'interest',
    tab: tabId,
    shapes,
    tables: watching.get(dataDir) ?? [],
    registering: registering.has(dataDir),
  } satisfies SyncChannelMessage)
}

/**
 * Whether this tab's pages are still registering their live queries. Until they are done the
 * leader holds back the shapes no page reads: their writes would queue between the page's
 * registrations in the one database, and the page would wait for all of them.
 */
export function announceRegistering(dataDir: string, busy: boolean) {
  if (busy === registering.has(dataDir)) return
  if (busy) registering.add(dataDir)
  else registering.delete(dataDir)
  tell(dataDir)
}

/** The words of every live query this tab runs now: the leader keeps their tables' shapes hot. */
export function announceWatching(dataDir: string, words: string[]) {
  watching.set(dataDir, words)
  tell(dataDir)
}

/** Announces that a mounted page reads `shapes`; the returned function takes it back. */
export function announceInterest(dataDir: string, shapes: readonly string[]): () => void {
  const counts = mounted.get(dataDir) ?? new Map<string, number>()
  mounted.set(dataDir, counts)
  for (const shape of shapes) counts.set(shape, (counts.get(shape) ?? 0) + 1)
  tell(dataDir)
  return () => {
    for (const shape of shapes) {
      const left = (counts.get(shape) ?? 1) - 1
      if (left > 0) counts.set(shape, left)
      else counts.delete(shape)
    }
    tell(dataDir)
  }
}
