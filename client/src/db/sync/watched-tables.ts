// Which local tables some tab is looking at right now. Every live query (useLiveQuery in any
// tab) is a temporary view in the leader's single PGlite session, so the views' table
// dependencies tell the sync scheduler which shapes deserve an open long-poll.
import type { PGlite } from '@electric-sql/pglite'

export async function watchedTables(db: Pick<PGlite, 'query'>): Promise<Set<string>> {
  const res = await db.query<{ table_name: string }>(
    `select distinct table_name from information_schema.view_table_usage
      where view_schema like 'pg\\_temp\\_%' and table_schema = 'public'`,
  )
  return new Set(res.rows.map((r) => r.table_name))
}

/** Shapes whose local table is among `tables`. */
export function hotShapes(shapes: Record<string, { localTable: string }>, tables: Set<string>): string[] {
  return Object.entries(shapes)
    .filter(([, def]) => tables.has(def.localTable))
    .map(([name]) => name)
}
