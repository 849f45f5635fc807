// The browser's local tables, derived from the shape catalogue: one table per shape's
// localTable with exactly the synced columns. A test compares this with the server schema.
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

/** Bumped whenever the local layout changes so browsers rebuild their local database. */
export const LOCAL_SCHEMA_VERSION = 10

export function localSchemaSql(): string {
  const tables = Object.values(shapes as Record<string, ShapeDef>).map(localTableSql)
  return [
    ...tables,
    `create table if not exists "_sync_state" (
  shape text primary key,
  handle text,
  "offset" text,
  synced_at timestamptz
);`,
  ].join('\n\n')
}
