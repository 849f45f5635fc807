// Turns captured row versions into one shape's change messages: inserts, updates, deletes,
// and rows moving into (insert) or out of (delete) the shape's where clause.
import { keyOf } from './shape-sql'
import type { TableInfo } from './table-info'

export interface ChangeRow {
  lsn: string
  op: number
  txid: string
  operation: 'insert' | 'update' | 'delete'
  new_value: string | null
  old_value: string | null
  [match: string]: unknown
}

/** A row of changesSql with its versions parsed once, shared by every shape of the table. */
export interface ParsedChange {
  lsn: number
  op: number
  txid: number
  operation: ChangeRow['operation']
  newValue: Record<string, string | null> | null
  oldValue: Record<string, string | null> | null
  row: ChangeRow
}

export const parseChange = (row: ChangeRow): ParsedChange => ({
  lsn: Number(row.lsn),
  op: row.op,
  txid: Number(row.txid),
  operation: row.operation,
  newValue: row.new_value ? JSON.parse(row.new_value) : null,
  oldValue: row.old_value ? JSON.parse(row.old_value) : null,
  row,
})

export interface LogEntry {
  lsn: number
  op: number
  /** The message as JSON text, serialised once for every client of the shape. */
  json: string
}

export interface ShapeView {
  table: TableInfo
  columns: string[]
  replica: 'default' | 'full'
}

const pick = (value: Record<string, string | null>, columns: string[]) => {
  const out: Record<string, string | null> = {}
  for (const c of columns) out[c] = value[c] ?? null
  return out
}

/** Messages for one shape from a batch of whole transactions; `matchIndex` selects its n/o flags. */
export function shapeMessages(shape: ShapeView, changes: ParsedChange[], matchIndex: number): LogEntry[] {
  const relation = [shape.table.schema, shape.table.name]
  const pending: { lsn: number; op: number; message: Record<string, unknown> }[] = []
  const emit = (c: ParsedChange, operation: string, key: string, value: object, oldValue?: object) => {
    const headers: Record<string, unknown> = { operation, relation, lsn: String(c.lsn), op_position: c.op, txids: [c.txid] }
    pending.push({ lsn: c.lsn, op: c.op, message: { key, value, ...(oldValue ? { old_value: oldValue } : {}), headers } })
  }
  const pkOnly = (v: Record<string, string | null>) => pick(v, shape.table.primaryKey)

  for (const c of changes) {
    const inNew = c.row[`n${matchIndex}`] === true
    const inOld = c.row[`o${matchIndex}`] === true
    if (!inNew && !inOld) continue
    const newValue = c.newValue && pick(c.newValue, shape.columns)
    const oldValue = c.oldValue && pick(c.oldValue, shape.columns)
    const newKey = c.newValue && keyOf(shape.table, c.newValue)
    const oldKey = c.oldValue && keyOf(shape.table, c.oldValue)

    if (inOld && (!inNew || oldKey !== newKey)) {
      // Deleted, moved out of the where clause, or its key changed.
      emit(c, 'delete', oldKey!, shape.replica === 'full' ? oldValue! : pkOnly(c.oldValue!))
    }
    if (inNew && (!inOld || oldKey !== newKey)) {
      emit(c, 'insert', newKey!, newValue!)
    } else if (inNew && inOld) {
      const changed = shape.columns.filter((col) => newValue![col] !== oldValue![col])
      if (changed.length === 0) continue
      if (shape.replica === 'full') {
        emit(c, 'update', newKey!, newValue!, pick(oldValue!, changed))
      } else {
        emit(c, 'update', newKey!, { ...pkOnly(c.newValue!), ...pick(newValue!, changed) })
      }
    }
  }
  // `last` marks the final message of each transaction within this shape.
  for (let i = 0; i < pending.length; i++) {
    if (i === pending.length - 1 || pending[i + 1].lsn !== pending[i].lsn) {
      ;(pending[i].message.headers as Record<string, unknown>).last = true
    }
  }
  return pending.map((p) => ({ lsn: p.lsn, op: p.op, json: JSON.stringify(p.message) }))
}
