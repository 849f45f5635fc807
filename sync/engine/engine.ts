// The embedded Electric-protocol shape engine: `GET /v1/shape` over the commit-ordered
// change log in sync_changes (see migrations/0001_change_capture.sql).
import { afterLsn, handleLsn, parseOffset, type Offset } from './offsets'
import { BadRequest, parseShapeRequest, type ShapeRequest } from './request'
import { Shape, type ShapeDefinition, type Snapshot } from './shape'
import type { SqlClient } from './sql-client'
import { createShapeDefinitions } from './shape-definitions'
import { DEFAULT_CACHE_AGES, jsonResponse, shapeResponse, sseHeaders, subsetResponse, type CacheAges } from './responses'
import { sseBody, type SseSource } from './sse'
import { isInputError, takeSubsetSnapshot } from './subset-snapshot'
import { cutLog, DEFAULT_CHUNK_BYTES, isSnapshotChunk, isSnapshotDone, SNAPSHOT_DONE, snapshotChunk } from './chunks'
import { subsetError } from './subset-errors'
import { compactLog } from './retention'
import { createChangePass } from './change-pass'
import { createHandles } from './handles'
import { createShapeReads } from './shape-reads'
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
  /**
   * Do two handles of the shape `url` names read the same log? Yes when both are current:
   * a handle here only says which snapshot a client started from, and every current one
   * answers a catch-up from a log offset alike. (Electric gives all clients of a shape one
   * handle; here they differ by the snapshot each started from.)
   */
  sameLog(url: URL, a: string, b: string): Promise<boolean>
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
  const { prefixOf, remove } = createHandles({ shapes, definitionFor })
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
  const { emptySnapshot, takeSnapshot, entriesAfter } = createShapeReads({ db, processed: () => changes.processed, maxEntries })
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

  async function sameLog(url: URL, a: string, b: string): Promise<boolean> {
    if (a === b) return true
    const def = await definitionOf(url)
    const current = (handle: string) => handle.startsWith(prefixOf(def.hash)) && !isStale(def, handle)
    return current(a) && current(b)
  }

  // ---- HTTP ----
  async function handle(request: Request): Promise<Response> {
    if (request.method === 'DELETE') return remove(new URL(request.url))
    const conditional = { ifNoneMatch: request.headers.get('if-none-match') }
    if (request.method !== 'POST') return serve(new URL(request.url), request.signal, null, conditional)
    const text = await request.text()
    let body: unknown
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
      body: sent.map((e) => e.json),
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

  const compact = (opts: { beforeLsn?: number } = {}) => compactLog(db, retentionMs, opts)

  return {
    handle,
    serve,
    watch: watches.watch,
    hasChanges,
    sameLog,
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
