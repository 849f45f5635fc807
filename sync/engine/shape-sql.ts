// SQL the engine generates for one shape definition. Values leave Postgres in text format
// (`col::text`), exactly as Electric sends them; keys are `"public"."table"/"pk"`.
import { quoteIdent, type TableInfo } from './table-info'
import { shiftParams } from './where'

export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/** JSON object text of the given columns of the row aliased `alias`. */
export function valueSql(alias: string, columns: string[]): string {
  const names = columns.map(literal).join(', ')
  const values = columns.map((c) => `${alias}.${quoteIdent(c)}::text`).join(', ')
  return `json_object(array[${names}]::text[], array[${values}]::text[])::text`
}

export function keySql(table: TableInfo, alias: string): string {
  const parts = table.primaryKey.map((c) => `'"' || replace(${alias}.${quoteIdent(c)}::text, '"', '""') || '"'`)
  return `${literal(`"public".${quoteIdent(table.name)}/`)} || ${parts.join(` || '/' || `)}`
}

export function keyOf(table: TableInfo, value: Record<string, string | null>): string {
  const parts = table.primaryKey.map((c) => `"${String(value[c]).replaceAll('"', '""')}"`)
  return `"public".${quoteIdent(table.name)}/${parts.join('/')}`
}

export function snapshotSql(table: TableInfo, columns: string[], where: string | null): string {
  const t = quoteIdent(table.name)
  const headers = JSON.stringify({ operation: 'insert', relation: ['public', table.name] })
  const message = `'{"key":' || to_json(${keySql(table, t)})::text || ',"value":' || ${valueSql(t, columns)} || ',"headers":${headers}}'`
  return `select count(*)::int as n, coalesce(string_agg(${message}, ','), '') as body
            from public.${t} as ${t}
           where ${where ? `(${where})` : 'true'}`
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
      `(c.${row} is not null and exists(select 1 from jsonb_populate_record(null::public.${t}, c.${row}) as ${t} where (${where})))`
    return `${test('new_row')} as n${i}, ${test('old_row')} as o${i}`
  })
  const version = (row: string) =>
    `case when c.${row} is null then null else (select ${valueSql('r', all)} from jsonb_populate_record(null::public.${t}, c.${row}) as r) end`
  const text = `select c.lsn::text as lsn, c.op_position as op, c.txid::text as txid, c.operation,
                       ${version('new_row')} as new_value, ${version('old_row')} as old_value
                       ${matches.length ? ',' + matches.join(',\n') : ''}
                  from sync_changes c
                 where c.relation = ${literal(table.name)} and c.lsn > ${fromLsn} and c.lsn <= ${toLsn}
                 order by c.lsn, c.op_position`
  return { text, params }
}
