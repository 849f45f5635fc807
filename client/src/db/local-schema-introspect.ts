// A database made before the local layout was described (LOCAL_SCHEMA_VERSION 9 and older
// builds) is described from its catalog once, so its first migration keeps what is unchanged
// instead of rebuilding everything.
import type { Transaction } from '@electric-sql/pglite'
import type { LocalSchemaDescription } from '../../../sync/local-schema'

/** Catalog type names as the description writes them. */
const TYPE_NAMES: Record<string, string> = {
  'timestamp with time zone': 'timestamptz',
}

type ColumnRow = { table: string; column: string; type: string; pk: boolean }

/**
 * The synced tables as they are. Tables keep the shapes this build assigns them (the old code
 * derived them from the same catalogue); an index that exists is taken to be this build's own,
 * since the old code created the same names from the same statements.
 */
export async function describeExistingTables(
  tx: Pick<Transaction, 'query'>,
  current: Pick<LocalSchemaDescription, 'tables' | 'indexes'>,
): Promise<Pick<LocalSchemaDescription, 'tables' | 'indexes'>> {
  const cols = await tx.query<ColumnRow>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
            coalesce(a.attnum = any(i.indkey), false) as pk
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where c.relkind = 'r' and c.relname not like '\\_%'
      order by c.relname, a.attnum`,
  )
  const tables: LocalSchemaDescription['tables'] = {}
  for (const row of cols.rows) {
    const table = (tables[row.table] ??= { columns: [], primaryKey: [], shapes: current.tables[row.table]?.shapes ?? [] })
    table.columns.push({ name: row.column, type: TYPE_NAMES[row.type] ?? row.type })
    if (row.pk) table.primaryKey.push(row.column)
  }
  // Primary key columns in the key's order, not the table's.
  for (const [name, table] of Object.entries(tables)) {
    const wanted = current.tables[name]?.primaryKey
    if (wanted && wanted.length === table.primaryKey.length && wanted.every((c) => table.primaryKey.includes(c))) table.primaryKey = [...wanted]
  }
  const idx = await tx.query<{ name: string }>(`select indexname as name from pg_indexes where schemaname = 'public'`)
  const indexes: LocalSchemaDescription['indexes'] = {}
  for (const { name } of idx.rows) if (current.indexes[name]) indexes[name] = current.indexes[name]
  return { tables, indexes }
}
