// Turns one Electric change message into one SQL statement against the local table.
// Pure (no database), so the exact SQL and parameters are unit-tested.
import type { PgType } from '../../../../sync/schema'
import type { Holding } from '../../../../sync/shapes/types'

/** The parts of a catalogue entry (sync/shapes.ts ShapeDef) the browser needs. */
export interface SyncableShape {
  localTable: string
  columns: readonly string[]
  table: { primaryKey: readonly string[]; columns: Readonly<Record<string, { type: PgType }>> }
  holding?: Holding
}

export interface LocalTable {
  name: string
  primaryKey: readonly string[]
  /** Synced columns and their types; anything else in a message is ignored. */
  columns: Readonly<Record<string, PgType>>
}

export interface Statement {
  sql: string
  params: unknown[]
}

export type ChangeOperation = 'insert' | 'update' | 'delete'

export interface Change {
  operation: ChangeOperation
  value: Record<string, unknown>
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

export function localTableFor(def: SyncableShape): LocalTable {
  const columns: Record<string, PgType> = {}
  for (const name of def.columns) columns[name] = def.table.columns[name].type
  return { name: def.localTable, primaryKey: def.table.primaryKey, columns }
}

/** The Electric client hands jsonb over already parsed; PGlite wants JSON text for it. */
function encode(type: PgType, value: unknown): unknown {
  if (value === null || value === undefined) return null
  return type === 'jsonb' ? JSON.stringify(value) : value
}

function pkWhere(table: LocalTable, value: Record<string, unknown>, params: unknown[]): string | null {
  const parts: string[] = []
  for (const pk of table.primaryKey) {
    if (value[pk] === undefined || value[pk] === null) return null
    params.push(encode(table.columns[pk], value[pk]))
    parts.push(`${quoteIdent(pk)} = $${params.length}`)
  }
  return parts.join(' and ')
}

/** Known columns present in the message, in the table's column order (stable SQL text). */
function presentColumns(table: LocalTable, value: Record<string, unknown>): string[] {
  return Object.keys(table.columns).filter((c) => value[c] !== undefined)
}

export function statementFor(table: LocalTable, change: Change): Statement | null {
  const t = quoteIdent(table.name)
  const params: unknown[] = []
  switch (change.operation) {
    case 'insert': {
      const cols = presentColumns(table, change.value)
      if (table.primaryKey.some((pk) => !cols.includes(pk))) return null
      for (const c of cols) params.push(encode(table.columns[c], change.value[c]))
      const nonKey = cols.filter((c) => !table.primaryKey.includes(c))
      // An insert can replay a row we already hold (resume, refetch overlap): upsert it.
      const onConflict = nonKey.length
        ? `do update set ${nonKey.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`
        : 'do nothing'
      return {
        sql: `insert into ${t} (${cols.map(quoteIdent).join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) on conflict (${table.primaryKey.map(quoteIdent).join(', ')}) ${onConflict}`,
        params,
      }
    }
    case 'update': {
      // Electric sends only the changed columns (plus the key): touch only those.
      const cols = presentColumns(table, change.value).filter((c) => !table.primaryKey.includes(c))
      if (cols.length === 0) return null
      const sets = cols.map((c) => {
        params.push(encode(table.columns[c], change.value[c]))
        return `${quoteIdent(c)} = $${params.length}`
      })
      const where = pkWhere(table, change.value, params)
      return where ? { sql: `update ${t} set ${sets.join(', ')} where ${where}`, params } : null
    }
    case 'delete': {
      const where = pkWhere(table, change.value, params)
      return where ? { sql: `delete from ${t} where ${where}`, params } : null
    }
  }
}

/** Rows per bulk insert: one JSON parameter per statement stays a few hundred kilobytes. */
const BULK_ROWS = 1_000

/**
 * A batch's changes as statements, in order. A run of inserts with the same columns (a
 * snapshot, a window of older rows) becomes one statement over a JSON array: one parse and
 * plan for a thousand rows instead of a thousand, which is most of the cost of a first sync
 * in the browser's single-threaded database. A key seen twice in a run ends the run, as one
 * upsert may not touch a row twice.
 */
export function statementsFor(table: LocalTable, changes: readonly Change[]): Statement[] {
  const out: Statement[] = []
  let run: Record<string, unknown>[] = []
  let runColumns: string[] = []
  let runKeys = new Set<string>()
  const flush = () => {
    if (run.length === 1) {
      const single = statementFor(table, { operation: 'insert', value: run[0] })
      if (single) out.push(single)
    } else if (run.length > 1) {
      out.push(bulkInsert(table, runColumns, run))
    }
    run = []
    runKeys = new Set()
  }
  for (const change of changes) {
    const cols = change.operation === 'insert' ? presentColumns(table, change.value) : null
    const bulkable = cols !== null && table.primaryKey.every((pk) => cols.includes(pk) && change.value[pk] !== null)
    if (!bulkable) {
      flush()
      const s = statementFor(table, change)
      if (s) out.push(s)
      continue
    }
    const key = JSON.stringify(table.primaryKey.map((pk) => change.value[pk]))
    const sameColumns = cols.length === runColumns.length && cols.every((c, i) => c === runColumns[i])
    if (!sameColumns || runKeys.has(key) || run.length >= BULK_ROWS) flush()
    runColumns = cols
    runKeys.add(key)
    run.push(change.value)
  }
  flush()
  return out
}

function bulkInsert(table: LocalTable, cols: string[], rows: Record<string, unknown>[]): Statement {
  const t = quoteIdent(table.name)
  const list = cols.map(quoteIdent).join(', ')
  const nonKey = cols.filter((c) => !table.primaryKey.includes(c))
  const onConflict = nonKey.length
    ? `do update set ${nonKey.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`
    : 'do nothing'
  // jsonb values go in as JSON (not as text holding JSON), the rest as their JSON scalars,
  // which Postgres reads with the same input rules as a text parameter.
  const values = rows.map((row) => Object.fromEntries(cols.map((c) => [c, row[c] ?? null])))
  return {
    sql: `insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, $1::json) on conflict (${table.primaryKey.map(quoteIdent).join(', ')}) ${onConflict}`,
    params: [JSON.stringify(values)],
  }
}
