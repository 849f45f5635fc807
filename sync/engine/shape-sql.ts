// SQL the engine generates for one shape definition. Values leave Postgres in text format
// (`col::text`), exactly as Electric sends them; keys are `"schema"."table"/"pk"`.
import { quoteIdent, type TableInfo } from './table-info'
import { shiftParams } from './where'

export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * Electric's display settings (UTC, ISO dates, ISO 8601 intervals), set for the current
 * transaction only, so values read the same whatever the server's or pool's defaults are
 * (the engine may share its connections with the app).
 */
export const DISPLAY_SETTINGS = `set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, DMY', true),
  set_config('IntervalStyle', 'iso_8601', true), set_config('extra_float_digits', '1', true),
  set_config('bytea_output', 'hex', true)`

/** JSON object text of the given columns of the row aliased `alias`. */
export function valueSql(alias: string, columns: string[]): string {
  const names = columns.map(literal).join(', ')
  const values = columns.map((c) => `${alias}.${quoteIdent(c)}::text`).join(', ')
  return `json_object(array[${names}]::text[], array[${values}]::text[])::text`
}

export function keySql(table: TableInfo, alias: string): string {
  const parts = table.primaryKey.map((c) => `'"' || replace(${alias}.${quoteIdent(c)}::text, '"', '""') || '"'`)
  return `${literal(`${table.qualified}/`)} || ${parts.join(` || '/' || `)}`
}

export function keyOf(table: TableInfo, value: Record<string, string | null>): string {
  const parts = table.primaryKey.map((c) => `"${String(value[c]).replaceAll('"', '""')}"`)
  return `${table.qualified}/${parts.join('/')}`
}

/** One insert message as JSON text, for the row aliased by the table's own name. */
function insertMessageSql(table: TableInfo, columns: string[], extraHeaders: Record<string, unknown> = {}): string {
  const t = quoteIdent(table.name)
  const headers = JSON.stringify({ operation: 'insert', relation: [table.schema, table.name], ...extraHeaders })
  return `'{"key":' || to_json(${keySql(table, t)})::text || ',"value":' || ${valueSql(t, columns)} || ',"headers":' || ${literal(headers)} || '}'`
}

export function snapshotSql(table: TableInfo, columns: string[], where: string | null): string {
  const t = quoteIdent(table.name)
  return `select count(*)::int as n, coalesce(string_agg(${insertMessageSql(table, columns)}, ','), '') as body
            from ${table.qualified} as ${t}
           where ${where ? `(${where})` : 'true'}`
}

export interface SubsetQuery {
  where: string | null
  params: string[]
  orderBy: string | null
  limit: number | null
  offset: number | null
}

/**
 * The rows of a subset: the shape's where AND the subset's, each message marked with the
 * snapshot's mark. The subset's `$n` come after the shape's params.
 */
export function subsetSql(
  table: TableInfo,
  shape: { columns: string[]; where: string | null; params: string[] },
  subset: SubsetQuery,
  mark: number,
): { text: string; params: string[] } {
  const t = quoteIdent(table.name)
  const conditions = [shape.where, subset.where && shiftParams(subset.where, shape.params.length)].filter(Boolean)
  const text = `select ${insertMessageSql(table, shape.columns, { snapshot_mark: mark })} as message
                  from ${table.qualified} as ${t}
                 where ${conditions.length ? conditions.map((c) => `(${c})`).join(' and ') : 'true'}
                 ${subset.orderBy ? `order by ${subset.orderBy}` : ''}
                 ${subset.limit !== null ? `limit ${subset.limit}` : ''}
                 ${subset.offset !== null ? `offset ${subset.offset}` : ''}`
  return { text, params: [...shape.params, ...(subset.where ? subset.params : [])] }
}

export interface MatchClause {
  /** The shape's where, or null for every row. */
  where: string | null
  params: string[]
}

/**
 * One statement for all changes of one table in (fromLsn, toLsn]: every row version's full
 * text value once, plus for each shape whether the old and the new version match its where.
 */
export function changesSql(
  table: TableInfo,
  clauses: MatchClause[],
  fromLsn: number,
  toLsn: number,
): { text: string; params: string[] } {
  const t = quoteIdent(table.name)
  const all = table.columns.map((c) => c.name)
  const params: string[] = []
  const matches = clauses.map((clause, i) => {
    if (!clause.where) return `c.new_row is not null as n${i}, c.old_row is not null as o${i}`
    const where = shiftParams(clause.where, params.length)
    params.push(...clause.params)
    const test = (row: string) =>
      `(c.${row} is not null and exists(select 1 from json_populate_record(null::${table.qualified}, c.${row}) as ${t} where (${where})))`
    return `${test('new_row')} as n${i}, ${test('old_row')} as o${i}`
  })
  const version = (row: string) =>
    `case when c.${row} is null then null else (select ${valueSql('r', all)} from json_populate_record(null::${table.qualified}, c.${row}) as r) end`
  // The settings are applied before any row is formatted: the rows are a LATERAL join on them.
  const text = `select q.* from (select ${DISPLAY_SETTINGS}) as s(s1, s2, s3, s4, s5) cross join lateral (
                select c.lsn::text as lsn, c.op_position as op, c.txid::text as txid, c.operation,
                       ${version('new_row')} as new_value, ${version('old_row')} as old_value
                       ${matches.length ? ',' + matches.join(',\n') : ''}
                  from sync_changes c
                 where c.relation = ${literal(table.relation)} and c.lsn > ${fromLsn} and c.lsn <= ${toLsn}
                   and s.s1 is not null
                 order by c.lsn, c.op_position) as q`
  return { text, params }
}
