// The embedded Electric-protocol shape engine: `GET /v1/shape` over the commit-ordered
// change log in sync_changes (see migrations/0001_change_capture.sql).
import { parseChange, shapeMessages, type ChangeRow, type LogEntry, type ParsedChange } from './change-messages'
import { hashString } from './hash'
import { afterLsn, formatOffset, type Offset } from './offsets'
import { BadRequest, parseShapeRequest, type ShapeRequest } from './request'
import { Shape, type ShapeDefinition, type Snapshot } from './shape'
import { changesSql, snapshotSql } from './shape-sql'
import type { SqlClient } from './sql-client'
import { readTableInfo, schemaHeader, type TableInfo } from './table-info'
import { jsonResponse, shapeResponse } from './responses'

export interface ShapeEngineOptions {
  sql: SqlClient
  /** How long a live request is held before answering up-to-date. */
  longPollMs?: number
  /** In-memory log entries kept per shape before older ones are re-read from the database. */
  maxEntriesPerShape?: number
  /** Messages per response before the client is asked to come back for more. */
  maxMessagesPerResponse?: number
  /** Changes older than this are pruned from sync_changes (clients further behind refetch). */
  retentionMs?: number
  /** A shape nobody asked for in this long is dropped from memory. */
  idleShapeMs?: number
}

export interface ShapeEngine {
  handle(request: Request): Promise<Response>
  /** The same for a caller in this process: no Request object to build per long-poll. */
  serve(url: URL, signal?: AbortSignal): Promise<Response>
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
  const retentionMs = options.retentionMs ?? 7 * 24 * 3600_000
  const idleShapeMs = options.idleShapeMs ?? 15 * 60_000

  const tables = new Map<string, Promise<TableInfo | null>>()
  const shapes = new Map<string, Shape>()
  const validated = new Map<string, Promise<string | null>>()
  let processed = await currentLsn()
  let closed = false

  async function currentLsn(): Promise<number> {
    const [row] = await db.query<{ lsn: string }>(
      `select greatest(coalesce((select max(lsn) from sync_changes), 0),
                       (select value from sync_meta where key = 'retention_floor'))::text as lsn`,
    )
    return Number(row.lsn)
  }

  // ---- change processing: one pass at a time, re-run if woken meanwhile ----
  let pumping: Promise<void> | null = null
  let pumpAgain = false
  function pump(): Promise<void> {
    if (pumping) {
      pumpAgain = true
      return pumping
    }
    pumping = (async () => {
      try {
        do {
          pumpAgain = false
          await processNewChanges()
        } while (pumpAgain && !closed)
      } catch (err) {
        if (!closed) console.error('[sync] change processing failed:', (err as Error).message)
      } finally {
        pumping = null
      }
    })()
    return pumping
  }

  async function processNewChanges() {
    // Only shapes that exist now take part in this pass. One created meanwhile starts its
    // memory after the pass instead (its clients' snapshots are newer anyway): re-reading a
    // just-committed bulk insert for a shape nobody has synced yet would be wasted work.
    const byTable = groupShapesByTable()
    const changed = await db.query<{ relation: string; max: string }>(
      `select relation, max(lsn)::text as max from sync_changes where lsn > $1 group by relation`,
      [processed],
    )
    if (changed.length === 0) return
    // Every change up to `upTo` is committed: LSNs are drawn in commit order.
    const upTo = Math.max(...changed.map((r) => Number(r.max)))
    for (const { relation } of changed) {
      const active = byTable.get(relation)
      if (active) await appendChanges(active, processed, upTo)
    }
    const took = new Set([...byTable.values()].flat())
    for (const shape of shapes.values()) if (!took.has(shape)) shape.startAfter(upTo)
    processed = upTo
  }

  function groupShapesByTable() {
    const byTable = new Map<string, Shape[]>()
    for (const shape of shapes.values()) {
      const list = byTable.get(shape.def.table.name) ?? []
      list.push(shape)
      byTable.set(shape.def.table.name, list)
    }
    return byTable
  }

  /** Reads changes of one table in (from, to] and returns each shape's messages. */
  async function readChanges(list: ShapeDefinition[], from: number, to: number): Promise<LogEntry[][]> {
    const table = list[0].table
    const { text, params } = changesSql(table, list, from, to)
    const rows = await db.query<ChangeRow>(text, params)
    const parsed: ParsedChange[] = rows.map(parseChange)
    return list.map((def, i) => shapeMessages(def, parsed, i))
  }

  async function appendChanges(list: Shape[], from: number, to: number) {
    const results = await readChanges(
      list.map((s) => s.def),
      from,
      to,
    )
    list.forEach((shape, i) => shape.append(results[i], maxEntries))
  }

  const unlisten = await db.listen('sync_changes', () => void pump())
  // Notifications can be lost with a dropped connection; a slow poll is the safety net.
  const poll = setInterval(() => void pump(), 1000)
  const housekeeping = setInterval(() => {
    const now = Date.now()
    for (const [key, shape] of shapes) {
      if (shape.waiting === 0 && now - shape.lastUsed > idleShapeMs) shapes.delete(key)
      if (shape.snapshot && now - shape.lastUsed > 60_000) shape.snapshot = null
    }
    void compact().catch(() => {})
  }, 60_000)
  await pump()

  // ---- shape definitions ----
  function loadTable(name: string) {
    let info = tables.get(name)
    if (!info) {
      info = readTableInfo(db, name)
      tables.set(name, info)
      info.then((t) => !t && tables.delete(name)).catch(() => tables.delete(name))
    }
    return info
  }

  /** Every live client re-asks for its definition each long-poll: resolve it once. */
  const definitions = new Map<string, Promise<ShapeDefinition>>()
  function definitionFor(req: ShapeRequest): Promise<ShapeDefinition> {
    const key = JSON.stringify([req.table, req.where, req.params, req.columns, req.replica])
    let def = definitions.get(key)
    if (!def) {
      if (definitions.size >= 10_000) definitions.clear()
      def = defineShape(req)
      definitions.set(key, def)
      def.catch(() => definitions.delete(key))
    }
    return def
  }

  async function defineShape(req: ShapeRequest): Promise<ShapeDefinition> {
    const table = await loadTable(req.table)
    if (!table) throw new BadRequest('Invalid request', { table: [`table not found: ${req.table}`] })
    if (!table.tracked) throw new BadRequest('Invalid request', { table: [`table is not tracked for sync: ${req.table}`] })
    if (table.primaryKey.length === 0) throw new BadRequest('Invalid request', { table: ['table has no primary key'] })
    const wanted = new Set([...(req.columns ?? table.columns.map((c) => c.name)), ...table.primaryKey])
    for (const name of wanted) {
      if (!table.byName.has(name)) throw new BadRequest('Invalid request', { columns: [`unknown column: ${name}`] })
    }
    const columns = table.columns.map((c) => c.name).filter((n) => wanted.has(n))
    const schema = table.columns.map((c) => `${c.name}:${c.type}:${c.dims}`).join(',')
    const identity = JSON.stringify([req.table, req.where, req.params, columns, req.replica, schema])
    if (req.where) {
      const error = await validateWhere(table, req.where, req.params, identity)
      if (error) throw new BadRequest('Invalid request', { where: [error] })
    }
    return {
      table,
      where: req.where,
      params: req.params,
      columns,
      replica: req.replica,
      hash: hashString(identity),
      schema: schemaHeader(table, columns),
    }
  }

  /** Lets Postgres itself judge the where clause once per definition. */
  function validateWhere(table: TableInfo, where: string, params: string[], identity: string) {
    let result = validated.get(identity)
    if (!result) {
      result = db
        .query(`select 1 from public."${table.name}" as "${table.name}" where (${where}) limit 0`, params)
        .then(() => null)
        .catch((err: Error) => err.message)
      validated.set(identity, result)
    }
    return result
  }

  function shapeFor(def: ShapeDefinition): Shape {
    let shape = shapes.get(def.hash)
    if (!shape) {
      shape = new Shape(def, processed)
      shapes.set(def.hash, shape)
    }
    shape.lastUsed = Date.now()
    return shape
  }

  // ---- snapshot and catch-up ----
  function takeSnapshot(shape: Shape): Promise<Snapshot> {
    const cached = shape.snapshot
    const fresh = async () => {
      const def = shape.def
      return db.snapshot(async (tx) => {
        const [lsnRow] = await tx.query<{ lsn: string }>(
          `select greatest(coalesce((select max(lsn) from sync_changes), 0),
                           (select value from sync_meta where key = 'retention_floor'))::text as lsn`,
        )
        const [snap] = await tx.query<{ n: number; body: string }>(snapshotSql(def.table, def.columns, def.where), def.params)
        return { lsn: Number(lsnRow.lsn), body: snap.body, rows: snap.n, takenAt: Date.now() }
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
      const [older] = await readChanges([shape.def], offset.lsn - 1, from)
      if (shape.from !== from) continue // memory was trimmed meanwhile: read again
      const isAfter = (e: LogEntry) => e.lsn > offset.lsn || (e.lsn === offset.lsn && e.op > offset.op)
      return [...older.filter(isAfter), ...shape.entriesAfter(afterLsn(from))]
    }
  }

  // ---- HTTP ----
  function handle(request: Request): Promise<Response> {
    return serve(new URL(request.url), request.signal)
  }

  async function serve(url: URL, signal?: AbortSignal): Promise<Response> {
    let req: ShapeRequest
    let def: ShapeDefinition
    try {
      req = parseShapeRequest(url)
      def = await definitionFor(req)
    } catch (err) {
      if (err instanceof BadRequest) return jsonResponse(400, { message: err.message, errors: err.errors })
      console.error('[sync] shape request failed:', (err as Error).message)
      return jsonResponse(500, { message: 'Internal error' })
    }
    const shape = shapeFor(def)
    const schema = def.schema
    const handleFor = (lsn: number) => `${def.hash}-${lsn}`
    const mustRefetch = () =>
      jsonResponse(409, [{ headers: { control: 'must-refetch' } }], { 'electric-handle': handleFor(processed) })

    if (req.offset === 'snapshot' || req.offset === 'now') {
      const snap: Snapshot =
        req.offset === 'now' || req.changesOnly
          ? { lsn: processed, body: '', rows: 0, takenAt: Date.now() }
          : await takeSnapshot(shape)
      return shapeResponse({
        handle: handleFor(snap.lsn),
        offset: afterLsn(snap.lsn),
        schema,
        body: snap.body,
        upToDate: snap.lsn,
        live: false,
      })
    }

    const offset = req.offset
    if (!req.handle?.startsWith(`${def.hash}-`)) return mustRefetch()
    if (offset.lsn > processed) {
      await pump() // a client may know of a commit this process has not read yet
      if (offset.lsn > processed) return mustRefetch()
    }
    let entries = await entriesAfter(shape, offset)
    if (entries === 'expired') return mustRefetch()
    if (entries.length === 0 && req.live && !closed) {
      await shape.wait(longPollMs, signal)
      entries = await entriesAfter(shape, offset)
      if (entries === 'expired') return mustRefetch()
    }
    shape.lastUsed = Date.now()
    const seen = processed
    const truncated = entries.length > maxMessages ? cutAtTransaction(entries, maxMessages) : null
    const sent = truncated ?? entries
    const last = sent[sent.length - 1]
    const nextOffset: Offset =
      truncated || (last && last.lsn > seen) ? { lsn: last.lsn, op: last.op } : afterLsn(seen)
    return shapeResponse({
      handle: req.handle!,
      offset: nextOffset,
      schema,
      body: sent.map((e) => e.json).join(','),
      upToDate: truncated ? null : Math.max(seen, last?.lsn ?? 0),
      live: req.live,
    })
  }

  async function compact(opts: { beforeLsn?: number } = {}): Promise<number> {
    const cutoff =
      opts.beforeLsn ??
      Number(
        (
          await db.query<{ lsn: string }>(
            `select coalesce(max(lsn), 0)::text as lsn from sync_changes where committed_at < now() - ($1::text || ' milliseconds')::interval`,
            [String(retentionMs)],
          )
        )[0].lsn,
      )
    if (cutoff <= 0) return 0
    // Keep the newest change so the current LSN stays readable.
    const rows = await db.query<{ n: string }>(
      `with floor as (
         update sync_meta set value = greatest(value, least($1::bigint, (select max(lsn) from sync_changes) - 1))
          where key = 'retention_floor' returning value
       ), gone as (
         delete from sync_changes where lsn <= (select value from floor) returning 1
       ) select count(*)::text as n from gone`,
      [cutoff],
    )
    return Number(rows[0].n)
  }

  return {
    handle,
    serve,
    compact,
    stats: () => ({
      shapes: shapes.size,
      waiting: [...shapes.values()].reduce((n, s) => n + s.waiting, 0),
      processedLsn: processed,
    }),
    async close() {
      closed = true
      clearInterval(poll)
      clearInterval(housekeeping)
      for (const shape of shapes.values()) shape.wakeAll()
      await unlisten().catch(() => {})
      await pumping
    },
  }
}

function cutAtTransaction(entries: LogEntry[], max: number): LogEntry[] {
  let end = max
  while (end > 1 && entries[end].lsn === entries[end - 1].lsn) end--
  return entries.slice(0, end)
}
