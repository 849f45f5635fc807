// The permission contract. A rule is written once here and interpreted three ways:
//   toSql    → the where clause of a shape (positional params, Electric's `where` + `params`)
//   toKysely → the guard of a write route (`update … where id = ? and <rule>`: no row → 403)
//   test     → the browser deciding whether to show a control
// Because all three come from the same tree they cannot drift; rules.test.ts proves it.
// The browser imports this file for `test`, so Kysely is imported for its types only: the
// guard is the where clause's own text handed to Kysely as a raw node (see `rule`).
import type { Expression, RawNode, SqlBool, ValueNode } from 'kysely'

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

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** A rule from its SQL and JS interpretations; the Kysely guard is its SQL. */
export function rule<Row>(parts: Omit<Rule<Row>, 'toKysely'>): Rule<Row> {
  return {
    ...parts,
    toKysely: (viewer) => {
      const params: string[] = []
      return rawGuard(parts.toSql(viewer, params), params)
    },
  }
}

/**
 * `text` with its `$n` placeholders bound to `params`, as the node Kysely's `sql` tag would
 * build. Parenthesised as a whole: Kysely puts a raw expression into `where a = ? and <rule>`
 * as is, and an unwrapped `x or y` there would read as `(a = ? and x) or y`.
 */
function rawGuard(text: string, params: string[]): Expression<SqlBool> {
  const pieces = `(${text})`.split(/\$(\d+)/)
  const node: RawNode = {
    kind: 'RawNode',
    sqlFragments: pieces.filter((_, i) => i % 2 === 0),
    parameters: pieces
      .filter((_, i) => i % 2 === 1)
      .map((n): ValueNode => ({ kind: 'ValueNode', value: params[Number(n) - 1] })),
  }
  return { expressionType: undefined, toOperationNode: () => node }
}

/** A rule over rows of any table: the constant rules, and code that only reads a rule's SQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row type, as Rule<Row> is contravariant in Row
export type AnyRule = Rule<any>

const constantRule = (value: (viewer: Viewer) => boolean): AnyRule =>
  rule({
    toSql: (viewer) => (value(viewer) ? 'true' : 'false'),
    test: (viewer) => value(viewer),
    constant: (viewer) => value(viewer),
  })

/** Any signed-in user. */
export const signedIn: AnyRule = constantRule(() => true)
export const nobody: AnyRule = constantRule(() => false)
export const admins: AnyRule = constantRule((viewer) => isAdminRole(viewer.role))

/** The row's `column` holds the viewer's user id. */
export function ownedBy<Row>(column: keyof Row & string): Rule<Row> {
  return rule({
    toSql(viewer, params) {
      params.push(viewer.id)
      return `${quoteIdent(column)} = $${params.length}`
    },
    test: (viewer, row) => row !== undefined && row[column] === viewer.id,
    constant: () => undefined,
  })
}

/** The row's boolean `column` is true. */
export function flagged<Row>(column: keyof Row & string): Rule<Row> {
  return rule({
    toSql: () => `${quoteIdent(column)} = true`,
    test: (_viewer, row) => row !== undefined && row[column] === true,
    constant: () => undefined,
  })
}

function combine<Row>(kind: 'and' | 'or', rules: Rule<Row>[]): Rule<Row> {
  const absorbing = kind === 'or' // true absorbs an or, false absorbs an and
  const live = (viewer: Viewer) => rules.filter((r) => r.constant(viewer) === undefined)
  const decided = (viewer: Viewer) => rules.some((r) => r.constant(viewer) === absorbing)
  return rule({
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
    test(viewer, row) {
      return kind === 'or'
        ? rules.some((r) => r.test(viewer, row))
        : rules.every((r) => r.test(viewer, row))
    },
  })
}

export const anyOf = <Row>(...rules: Rule<Row>[]) => combine('or', rules)
export const allOf = <Row>(...rules: Rule<Row>[]) => combine('and', rules)

/** The shape's where clause for this viewer, as Electric's `where` + `params[n]`. */
export function whereFor(rule: AnyRule, viewer: Viewer): SqlWhere {
  const params: string[] = []
  const text = rule.toSql(viewer, params)
  return { sql: text, params }
}
