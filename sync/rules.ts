// The permission contract. A rule is written once here and interpreted three ways:
//   toSql    → the where clause of a shape (positional params, Electric's `where` + `params`)
//   toKysely → the guard of a write route (`update … where id = ? and <rule>`: no row → 403)
//   test     → the browser deciding whether to show a control
// Because all three come from the same tree they cannot drift; rules.test.ts proves it.
import { sql, type Expression, type SqlBool } from 'kysely'

export const ROLES = ['user', 'admin', 'administrator'] as const
export type Role = (typeof ROLES)[number]

export interface Viewer {
  id: string
  role: Role
}

/** Both admin roles count as admin everywhere. */
export const isAdminRole = (role: string | null | undefined): boolean =>
  role === 'admin' || role === 'administrator'

export interface SqlWhere {
  sql: string
  params: string[]
}

export interface Rule<Row = Record<string, unknown>> {
  toSql(viewer: Viewer, params: string[]): string
  toKysely(viewer: Viewer): Expression<SqlBool>
  test(viewer: Viewer, row?: Partial<Row>): boolean
  /** Known without looking at a row (true/false), or undefined when it depends on the row. */
  constant(viewer: Viewer): boolean | undefined
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

const constantRule = (value: (viewer: Viewer) => boolean): Rule<any> => ({
  toSql: (viewer) => (value(viewer) ? 'true' : 'false'),
  toKysely: (viewer) => sql<SqlBool>`${sql.lit(value(viewer))}`,
  test: (viewer) => value(viewer),
  constant: (viewer) => value(viewer),
})

/** Any signed-in user. */
export const signedIn: Rule<any> = constantRule(() => true)
export const nobody: Rule<any> = constantRule(() => false)
export const admins: Rule<any> = constantRule((viewer) => isAdminRole(viewer.role))

/** The row's `column` holds the viewer's user id. */
export function ownedBy<Row>(column: keyof Row & string): Rule<Row> {
  return {
    toSql(viewer, params) {
      params.push(viewer.id)
      return `${quoteIdent(column)} = $${params.length}`
    },
    toKysely: (viewer) => sql<SqlBool>`${sql.ref(column)} = ${viewer.id}`,
    test: (viewer, row) => row !== undefined && row[column] === viewer.id,
    constant: () => undefined,
  }
}

/** The row's boolean `column` is true. */
export function flagged<Row>(column: keyof Row & string): Rule<Row> {
  return {
    toSql: () => `${quoteIdent(column)} = true`,
    toKysely: () => sql<SqlBool>`${sql.ref(column)} = true`,
    test: (_viewer, row) => row !== undefined && row[column] === true,
    constant: () => undefined,
  }
}

function combine<Row>(kind: 'and' | 'or', rules: Rule<Row>[]): Rule<Row> {
  const absorbing = kind === 'or' // true absorbs an or, false absorbs an and
  const live = (viewer: Viewer) => rules.filter((r) => r.constant(viewer) === undefined)
  const decided = (viewer: Viewer) => rules.some((r) => r.constant(viewer) === absorbing)
  return {
    constant(viewer) {
      if (decided(viewer)) return absorbing
      return live(viewer).length === 0 ? !absorbing : undefined
    },
    toSql(viewer, params) {
      const constant = this.constant(viewer)
      if (constant !== undefined) return constant ? 'true' : 'false'
      return live(viewer)
        .map((r) => `(${r.toSql(viewer, params)})`)
        .join(` ${kind} `)
    },
    toKysely(viewer) {
      const constant = this.constant(viewer)
      if (constant !== undefined) return sql<SqlBool>`${sql.lit(constant)}`
      const parts = live(viewer).map((r) => sql`(${r.toKysely(viewer)})`)
      // Parenthesised as a whole: Kysely puts a raw expression into `where a = ? and <rule>`
      // as is, and an unwrapped `x or y` there would read as `(a = ? and x) or y`.
      return sql<SqlBool>`(${sql.join(parts, sql.raw(` ${kind} `))})`
    },
    test(viewer, row) {
      return kind === 'or'
        ? rules.some((r) => r.test(viewer, row))
        : rules.every((r) => r.test(viewer, row))
    },
  }
}

export const anyOf = <Row>(...rules: Rule<Row>[]) => combine('or', rules)
export const allOf = <Row>(...rules: Rule<Row>[]) => combine('and', rules)

/** The shape's where clause for this viewer, as Electric's `where` + `params[n]`. */
export function whereFor(rule: Rule<any>, viewer: Viewer): SqlWhere {
  const params: string[] = []
  const text = rule.toSql(viewer, params)
  return { sql: text, params }
}
