// What a shape request means: the table it names (read once, capture installed on first use
// when the engine tracks tables automatically), its columns and where clause checked by
// Postgres itself, and the hash that names the shape. Every live client re-asks on each
// long-poll, so each answer is resolved once and kept.
import { hashString } from './hash'
import { BadRequest, type ShapeRequest } from './request'
import type { ShapeDefinition } from './shape'
import type { SqlClient } from './sql-client'
import { checkExpression } from './subset-errors'
import { readTableInfo, relationName, schemaHeader, schemaIdentity, type TableInfo } from './table-info'

/**
 * Definitions kept (each distinct where/params pair is one: a firm of 2,000 has some 16,000, most
 * of them a person's own shapes). When full, the oldest tenth goes: a definition still in use is
 * held by its live shape anyway and is only looked up again.
 */
const MAX_DEFINITIONS = 20_000

export interface ShapeDefinitions {
  /** Table metadata by relation; the change pass drops an entry when the table changes. */
  tables: Map<string, Promise<TableInfo | null>>
  /** Resolved definitions by request; the change pass drops them with their table. */
  definitions: Map<string, Promise<ShapeDefinition>>
  loadTable(schema: string, name: string): Promise<TableInfo | null>
  definitionFor(req: ShapeRequest): Promise<ShapeDefinition>
}

export function createShapeDefinitions(db: SqlClient, options: { autoTrack?: boolean }): ShapeDefinitions {
  const tables = new Map<string, Promise<TableInfo | null>>()
  const definitions = new Map<string, Promise<ShapeDefinition>>()
  /** Where clauses Postgres judged, by the hash of their definition (bounded like `definitions`). */
  const validated = new Map<string, Promise<string | null>>()
  /**
   * One columns list and one schema header per table and column set, shared by every definition
   * that selects them: thousands of per-person shapes of one table differ only in their params.
   */
  const projections = new WeakMap<TableInfo, Map<string, { columns: string[]; schema: string }>>()

  function projection(table: TableInfo, wanted: Set<string>) {
    let byColumns = projections.get(table)
    if (!byColumns) projections.set(table, (byColumns = new Map()))
    const columns = table.columns.map((c) => c.name).filter((n) => wanted.has(n))
    const key = columns.join(',')
    let shared = byColumns.get(key)
    if (!shared) byColumns.set(key, (shared = { columns, schema: schemaHeader(table, columns) }))
    return shared
  }

  /** Drops the oldest tenth of a full map (Maps keep insertion order). */
  function makeRoom(map: Map<string, unknown>) {
    if (map.size < MAX_DEFINITIONS) return
    let drop = Math.ceil(MAX_DEFINITIONS / 10)
    for (const key of map.keys()) {
      if (drop-- === 0) break
      map.delete(key)
    }
  }

  function loadTable(schema: string, name: string) {
    const relation = relationName(schema, name)
    let info = tables.get(relation)
    if (!info) {
      info = readTable(schema, name)
      tables.set(relation, info)
      info.then((t) => !t && tables.delete(relation)).catch(() => tables.delete(relation))
    }
    return info
  }

  async function readTable(schema: string, name: string) {
    const info = await readTableInfo(db, schema, name)
    if (!info || info.tracked || !options.autoTrack) return info
    await db.query(`select public.sync_track($1::regclass)`, [info.qualified])
    return readTableInfo(db, schema, name)
  }

  function definitionFor(req: ShapeRequest): Promise<ShapeDefinition> {
    const key = JSON.stringify([req.schema, req.table, req.where, req.params, req.columns, req.replica])
    let def = definitions.get(key)
    if (!def) {
      makeRoom(definitions)
      def = defineShape(req)
      definitions.set(key, def)
      def.catch(() => definitions.delete(key))
    }
    return def
  }

  async function defineShape(req: ShapeRequest): Promise<ShapeDefinition> {
    const table = await loadTable(req.schema, req.table)
    const label = relationName(req.schema, req.table)
    if (!table) throw new BadRequest('Invalid request', { table: [`Table ${label} does not exist. If the table name contains capitals or special characters you must quote it.`] })
    if (!table.tracked) throw new BadRequest('Invalid request', { table: [`table is not tracked for sync: ${label}`] })
    if (table.primaryKey.length === 0) throw new BadRequest('Invalid request', { table: ['table has no primary key'] })
    const wanted = new Set([...(req.columns ?? table.columns.map((c) => c.name)), ...table.primaryKey])
    for (const name of wanted) {
      if (!table.byName.has(name)) throw new BadRequest('Invalid request', { columns: [`unknown column: ${name}`] })
    }
    const { columns, schema } = projection(table, wanted)
    const hash = hashString(JSON.stringify([table.relation, req.where, req.params, columns, req.replica, schemaIdentity(table)]))
    if (req.where) {
      const error = await validateWhere(table, req.where, req.params, hash)
      if (error) throw new BadRequest('Invalid request', { where: [error] })
    }
    return { table, where: req.where, params: req.params, columns, replica: req.replica, hash, schema }
  }

  /** Lets Postgres itself judge the where clause, once per definition. */
  function validateWhere(table: TableInfo, where: string, params: string[], hash: string) {
    let result = validated.get(hash)
    if (!result) {
      makeRoom(validated)
      result = checkExpression(db, table, 'where', where, params)
      validated.set(hash, result)
    }
    return result
  }

  return { tables, definitions, loadTable, definitionFor }
}
