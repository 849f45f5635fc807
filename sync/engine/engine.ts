// The embedded Electric-protocol shape engine: `GET /v1/shape` over the commit-ordered
// change log in sync_changes (see migrations/0001_change_capture.sql).
import type { LogEntry } from './change-messages'
import { afterLsn, handleLsn, parseOffset, type Offset } from './offsets'
import { BadRequest, parseShapeRequest, type ShapeRequest } from './request'
import { Shape, type ShapeDefinition, type Snapshot } from './shape'
import { DISPLAY_SETTINGS, snapshotSql } from './shape-sql'
import type { SqlClient } from './sql-client'
import { createShapeDefinitions } from './shape-definitions'
import { DEFAULT_CACHE_AGES, jsonResponse, shapeResponse, sseHeaders, subsetResponse, type CacheAges } from './responses'
import { sseBody, type SseSource } from './sse'
import { isInputError, LSN_SQL, snapshotEndMessage, takeSubsetSnapshot } from './subset-snapshot'
import { cutLog, DEFAULT_CHUNK_BYTES, isSnapshotChunk, isSnapshotDone, SNAPSHOT_DONE, snapshotChunk } from './chunks'
import { subsetError } from './subset-errors'
import { compactLog } from './retention'
import { createChangePass, readChanges } from './change-pass'
import { createWatches } from './watches'

export interface ShapeEngineOptions {
  sql: SqlClient
  /** How long a live request is held before answering up-to-date. */
  longPollMs?: number
  /** In-memory log entries kept per shape before older ones are re-read from the database. */
  maxEntriesPerShape?: number
  /** Messages per response before the client is asked to come back for more. */
  maxMessagesPerResponse?: number
  /** Size of a response's messages past which it ends (Electric's chunk_bytes_threshold, 10 MiB). */
  chunkBytes?: number
  /** Changes older than this are pruned from sync_changes (clients further behind refetch). */
  retentionMs?: number
  /** A shape nobody asked for in this long is dropped from memory. */
  idleShapeMs?: number
  /** Track (install capture on) any table on its first request, as Electric serves any table. */
  autoTrack?: boolean
  /** How long an SSE live response stays open (Electric: 60 s). */
  sseTimeoutMs?: number
  /** Cache lifetimes of catch-up answers (Electric's ELECTRIC_CACHE_MAX_AGE / _STALE_AGE, seconds). */
  cacheAges?: CacheAges
}


export interface ShapeEngine {
  handle(request: Request): Promise<Response>
  /**
   * The same for a caller in this process: no Request object to build per long-poll. `body`
   * is the parsed JSON object of a POST (a subset snapshot's parameters).
   */
  serve(url: URL, signal?: AbortSignal, body?: Record<string, unknown> | null, headers?: { ifNoneMatch?: string | null }): Promise<Response>
  /**
   * Calls `onChange` whenever the shape `url` names (table, columns, where, params) gets
   * changes or must be refetched, from the change pass itself: one watch per distinct shape
   * costs a set entry, not a long-poll. Resolves with its stop; rejects on a request the engine
   * refuses (BadRequest).
   */
  watch(url: URL, onChange: () => void): Promise<() => void>
  /** Would a catch-up request for `url` from `since` (a client's handle and offset) get anything? */
  hasChanges(url: URL, since: { handle: string; offset: string }): Promise<boolean>
  /** Prunes captured changes up to `beforeLsn` (default: older than the retention period). */
  compact(options?: { beforeLsn?: number }): Promise<number>
  stats(): { shapes: number; waiting: number; processedLsn: number }
  close(): Promise<void>
}

export async function createShapeEngine(options: ShapeEngineOptions): Promise<ShapeEngine> {
  const db = options.sql
  const longPollMs = options.longPollMs ?? 20_000
  const maxEntries = options.maxEntriesPerShape ?? 5_000
  const maxMessages = options.maxMessagesPerResponse ?? 10_000
  const chunkBytes = options.chunkBytes ?? DEFAULT_CHUNK_BYTES
  const retentionMs = options.retentionMs ?? 7 * 24 * 3600_000
  const idleShapeMs = options.idleShapeMs ?? 15 * 60_000
  const sseTimeoutMs = options.sseTimeoutMs ?? 60_000
  const cacheAges = options.cacheAges ?? DEFAULT_CACHE_AGES

  const catalogue = createShapeDefinitions(db, { autoTrack: options.autoTrack })
  const { definitionFor } = catalogue
  const shapes = new Map<string, Shape>()
  /** Shapes deleted by `DELETE /v1/shape` get new handles: `<hash>.<epoch>-<lsn>`. */
  const epochs = new Map<string, number>()
  const prefixOf = (hash: string) => (epochs.has(hash) ? `${hash}.${epochs.get(hash)}-` : `${hash}-`)
  let closed = false
  const watches = createWatches({
    definitionOf,
    shapeFor,
    currentShape: (hash) => shapes.get(hash),
    isClosed: () => closed,
  })
  const changes = await createChangePass({
    db,
    shapes,
    tables: catalogue.tables,
    definitions: catalogue.definitions,
    loadTable: catalogue.loadTable,
    maxEntriesPerShape: maxEntries,
    isClosed: () => closed,
    onShapeChanged: (shape) => watches.notify(shape),
  })
  const { pump, invalidate } = changes
  const isStale = (def: ShapeDefinition, handle: string | null) => changes.isStale(def, handle)

  const unlisten = await db.listen('sync_changes', () => void pump())
  // Notifications can be lost with a dropped connection; a slow poll is the safety net.
  const poll = setInterval(() => void pump(), 1000)
  const housekeeping = setInterval(() => {
    const now = Date.now()
    for (const [key, shape] of shapes) {
      if (shape.waiting === 0 && !watches.has(key) && now - shape.lastUsed > idleShapeMs) shapes.delete(key)
      if (shape.snapshot && now - shape.lastUsed > 60_000) shape.snapshot = null
    }
    void compact().catch(() => {})
  }, 60_000)
  await pump()

  function shapeFor(def: ShapeDefinition): Shape {
    let shape = shapes.get(def.hash)
    if (!shape) {
      shape = new Shape(def, changes.processed)
      shapes.set(def.hash, shape)
    }
    shape.lastUsed = Date.now()
    return shape
  }

  // ---- snapshot and catch-up ----
  /** A changes-only shape's snapshot holds no rows, but still names the snapshot it starts at. */
  async function emptySnapshot(): Promise<Snapshot> {
    const lsn = changes.processed
    const [row] = await db.query<{ snapshot: string }>(`select pg_current_snapshot()::text as snapshot`)
    return { lsn, body: '', rows: 0, takenAt: Date.now(), end: snapshotEndMessage(row.snapshot) }
  }

  function takeSnapshot(shape: Shape): Promise<Snapshot> {
    const cached = shape.snapshot
    const fresh = async () => {
      const def = shape.def
      return db.snapshot(async (tx) => {
        const [head] = await tx.query<{ lsn: string; snapshot: string }>(
          `select ${LSN_SQL} as lsn, pg_current_snapshot()::text as snapshot, ${DISPLAY_SETTINGS}`,
        )
        const [snap] = await tx.query<{ n: number; body: string }>(snapshotSql(def.table, def.columns, def.where), def.params)
        return { lsn: Number(head.lsn), body: snap.body, rows: snap.n, takenAt: Date.now(), end: snapshotEndMessage(head.snapshot) }
      })
    }
    const promise = (async () => {
      const previous = cached && (await cached.catch(() => null))
      // Share a recent snapshot between clients that ask at once; the log covers the gap.
      if (previous && Date.now() - previous.takenAt < 10_000 && previous.lsn >= shape.from) return previous
      return fresh()
    })()
    shape.snapshot = promise
    promise.catch(() => {
      if (shape.snapshot === promise) shape.snapshot = null
    })
    return promise
  }

  /** Entries after `offset`, reading the durable log when memory no longer covers it. */
  async function entriesAfter(shape: Shape, offset: Offset): Promise<LogEntry[] | 'expired'> {
    for (;;) {
      const from = shape.from
      if (offset.lsn >= from) return shape.entriesAfter(offset)
      const [floorRow] = await db.query<{ value: string }>(`select value::text from sync_meta where key = 'retention_floor'`)
      if (offset.lsn < Number(floorRow.value)) return 'expired'
      const [older] = await readChanges(db, [shape.def], offset.lsn - 1, from)
      if (shape.from !== from) continue // memory was trimmed meanwhile: read again
      // Kept when it fits: after a restart every client of this shape comes back from about
      // the same offset, and the first one's read answers the rest from memory.
      if (shape.extendBack(older, offset.lsn - 1, maxEntries)) return shape.entriesAfter(offset)
      const isAfter = (e: LogEntry) => e.lsn > offset.lsn || (e.lsn === offset.lsn && e.op > offset.op)
      return [...older.filter(isAfter), ...shape.entriesAfter(afterLsn(from))]
    }
  }

  // ---- watches (watches.ts) and what changed since a place ----
  /** The definition a shape URL names, whatever its offset and handle. */
  async function definitionOf(url: URL): Promise<ShapeDefinition> {
    const q = new URL(url)
    q.searchParams.set('offset', 'now')
    q.searchParams.delete('handle')
    q.searchParams.delete('live')
    return definitionFor(parseShapeRequest(q))
  }

  async function hasChanges(url: URL, since: { handle: string; offset: string }): Promise<boolean> {
    const def = await definitionOf(url)
    const shape = shapeFor(def)
    if (!since.handle.startsWith(prefixOf(def.hash)) || isStale(def, since.handle)) return true
    const parsed = parseOffset(since.offset)
    if (parsed === null || parsed === 'snapshot' || parsed === 'now') return true
    const offset = isSnapshotDone(parsed) ? afterLsn(handleLsn(since.handle)) : parsed
    if (isSnapshotChunk(offset)) return true
    if (offset.lsn > changes.processed) return false // a newer commit than this process has read: it comes
    // The common case after a restart: nothing of this table since the client's offset.
    if (changes.lastChangeOf(def.table.relation) <= offset.lsn) return false
    const entries = await entriesAfter(shape, offset)
    return entries === 'expired' || entries.length > 0
  }

  // ---- HTTP ----
  async function handle(request: Request): Promise<Response> {
    if (request.method === 'DELETE') return remove(new URL(request.url))
    const conditional = { ifNoneMatch: request.headers.get('if-none-match') }
    if (request.method !== 'POST') return serve(new URL(request.url), request.signal, null, conditional)
    const text = await request.text()
    let body: unknown = {}
    try {
      body = text.trim() ? JSON.parse(text) : {}
    } catch (err) {
      return jsonResponse(400, { error: 'Invalid JSON in request body', details: (err as Error).message })
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return jsonResponse(400, { error: 'Request body must be a JSON object' })
    }
    return serve(new URL(request.url), request.signal, body as Record<string, unknown>)
  }

  async function serve(
    url: URL,
    signal?: AbortSignal,
    body: Record<string, unknown> | null = null,
    conditional: { ifNoneMatch?: string | null } = {},
  ): Promise<Response> {
    let req: ShapeRequest
    let def: ShapeDefinition
    try {
      req = parseShapeRequest(url, body)
      def = await definitionFor(req)
    } catch (err) {
      if (err instanceof BadRequest) return jsonResponse(400, { message: err.message, errors: err.errors })
      console.error('[sync] shape request failed:', (err as Error).message)
      return jsonResponse(500, { message: 'Internal error' })
    }
    const shape = shapeFor(def)
    const schema = def.schema
    const handleFor = (lsn: number) => `${prefixOf(def.hash)}${lsn}`
    const isCurrent = (handle: string | null) => !!handle?.startsWith(prefixOf(def.hash)) && !isStale(def, handle)
    const mustRefetch = () =>
      jsonResponse(409, [{ headers: { control: 'must-refetch' } }], { 'electric-handle': handleFor(changes.processed) })

    if (req.subset) {
      const known = typeof req.offset === 'object'
      if (req.liveSse) {
        return jsonResponse(400, { message: 'Subset snapshots are a stable view of data, so SSE is not applicable' })
      }
      if (known && !isCurrent(req.handle)) return mustRefetch()
      let snap
      try {
        snap = await takeSubsetSnapshot(db, def, req.subset)
      } catch (err) {
        if (!isInputError(err)) {
          console.error('[sync] subset snapshot failed:', (err as Error).message)
          return jsonResponse(500, { message: 'Internal error' })
        }
        const [field, problem] = await subsetError(db, def.table, req.subset, err as Error)
        return jsonResponse(400, { message: 'Invalid request', errors: { subset: { [field]: [problem] } } })
      }
      // A client that has a place in the log keeps it (the snapshot tracker skips what it
      // already got); one that has none starts right after the snapshot.
      return subsetResponse({
        handle: known ? req.handle! : handleFor(snap.lsn),
        offset: known ? (req.offset as Offset) : afterLsn(snap.lsn),
        schema,
        metadata: snap.metadata,
        body: snap.body,
      })
    }

    if (req.offset === 'snapshot' || req.offset === 'now') {
      const snap: Snapshot | null =
        req.offset === 'now'
          ? { lsn: changes.processed, body: '', rows: 0, takenAt: Date.now(), end: '' }
          : req.changesOnly
            ? await emptySnapshot()
            : await takeSnapshot(shape).catch((err) => {
                if (!isInputError(err)) throw err
                invalidate(def.table.relation, changes.processed) // dropped or altered meanwhile
                return null
              })
      if (!snap) return mustRefetch()
      const chunk = snapshotChunk(snap, 0, chunkBytes)!
      return shapeResponse({
        handle: handleFor(snap.lsn),
        offset: req.offset === 'now' ? afterLsn(snap.lsn) : chunk.last ? SNAPSHOT_DONE : { lsn: 0, op: 1 },
        schema,
        body: chunk.body,
        // The snapshot comes first; up-to-date follows on the next request, as in Electric.
        upToDate: req.offset === 'snapshot' ? null : snap.lsn,
        live: false,
        requestOffset: url.searchParams.get('offset')!,
        ifNoneMatch: conditional.ifNoneMatch,
        cacheAges,
      })
    }

    if (!isCurrent(req.handle)) return mustRefetch()
    // `0_0` (as Electric) is the end of the snapshot the handle was issued at.
    const offset = isSnapshotDone(req.offset) ? afterLsn(handleLsn(req.handle!)) : req.offset
    if (isSnapshotChunk(offset)) {
      // The rest of a snapshot too large for one response: only the snapshot the handle was
      // issued for will do; once it is gone (restart, idle, replaced) the client starts over.
      const snap = await shape.snapshot?.catch(() => null)
      const chunk = snap && snap.lsn === handleLsn(req.handle!) ? snapshotChunk(snap, offset.op, chunkBytes) : null
      if (!snap || !chunk) return mustRefetch()
      return shapeResponse({
        handle: req.handle!,
        offset: chunk.last ? SNAPSHOT_DONE : { lsn: 0, op: offset.op + 1 },
        schema,
        body: chunk.body,
        upToDate: null,
        live: false,
        requestOffset: url.searchParams.get('offset')!,
        ifNoneMatch: conditional.ifNoneMatch,
        cacheAges,
      })
    }
    if (offset.lsn > changes.processed) {
      await pump() // a client may know of a commit this process has not read yet
      if (offset.lsn > changes.processed) return mustRefetch()
    }
    if (req.live && req.liveSse) {
      return new Response(sseBody(sseSource(shape, offset, isCurrent, req.handle!), sseTimeoutMs, longPollMs, signal), {
        status: 200,
        headers: sseHeaders(req.handle!, offset, sseTimeoutMs),
      })
    }
    let entries = await entriesAfter(shape, offset)
    if (entries === 'expired') return mustRefetch()
    if (entries.length === 0 && req.live && !closed) {
      await shape.wait(longPollMs, signal)
      if (!isCurrent(req.handle)) return mustRefetch()
      entries = await entriesAfter(shape, offset)
      if (entries === 'expired') return mustRefetch()
    }
    shape.lastUsed = Date.now()
    const seen = changes.processed
    const truncated = cutLog(entries, maxMessages, chunkBytes)
    const sent = truncated ?? entries
    const last = sent[sent.length - 1]
    const inside = truncated !== null && entries[truncated.length].lsn === last.lsn
    const nextOffset: Offset = inside
      ? { lsn: last.lsn, op: last.op }
      : truncated || (last && last.lsn > seen)
        ? afterLsn(last.lsn)
        : afterLsn(seen)
    return shapeResponse({
      handle: req.handle!,
      offset: nextOffset,
      schema,
      body: sent.map((e) => e.json).join(','),
      upToDate: truncated ? null : Math.max(seen, last?.lsn ?? 0),
      live: req.live,
      requestOffset: url.searchParams.get('offset')!,
      ifNoneMatch: conditional.ifNoneMatch,
      cacheAges,
    })
  }

  /** Batches of a live shape for an SSE response, each closed by an up-to-date. */
  function sseSource(shape: Shape, from: Offset, isCurrent: (h: string) => boolean, handle: string): SseSource {
    let offset = from
    return {
      async next(waitMs, signal) {
        if (closed || !isCurrent(handle)) return null
        let entries = await entriesAfter(shape, offset)
        if (entries === 'expired') return null
        if (entries.length === 0) {
          await shape.wait(waitMs, signal)
          if (closed || !isCurrent(handle)) return null
          entries = await entriesAfter(shape, offset)
          if (entries === 'expired') return null
          if (entries.length === 0) return []
        }
        shape.lastUsed = Date.now()
        const upTo = Math.max(changes.processed, entries[entries.length - 1].lsn)
        offset = afterLsn(upTo)
        // The client resumes at `<global_last_seen_lsn>_0`, i.e. before that LSN: say the next one.
        const upToDate = JSON.stringify({ headers: { control: 'up-to-date', global_last_seen_lsn: String(upTo + 1) } })
        return [...entries.map((e) => e.json), upToDate]
      },
    }
  }

  /** `DELETE /v1/shape`: by definition or handle; its clients refetch from a new handle. */
  async function remove(url: URL): Promise<Response> {
    const handle = url.searchParams.get('handle')
    let hash: string | null = null
    if (url.searchParams.get('table')) {
      const q = new URL(url)
      q.searchParams.set('offset', '-1')
      q.searchParams.delete('handle')
      try {
        hash = (await definitionFor(parseShapeRequest(q))).hash
      } catch (err) {
        if (err instanceof BadRequest) return jsonResponse(400, { message: err.message, errors: err.errors })
        throw err
      }
      if (handle && !handle.startsWith(prefixOf(hash))) return jsonResponse(404, { message: 'Shape not found' })
    } else if (handle) {
      hash = handle.slice(0, handle.lastIndexOf('-')).split('.')[0]
    } else {
      return jsonResponse(400, { message: 'Invalid request', errors: { handle: ["can't be blank when shape definition is missing"] } })
    }
    // By handle alone only a shape in memory is known; with its definition, any is.
    const known = shapes.has(hash) || (url.searchParams.has('table') && (!handle || handle.startsWith(prefixOf(hash))))
    if (!known) return jsonResponse(404, { message: 'Shape not found' })
    epochs.set(hash, (epochs.get(hash) ?? 0) + 1)
    const shape = shapes.get(hash)
    shapes.delete(hash)
    shape?.wakeAll()
    return new Response(null, { status: 202 })
  }

  const compact = (opts: { beforeLsn?: number } = {}) => compactLog(db, retentionMs, opts)

  return {
    handle,
    serve,
    watch: watches.watch,
    hasChanges,
    compact,
    stats: () => ({
      shapes: shapes.size,
      waiting: [...shapes.values()].reduce((n, s) => n + s.waiting, 0),
      processedLsn: changes.processed,
    }),
    async close() {
      closed = true
      clearInterval(poll)
      clearInterval(housekeeping)
      for (const shape of shapes.values()) shape.wakeAll()
      await unlisten().catch(() => {})
      await changes.idle()
    },
  }
}
