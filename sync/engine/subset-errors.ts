// Lets Postgres judge a client's expressions, and says which part of a subset it refused, in Electric's form.
import type { SqlClient } from './sql-client'
import type { SubsetRequest } from './subset-request'
import { quoteIdent, type TableInfo } from './table-info'

const SYNTAX_ERROR = '42601'

/**
 * Lets Postgres judge a client's expression on its own: null if fine, else its message in
 * Electric's form, `At location N: …`: N counted from the start of the expression, except for
 * a syntax error, which Electric's parser places in its wrapper `SELECT 1 WHERE <expression>`
 * (or `SELECT 1 ORDER BY …`), and clients see that number.
 */
export function checkExpression(db: SqlClient, table: TableInfo, clause: 'where' | 'order by', expression: string, params: string[]) {
  const [open, close] = clause === 'where' ? ['(', ')'] : ['', '']
  const head = `select 1 from ${table.qualified} as ${quoteIdent(table.name)} ${clause} ${open}`
  return db.query(`${head}${expression}${close} limit 0`, params).then(
    () => null,
    (err: Error & { position?: string }) => {
      const at = Number(err.position) - 1 - head.length
      const shift = (err as { code?: string }).code === SYNTAX_ERROR ? `SELECT 1 ${clause.toUpperCase()} `.length : 0
      return Number.isFinite(at) && at >= 0 && at <= expression.length ? `At location ${at + shift}: ${err.message}` : err.message
    },
  )
}

/** Which subset field Postgres refused, and why. */
export async function subsetError(db: SqlClient, table: TableInfo, subset: SubsetRequest, err: Error): Promise<[string, string]> {
  if (subset.where) {
    const problem = await checkExpression(db, table, 'where', subset.where, subset.params)
    if (problem) return ['where', problem]
  }
  if (subset.orderBy) {
    const problem = await checkExpression(db, table, 'order by', subset.orderBy, [])
    if (problem) return ['order_by', problem]
  }
  return [subset.where ? 'where' : 'order_by', err.message]
}

