// What the engine knows about a table: its columns in order, their Postgres types (for the
// `electric-schema` header) and its primary key. Read once from the catalogue per process.
import type { Queryable } from './sql-client'

export interface ColumnInfo {
  name: string
  /** Electric's type name: the base type (`int4`, `text`, …), arrays carry `dims`. */
  type: string
  dims: number
  notNull: boolean
  pkIndex: number | null
}

export interface TableInfo {
  name: string
  columns: ColumnInfo[]
  byName: Map<string, ColumnInfo>
  primaryKey: string[]
  tracked: boolean
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

export async function readTableInfo(db: Queryable, table: string): Promise<TableInfo | null> {
  const rows = await db.query<{
    name: string
    typname: string
    elemname: string | null
    notnull: boolean
    ndims: number
    pk_index: number | null
    tracked: boolean
  }>(
    `select a.attname as name,
            t.typname,
            et.typname as elemname,
            a.attnotnull as notnull,
            a.attndims as ndims,
            (select array_position(i.indkey::int2[], a.attnum)
               from pg_index i where i.indrelid = c.oid and i.indisprimary) as pk_index,
            exists(select 1 from pg_trigger tg where tg.tgrelid = c.oid and tg.tgname = 'sync_capture') as tracked
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where c.relname = $1 and c.relkind = 'r'
      order by a.attnum`,
    [table],
  )
  if (rows.length === 0) return null
  const columns: ColumnInfo[] = rows.map((r) => ({
    name: r.name,
    type: r.elemname ?? r.typname,
    dims: r.elemname ? Math.max(1, r.ndims) : 0,
    notNull: r.notnull,
    pkIndex: r.pk_index,
  }))
  const primaryKey = columns
    .filter((c) => c.pkIndex !== null)
    .sort((a, b) => a.pkIndex! - b.pkIndex!)
    .map((c) => c.name)
  return {
    name: table,
    columns,
    byName: new Map(columns.map((c) => [c.name, c])),
    primaryKey,
    tracked: rows[0].tracked,
  }
}

/** The `electric-schema` header for the selected columns. */
export function schemaHeader(info: TableInfo, columns: string[]): string {
  const schema: Record<string, Record<string, unknown>> = {}
  for (const name of columns) {
    const col = info.byName.get(name)!
    schema[name] = {
      type: col.type,
      ...(col.dims ? { dims: col.dims } : {}),
      ...(col.pkIndex !== null ? { pk_index: col.pkIndex } : {}),
      ...(col.notNull ? { not_null: true } : {}),
    }
  }
  return JSON.stringify(schema)
}
