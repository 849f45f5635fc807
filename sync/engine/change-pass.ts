// The engine's reading of the change log: one pass at a time over sync_changes, appending each
// table's new changes to the shapes that exist, and turning TRUNCATE/DDL markers (or a table
// that vanished under us) into must-refetch for that table's shapes only.
import { parseChange, shapeMessages, type ChangeRow, type LogEntry, type ParsedChange } from './change-messages'
import { handleLsn } from './offsets'
import type { Shape, ShapeDefinition } from './shape'
import { changesSql } from './shape-sql'
import type { Queryable, SqlClient } from './sql-client'
import { relationName, schemaIdentity, type TableInfo } from './table-info'

/** What the pass shares with the HTTP side of the engine: its catalogue caches and live shapes. */
export interface ChangePassContext {
  db: SqlClient
  shapes: Map<string, Shape>
  tables: Map<string, Promise<TableInfo | null>>
  definitions: Map<string, Promise<ShapeDefinition>>
  loadTable(schema: string, name: string): Promise<TableInfo | null>
  maxEntriesPerShape: number
  isClosed(): boolean
  /** A pass appended changes to `shape`, or dropped it (truncate, schema change). */
  onShapeChanged(shape: Shape): void
}

export interface ChangePass {
  /** Everything up to this LSN has been read into the shapes. */
  readonly processed: number
  /** Runs a pass now, or once more after the running one. */
  pump(): Promise<void>
  /** Every shape of `relation` is dropped; handles older than `lsn` get must-refetch. */
  invalidate(relation: string, lsn: number): void
  isStale(def: ShapeDefinition, handle: string | null): boolean
  /** LSN of the last change of `relation` read so far (0: none since the log began). */
  lastChangeOf(relation: string): number
  /** Resolves when no pass is running. */
  idle(): Promise<void>
}

export async function createChangePass(ctx: ChangePassContext): Promise<ChangePass> {
  const { db, shapes, tables, definitions } = ctx
  /** Relation → LSN of its last TRUNCATE or schema change: older handles must refetch. */
  const invalidatedAt = new Map<string, number>()
  /**
   * Relation → LSN of its last change: a watcher that comes back (a browser after a restart)
   * with an offset past it has nothing to catch up, and is told so without reading the log.
   */
  const lastChange = new Map<string, number>()
  for (const row of await db.query<{ relation: string; lsn: string; marker: string | null }>(
    `select relation, max(lsn)::text as lsn,
            max(lsn) filter (where operation in ('truncate', 'ddl'))::text as marker
       from sync_changes group by relation`,
  )) {
    lastChange.set(row.relation, Number(row.lsn))
    if (row.marker !== null) invalidatedAt.set(row.relation, Number(row.marker))
  }
  let processed = await currentLsn()

  async function currentLsn(): Promise<number> {
    const [row] = await db.query<{ lsn: string }>(
      `select greatest(coalesce((select max(lsn) from sync_changes), 0),
                       (select value from sync_meta where key = 'retention_floor'))::text as lsn`,
    )
    return Number(row.lsn)
  }

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
        } while (pumpAgain && !ctx.isClosed())
      } catch (err) {
        if (!ctx.isClosed()) console.error('[sync] change processing failed:', (err as Error).message)
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
    const changed = await db.query<{ relation: string; max: string; marker: string | null }>(
      `select relation, max(lsn)::text as max,
              max(lsn) filter (where operation in ('truncate', 'ddl'))::text as marker
         from sync_changes where lsn > $1 group by relation`,
      [processed],
    )
    if (changed.length === 0) return
    // Every change up to `upTo` is committed: LSNs are drawn in commit order.
    const upTo = Math.max(...changed.map((r) => Number(r.max)))
    for (const { relation, max, marker } of changed) {
      lastChange.set(relation, Math.max(Number(max), lastChange.get(relation) ?? 0))
      // Truncated or altered: its clients refetch, so its changes need no reading.
      if (marker !== null) invalidate(relation, Number(marker))
      else if (byTable.has(relation)) await appendChanges(relation, byTable.get(relation)!, processed, upTo)
    }
    const took = new Set([...byTable.values()].flat())
    const touched = new Set(changed.map((r) => r.relation))
    for (const shape of shapes.values()) {
      if (took.has(shape)) continue
      shape.startAfter(upTo)
      // Watched from during this pass: whether its rows were among the changes is unknown, so
      // its watchers are told (a catch-up that finds nothing costs less than a missed change).
      if (touched.has(shape.def.table.relation)) ctx.onShapeChanged(shape)
    }
    processed = upTo
  }

  function groupShapesByTable() {
    const byTable = new Map<string, Shape[]>()
    for (const shape of shapes.values()) {
      const list = byTable.get(shape.def.table.relation) ?? []
      list.push(shape)
      byTable.set(shape.def.table.relation, list)
    }
    return byTable
  }

  async function appendChanges(relation: string, list: Shape[], from: number, to: number) {
    let results: LogEntry[][]
    try {
      results = await readChanges(
        db,
        list.map((s) => s.def),
        from,
        to,
      )
    } catch (err) {
      // A table dropped or altered where no event trigger marked it: its shapes refetch and
      // every other table's shapes go on. Anything else is retried on the next pass.
      tables.delete(relation)
      const now = await ctx.loadTable(list[0].def.table.schema, list[0].def.table.name).catch(() => undefined)
      if (now === undefined || (now && schemaIdentity(now) === schemaIdentity(list[0].def.table))) throw err
      invalidate(relation, to)
      return
    }
    list.forEach((shape, i) => {
      if (shape.append(results[i], to, ctx.maxEntriesPerShape)) ctx.onShapeChanged(shape)
    })
  }

  function invalidate(relation: string, lsn: number) {
    invalidatedAt.set(relation, Math.max(lsn, invalidatedAt.get(relation) ?? 0))
    tables.delete(relation)
    for (const key of definitions.keys()) {
      const [schema, name] = JSON.parse(key)
      if (relationName(schema, name) === relation) definitions.delete(key)
    }
    for (const [key, shape] of shapes) {
      if (shape.def.table.relation !== relation) continue
      shapes.delete(key)
      shape.wakeAll()
      ctx.onShapeChanged(shape)
    }
  }

  return {
    get processed() {
      return processed
    },
    pump,
    invalidate,
    lastChangeOf: (relation) => lastChange.get(relation) ?? 0,
    isStale(def, handle) {
      const since = invalidatedAt.get(def.table.relation)
      return since !== undefined && handle !== null && handleLsn(handle) < since
    },
    idle: async () => {
      await pumping
    },
  }
}

/** Reads changes of one table in (from, to] and returns each shape's messages. */
export async function readChanges(db: Queryable, list: ShapeDefinition[], from: number, to: number): Promise<LogEntry[][]> {
  const { text, params } = changesSql(list[0].table, list, from, to)
  const rows = await db.query<ChangeRow>(text, params)
  const parsed: ParsedChange[] = rows.map(parseChange)
  return list.map((def, i) => shapeMessages(def, parsed, i))
}
