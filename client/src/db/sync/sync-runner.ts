// Runs every shape of the catalogue in the leader's worker: keeps them live through one change
// socket and a few shared connections (live-sync.ts), serves the page on screen first, restarts
// a shape whose local apply failed, and broadcasts one combined status to all tabs.
import type { PGlite } from '@electric-sql/pglite'
import { dropUnmatchedAcknowledged } from '../../offline/txid-settlement'
import { shapes } from '../../../../sync/shapes'
import { createLiveSync } from './live-sync'
import { startShapeSync, type ShapeSync } from './shape-sync'
import type { SyncableShape } from './statements'
import { readAllSyncStates, writeSyncState, type StoredSyncState } from './sync-state'
import { syncChannelName, type SyncChannelMessage, type SyncStatusReport } from './sync-channel'
import { hotShapes } from './watched-tables'

const RESTART_DELAY_MS = 5_000
const STATUS_POLL_MS = 2_000
const SUBSET_WAIT_MS = 15_000
/** How long to wait for the page's live queries before starting every shape at once. */
const PAGE_INTEREST_WAIT_MS = 1_500
/** The other shapes start once the page's are current, or after this long at the latest. */
const OTHERS_AFTER_MS = 5_000

/**
 * The leader's channel to the tabs, opened as soon as the worker is elected and before PGlite
 * has booted: the tabs' pages say which shapes they read while the database opens, so sync can
 * start those at once instead of asking then and waiting for busy pages to answer.
 */
export interface LeaderChannel {
  channel: BroadcastChannel
  /** What the tabs said before sync started listening, in order. */
  takeBacklog(): SyncChannelMessage[]
}

export function openLeaderChannel(dataDir: string): LeaderChannel {
  const channel = new BroadcastChannel(syncChannelName(dataDir))
  let backlog: SyncChannelMessage[] = []
  channel.onmessage = (event: MessageEvent<SyncChannelMessage>) => void backlog.push(event.data)
  channel.postMessage({ type: 'interest-request' } satisfies SyncChannelMessage)
  return {
    channel,
    takeBacklog: () => {
      const taken = backlog
      backlog = []
      return taken
    },
  }
}

/**
 * `db` may still be booting: on a first boot (`fresh`, nothing to resume from) sync starts the
 * page's requests at once and their answers wait for the database, so the page's data downloads
 * while PGlite starts instead of after.
 */
export function runSync(db: PGlite | Promise<PGlite>, leader: LeaderChannel, options: { fresh?: boolean } = {}): () => void {
  const { channel } = leader
  let ready: PGlite | null = null
  void Promise.resolve(db).then(
    (opened) => void (ready = opened),
    () => stop(),
  )
  const catalogue: Record<string, SyncableShape> = shapes
  const names = Object.keys(catalogue)
  const running = new Map<string, ShapeSync>()
  /** Shapes the server refused (403/404): left out of the status instead of marking us offline. */
  const unavailable = new Set<string>()
  /** The client build the server serves, once its change socket said so: passed on to the tabs. */
  let serverBuild: string | null = null
  const live = createLiveSync({
    origin: self.location.origin,
    shapes: names,
    fetch: (input, init) => fetch(input, init),
    onServerBuild: (build) => {
      serverBuild = build
      if (!stopped) post({ type: 'server-build', build })
    },
  })
  // The network is back: the socket reconnects now, not at its next backoff step.
  const onOnline = () => live.reconnect()
  self.addEventListener('online', onOnline)
  // Read before the pages' live queries are registered: every statement after them waits in
  // the one session, and a shape's first request waits for its resume point.
  const startingStates = options.fresh
    ? Promise.resolve((): StoredSyncState => ({ handle: null, offset: null, syncedAt: null }))
    : Promise.resolve(db).then(readAllSyncStates).catch(() => null)
  const startedOnce = new Set<string>()
  let stopped = false
  let unauthorized = false
  let last = ''
  /** Shapes the tabs' pages said they read, and the tables their live queries name (interest.ts), by tab. */
  const announced = new Map<string, string[]>()
  const watched = new Map<string, string[]>()
  /** Tabs whose pages are still registering live queries (interest.ts). */
  const registering = new Set<string>()
  const announcedShapes = () => [...new Set([...announced.values()].flat())].filter((n) => n in catalogue)
  /** The shapes of the pages on screen: those they announced, and those their live queries read. */
  const pageShapes = () => [...new Set([...announcedShapes(), ...hotShapes(catalogue, new Set([...watched.values()].flat()))])]

  const post = (msg: SyncChannelMessage) => channel.postMessage(msg)

  function status(): SyncStatusReport {
    const all = [...running.values()].filter((s) => !unavailable.has(s.name))
    const complete = all.length === names.length - unavailable.size
    // The oldest per-shape time is the honest "everything is at least this fresh".
    const times = all.map((s) => s.syncedAt())
    return {
      connected: !unauthorized && complete && all.every((s) => s.isConnected() || s.isUpToDate()),
      failing: unauthorized || all.some((s) => s.isFailing()),
      upToDate: complete && all.every((s) => s.isUpToDate()),
      lastSyncedAt: complete && times.every((t) => t !== null) ? (times as string[]).sort()[0] : null,
    }
  }

  function report(force = false) {
    if (stopped) return
    const s = status()
    const key = JSON.stringify(s)
    if (force || key !== last) post({ type: 'status', status: s })
    last = key
  }

  async function start(name: string, def: SyncableShape) {
    if (stopped) return
    // A restart (after a failed batch) reads its reset resume point again.
    let known: StoredSyncState | undefined
    if (!startedOnce.has(name)) {
      startedOnce.add(name)
      known = (await startingStates)?.(name)
    }
    const sync = await startShapeSync(db, name, def, live.fetchFor(name), {
      onActivity: () => report(),
      onUnavailable: (status) => {
        console.warn(`[sync] ${name}: the server answered ${status}; not syncing this shape`)
        unavailable.add(name)
        report()
      },
      onUnauthorized: () => {
        unauthorized = true
        post({ type: 'unauthorized' })
        report()
      },
      onFatal: async (error) => {
        console.error(`[sync] ${name}: applying a batch failed; refetching the shape`, error)
        running.get(name)?.stop()
        running.delete(name)
        // Start over from an empty resume point; the refetch swaps the table atomically.
        await Promise.resolve(db)
          .then((opened) => writeSyncState(opened, name, null, null, false))
          .catch(() => {})
        setTimeout(() => void start(name, def), RESTART_DELAY_MS)
      },
    }, known)
    if (stopped) sync.stop()
    else running.set(name, sync)
  }

  /** A shape may still be starting when a page asks for its older rows: wait for it a while. */
  async function whenRunning(name: string): Promise<ShapeSync | null> {
    for (let waited = 0; waited < SUBSET_WAIT_MS && !stopped; waited += 200) {
      const sync = running.get(name)
      if (sync) return sync
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return null
  }

  async function loadSubset(msg: Extract<SyncChannelMessage, { type: 'load-subset' }>) {
    const answer = (rows: number | null, error: string | null) =>
      !stopped && post({ type: 'subset-loaded', id: msg.id, rows, error })
    try {
      const sync = await whenRunning(msg.shape)
      if (!sync) return answer(null, 'not-running')
      answer(await sync.loadSubset(msg.request), null)
    } catch (error) {
      answer(null, error instanceof Error ? error.message : String(error))
    }
  }

  function handle(msg: SyncChannelMessage) {
    if (msg.type === 'status-request') {
      report(true)
      if (serverBuild && !stopped) post({ type: 'server-build', build: serverBuild })
    }
    if (msg.type === 'online') live.reconnect()
    if (msg.type === 'load-subset') void loadSubset(msg)
    if (msg.type === 'interest') {
      announced.set(msg.tab, msg.shapes)
      watched.set(msg.tab, msg.tables ?? [])
      if (!stopped) live.setOnScreen(pageShapes())
      if (msg.registering) registering.add(msg.tab)
      else registering.delete(msg.tab)
    }
    // Signed out in some tab: stop fetching at once, even before the tabs close the worker.
    if (msg.type === 'signed-out') stop()
  }
  channel.onmessage = (event: MessageEvent<SyncChannelMessage>) => handle(event.data)
  post({ type: 'interest-request' })
  void startPageFirst()
  const statusTimer = setInterval(() => {
    report()
    // Only a connected sync can deliver a write's change; until then its overlay stays.
    const s = status()
    if (ready && s.connected && !s.failing) void dropUnmatchedAcknowledged(ready, Date.now()).catch(() => {})
  }, STATUS_POLL_MS)
  // What the tabs said while PGlite booted (a page's status request, older rows it asked for, a
  // sign-out), in order; handled last, since a sign-out stops everything set up above.
  for (const msg of leader.takeBacklog()) handle(msg)

  /**
   * The page on screen first: its shapes start as soon as its live queries say which they are,
   * the others once those are current and the pages have registered their live queries (or
   * after a while), so a first visit's page is not queued behind every other shape's snapshot
   * in the one local database.
   */
  async function startPageFirst() {
    const started = new Set<string>()
    const startEach = (list: string[]) => {
      for (const name of list) {
        if (started.has(name) || stopped) continue
        started.add(name)
        void start(name, catalogue[name])
      }
    }
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100))
    // The shapes a page names (useShapesReady) are its content; the tables its live queries
    // mention also cover the side widgets (birthdays, vacations), whose first snapshots would be
    // written before the content. Those come with the others, unless the page names nothing.
    const pageFirst = () => (announcedShapes().length > 0 ? announcedShapes() : pageShapes())
    for (let waited = 0; pageFirst().length === 0 && waited < PAGE_INTEREST_WAIT_MS && !stopped; waited += 100) await pause()
    startEach(pageFirst())
    // Shapes this database already holds only catch up (usually nothing to write): they need
    // not wait. Held back are the first snapshots, the writes that would crowd the page out.
    const states = await startingStates
    const held = (n: string) => {
      const state = states?.(n)
      return !!state && state.handle !== null && state.syncedAt !== null
    }
    startEach(names.filter(held))
    // Counted from when the database is open: a first boot's page waits for that in any case.
    await Promise.resolve(db).catch(() => null)
    const deadline = Date.now() + OTHERS_AFTER_MS
    const pageWaits = () =>
      registering.size > 0 || [...started].some((n) => !running.get(n)?.isUpToDate() && !unavailable.has(n))
    while (!stopped && Date.now() < deadline && pageWaits()) {
      await pause()
      // The page's other shapes as they become known (more pages mount).
      startEach(pageFirst())
    }
    startEach(names)
  }

  function stop() {
    if (stopped) return
    stopped = true
    clearInterval(statusTimer)
    self.removeEventListener('online', onOnline)
    for (const s of running.values()) s.stop()
    running.clear()
    live.stop()
    channel.close()
  }
  return stop
}
