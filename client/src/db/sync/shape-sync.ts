// Keeps one local table in step with one server shape (runs in the leader's worker).
// Resumes from the stored handle/offset; applies each batch in one local transaction, which
// also settles the outbox writes whose txid the batch carries (no flicker, no double).
import { BackoffDefaults, FetchError, ShapeStream, type Message, type Row } from '@electric-sql/client'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { settleSyncedTxids } from '../../offline/txid-settlement'
import { BatchPlanner, type BatchMessage, type BatchPlan } from './batch-planner'
import { localTableFor, quoteIdent, type SyncableShape } from './statements'
import { readSyncState, writeSyncState, type StoredSyncState } from './sync-state'
import { recentHolding, subsetParamsFor, windowStart, type SubsetRequest } from '../../../../sync/shapes/subsets'

export interface ShapeSyncEvents {
  /** A batch reached the local database (or a request failed): re-evaluate status. */
  onActivity(): void
  /** The server refused us (401): the session is gone. */
  onUnauthorized(): void
  /** The server does not offer this shape to us (403/404, e.g. a newer catalogue than the server). */
  onUnavailable(status: number): void
  /** Applying a batch failed; the runner restarts this shape from scratch. */
  onFatal(error: unknown): void
}

export interface ShapeSync {
  readonly name: string
  isConnected(): boolean
  /** A request failed and none has succeeded since (offline, server down). */
  isFailing(): boolean
  isUpToDate(): boolean
  /** When the local table was last confirmed current (ISO), including earlier sessions. */
  syncedAt(): string | null
  /**
   * Fetches a subset of a `recent` shape (older rows, one thing's rows) into the local table,
   * where it stays live; resolves with the number of rows the server sent.
   */
  loadSubset(request: SubsetRequest): Promise<number>
  stop(): void
}

const WINDOW_RETRY_MS = 5_000

/**
 * The local half of one batch, inside its transaction: the rows, then the outbox writes whose
 * txid they carry. Together, so a pending overlay and its synced row swap atomically, and a
 * batch that fails leaves the overlay in place.
 */
export async function applyPlan(
  tx: Pick<Transaction, 'query'>,
  tableName: string,
  plan: Extract<BatchPlan, { kind: 'apply' }>,
  now: Date,
): Promise<void> {
  if (plan.reset) await tx.query(`delete from ${quoteIdent(tableName)}`)
  for (const s of plan.statements) await tx.query(s.sql, s.params)
  await settleSyncedTxids(tx, plan.txids, now)
}

export async function startShapeSync(
  /** Still booting on a first boot: the requests start, their answers wait for it. */
  db: PGlite | Promise<PGlite>,
  name: string,
  def: SyncableShape,
  fetchClient: typeof fetch,
  events: ShapeSyncEvents,
  /** The resume point when the caller has read it already (all shapes at once, at start). */
  known?: StoredSyncState,
): Promise<ShapeSync> {
  const table = localTableFor(def)
  const stored = known ?? (await readSyncState(await db, name))
  const resume = stored.handle !== null && stored.offset !== null
  // A `recent` shape streams changes only; its rows arrive as subset snapshots: the window up
  // front (then the shape counts as synced), older rows on demand.
  const holding = recentHolding(def)
  let windowLoaded = holding === null || (resume && stored.syncedAt !== null)
  let windowRequested = false
  const lookedUp = new Map<string, Promise<number>>()
  const planner = new BatchPlanner(table, resume ? 'live' : 'refetching')
  const abort = new AbortController()
  let upToDate = false
  let failing = false
  let syncedAt = stored.syncedAt
  let saved = { handle: stored.handle, offset: stored.offset }
  const failed = () => {
    failing = true
    events.onActivity()
  }

  const stream = new ShapeStream<Row>({
    url: `${self.location.origin}/api/shapes/${name}`,
    ...(holding ? { log: 'changes_only' as const } : {}),
    ...(resume ? { offset: stored.offset as `${number}_${number}`, handle: stored.handle! } : {}),
    signal: abort.signal,
    fetchClient,
    // A live request is parked until the change socket names its shape: hours, on a quiet day.
    liveRequestTimeoutMs: false,
    backoffOptions: { ...BackoffDefaults, maxDelay: 10_000, onFailedAttempt: failed },
    onError: (error) => {
      if (error instanceof FetchError && error.status === 401) {
        events.onUnauthorized()
        return // stop: without a session there is nothing to sync
      }
      if (error instanceof FetchError && [400, 403, 404].includes(error.status)) {
        events.onUnavailable(error.status)
        return // stop: asking again will not change the answer
      }
      failed()
      return {} // keep trying (server restarting, proxy hiccup)
    },
  })

  // One batch at a time, in order: a subset snapshot is handed over while the batch before it
  // may still be applying (the window is asked for as soon as the stream is current).
  let applying: Promise<void> = Promise.resolve()
  stream.subscribe((messages: Message<Row>[]) => {
    const turn = applying.then(() => applyBatch(messages))
    applying = turn
    return turn
  })

  async function applyBatch(messages: Message<Row>[]) {
    if (abort.signal.aborted) return
    try {
      const plan = planner.plan(messages as BatchMessage[])
      failing = false
      if (plan.kind === 'buffer') {
        // Forget the old resume point now, so a reload mid-refetch starts clean.
        if (plan.forgetOffset) {
          await writeSyncState(await db, name, null, null, false)
          saved = { handle: null, offset: null }
        }
        return
      }
      const next = { handle: stream.shapeHandle ?? null, offset: stream.lastOffset as string }
      const moved = next.handle !== saved.handle || next.offset !== saved.offset
      // An empty long-poll answer changes nothing local: skip the write (and the IndexedDB
      // flush it would cause) and only remember that we are current.
      // A refetch empties the table, so a recent shape must fetch its window again.
      if (plan.reset && holding) {
        windowLoaded = windowRequested = false
        lookedUp.clear()
      }
      // "Synced" means caught up once, not "some rows in": a large first snapshot arrives in
      // several batches, and pages trust the mark to tell "nothing here" from "not here yet".
      const caughtUp = windowLoaded && plan.upToDate
      // Asked for now, not after this batch is written: the local database may be busy for a
      // while (a first visit's pages registering their queries), and the request need not wait.
      if (plan.upToDate && holding && !windowLoaded && !windowRequested) {
        windowRequested = true
        setTimeout(() => void loadWindow(), 0)
      }
      if (plan.reset || plan.statements.length > 0 || plan.txids.length > 0 || moved || (caughtUp && syncedAt === null)) {
        await (await db).transaction(async (tx) => {
          await applyPlan(tx, table.name, plan, new Date())
          await writeSyncState(tx, name, next.handle, next.offset, caughtUp)
        })
        saved = next
      }
      if (plan.upToDate && windowLoaded) {
        upToDate = true
        syncedAt = new Date().toISOString()
      }
      events.onActivity()
    } catch (error) {
      abort.abort()
      events.onFatal(error)
    }
  }

  async function loadWindow() {
    if (!holding || abort.signal.aborted) return
    windowRequested = true
    try {
      await stream.requestSnapshot(subsetParamsFor(def, { kind: 'recent', since: windowStart(holding) }))
      windowLoaded = true
      await writeSyncState(await db, name, saved.handle, saved.offset, true)
      upToDate = true
      syncedAt = new Date().toISOString()
      events.onActivity()
    } catch {
      if (abort.signal.aborted) return
      windowRequested = false
      failed()
      setTimeout(() => void loadWindow(), WINDOW_RETRY_MS)
    }
  }

  async function loadSubset(request: SubsetRequest): Promise<number> {
    if (!holding) throw new Error(`${name} holds every row already`)
    // Once looked up, one thing's rows stay live through the stream: no need to ask again.
    const key = request.kind === 'lookup' ? `${request.column}=${request.value}` : null
    const known = key === null ? undefined : lookedUp.get(key)
    if (known) return known
    const loading = stream.requestSnapshot(subsetParamsFor(def, request)).then(({ data }) => data.length)
    if (key !== null) {
      lookedUp.set(key, loading)
      loading.catch(() => lookedUp.delete(key))
    }
    return loading
  }

  return {
    name,
    loadSubset,
    isConnected: () => stream.isConnected(),
    isFailing: () => failing,
    isUpToDate: () => upToDate,
    syncedAt: () => syncedAt,
    stop: () => {
      abort.abort()
      stream.unsubscribeAll()
    },
  }
}
