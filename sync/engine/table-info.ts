// What the engine knows about a table: its columns in order, their Postgres types (for the
// `electric-schema` header) and its primary key. Read once from the catalogue per process.
import type { Queryable } from './sql-client'

export interface ColumnInfo {
  name: string
  /** Electric's type name: the base type (`int4`, `text`, …), arrays carry `dims`. */
  type: string
  dims: number
  /** pg_attribute.atttypmod: length, precision and scale, -1 when none. */
  typmod: number
  notNull: boolean
  pkIndex: number | null
}

export interface TableInfo {
  schema: string
  name: string
  /** The name in sync_changes.relation: bare for `public`, else `"schema"."name"`. */
  relation: string
  /** `"schema"."name"` for SQL. */
  qualified: string
  columns: ColumnInfo[]
  byName: Map<string, ColumnInfo>
  primaryKey: string[]
  tracked: boolean
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

export const relationName = (schema: string, name: string) =>
  schema === 'public' ? name : `${quoteIdent(schema)}.${quoteIdent(name)}`

export async function readTableInfo(db: Queryable, schema: string, table: string): Promise<TableInfo | null> {
  const rows = await db.query<{
    name: string
    typname: string
    elemname: string | null
    notnull: boolean
    typmod: number
    ndims: number
    pk_index: number | null
    tracked: boolean
  }>(
    `select a.attname as name,
            t.typname,
            et.typname as elemname,
            a.attnotnull as notnull,
            a.atttypmod as typmod,
            a.attndims as ndims,
            (select array_position(i.indkey::int2[], a.attnum)
               from pg_index i where i.indrelid = c.oid and i.indisprimary) as pk_index,
            exists(select 1 from pg_trigger tg where tg.tgrelid = c.oid and tg.tgname = 'sync_capture') as tracked
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = $1
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where c.relname = $2 and c.relkind in ('r', 'p')
      order by a.attnum`,
    [schema, table],
  )
  if (rows.length === 0) return null
  const columns: ColumnInfo[] = rows.map((r) => ({
    name: r.name,
    type: r.elemname ?? r.typname,
    dims: r.elemname ? Math.max(1, r.ndims) : 0,
    notNull: r.notnull,
    typmod: r.typmod,
    pkIndex: r.pk_index,
  }))
  const primaryKey = columns
    .filter((c) => c.pkIndex !== null)
    .sort((a, b) => a.pkIndex! - b.pkIndex!)
    .map((c) => c.name)
  return {
    schema,
    name: table,
    relation: relationName(schema, table),
    qualified: `${quoteIdent(schema)}.${quoteIdent(table)}`,
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
      ...typeModifier(col.type, col.typmod),
    }
  }
  return JSON.stringify(schema)
}

/** Changes whenever a column is added, dropped, renamed or retyped. */
export const schemaIdentity = (info: TableInfo) => info.columns.map((c) => `${c.name}:${c.type}:${c.dims}`).join(',')

const TIME_TYPES = new Set(['time', 'timetz', 'timestamp', 'timestamptz', 'date'])
const INTERVAL_FIELDS: [string, number][] = [
  ['YEAR', 1 << 2],
  ['MONTH', 1 << 1],
  ['DAY', 1 << 3],
  ['HOUR', 1 << 10],
  ['MINUTE', 1 << 11],
  ['SECOND', 1 << 12],
]

/** Electric's reading of a type modifier (Electric.Schema): lengths, precision, scale, fields. */
function typeModifier(type: string, typmod: number): Record<string, unknown> {
  if (typmod > 0 && (type === 'varchar' || type === 'text')) return { max_length: typmod - 4 }
  if (typmod > 0 && type === 'bpchar') return { length: typmod - 4 }
  if (type === 'bit' || type === 'varbit') return { length: typmod }
  if (type === 'interval' && typmod > -1) {
    const range = (typmod >> 16) & 0xffff
    const precision = (typmod << 16) >> 16
    const units = range === 0x7fff ? [] : INTERVAL_FIELDS.filter(([, mask]) => range & mask).map(([unit]) => unit)
    return {
      ...(units.length === 1 ? { fields: units[0] } : units.length > 1 ? { fields: `${units[0]} TO ${units.at(-1)}` } : {}),
      ...(precision !== -1 ? { precision } : {}),
    }
  }
  if (typmod > 0 && TIME_TYPES.has(type)) return { precision: typmod }
  if (type === 'numeric' && typmod > -1) return { precision: ((typmod - 4) >> 16) & 0xffff, scale: ((typmod - 4) << 16) >> 16 }
  if (typmod > -1) return { type_mod: typmod }
  return {}
}
