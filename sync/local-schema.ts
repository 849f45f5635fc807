// The browser's local tables, derived from the shape catalogue: one table per shape's
// localTable with exactly the synced columns. A test compares this with the server schema.
// The same catalogue gives a description of the layout (localSchemaDescription), which each
// browser keeps in its database: a new version diffs it against its own and migrates only what
// changed (client/src/db/local-migrations.ts), so nobody hand-writes client migrations.
import { shapes, type ShapeDef } from './shapes'
import type { PgType } from './schema'

const LOCAL_TYPE: Record<PgType, string> = {
  text: 'text',
  uuid: 'uuid',
  int4: 'integer',
  bool: 'boolean',
  date: 'date',
  timestamptz: 'timestamptz',
  jsonb: 'jsonb',
}

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`

export function localTableSql(shape: ShapeDef): string {
  const cols = shape.columns.map((name) => `  ${q(name)} ${LOCAL_TYPE[shape.table.columns[name].type]}`)
  const pk = shape.table.primaryKey.map(q).join(', ')
  return `create table if not exists ${q(shape.localTable)} (\n${cols.join(',\n')},\n  primary key (${pk})\n);`
}

/**
 * Bump only to make every browser rebuild its synced tables from scratch, for a change the
 * description cannot show (how values are stored, say). Columns, tables and indexes need no bump:
 * they are migrated from the description.
 */
export const LOCAL_SCHEMA_VERSION = 9

export interface LocalColumn {
  name: string
  /** The local SQL type, e.g. `timestamptz`. */
  type: string
}

export interface LocalTableDescription {
  columns: LocalColumn[]
  primaryKey: string[]
  /** The shapes whose rows live in this table: what a change to it must fetch again. */
  shapes: string[]
}

export interface LocalIndexDescription {
  table: string
  /** The statement that creates it: a different statement is a changed index. */
  sql: string
}

/** What a browser's synced tables look like: stored in its database as JSON. */
export interface LocalSchemaDescription {
  version: number
  tables: Record<string, LocalTableDescription>
  indexes: Record<string, LocalIndexDescription>
}

export function localTableDescriptions(catalogue: Record<string, ShapeDef> = shapes): Record<string, LocalTableDescription> {
  const tables: Record<string, LocalTableDescription> = {}
  for (const [name, shape] of Object.entries(catalogue)) {
    const existing = tables[shape.localTable]
    if (existing) {
      existing.shapes.push(name)
      continue
    }
    tables[shape.localTable] = {
      columns: shape.columns.map((column) => ({ name: column, type: LOCAL_TYPE[shape.table.columns[column].type] })),
      primaryKey: [...shape.table.primaryKey],
      shapes: [name],
    }
  }
  return tables
}

export function localSchemaSql(): string {
  const tables = Object.values(shapes as Record<string, ShapeDef>).map(localTableSql)
  return [...tables, SYNC_STATE_SQL].join('\n\n')
}

export const SYNC_STATE_SQL = `create table if not exists "_sync_state" (
  shape text primary key,
  handle text,
  "offset" text,
  synced_at timestamptz
);`
