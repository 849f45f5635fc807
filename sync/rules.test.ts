// The three interpretations of every rule — shape where clause (SQL), write guard (Kysely)
// and browser check (JS) — must agree for every viewer and row. Evaluated on real PGlite.
import { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import { PGliteDialect } from './pglite-dialect'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { admins, allOf, anyOf, flagged, nobody, ownedBy, signedIn, whereFor, type Rule, type Viewer } from './rules'
import * as permissions from './permissions'

const VIEWERS: Viewer[] = [
  { id: 'u1', role: 'user' },
  { id: 'u2', role: 'user' },
  { id: 'a1', role: 'admin' },
  { id: 'a2', role: 'administrator' },
]
const BASE_VALUES = ['u1', 'u2', 'a1', 'zz']
const composed: Record<string, Rule<any>> = {
  signedIn,
  nobody,
  admins,
  own: ownedBy('owner'),
  flagged: flagged('flag'),
  postsLike: anyOf(admins, flagged('flag'), ownedBy('owner')),
  ownAndFlagged: allOf(ownedBy('owner'), flagged('flag')),
  nested: anyOf(allOf(admins, flagged('flag')), allOf(ownedBy('owner'), anyOf(nobody, flagged('flag')))),
}
// Every rule the product uses, found by walking the permission modules.
const catalogue: Record<string, Rule<any>> = {}
for (const [group, rules] of Object.entries(permissions)) {
  if (rules && typeof rules === 'object') {
    for (const [name, rule] of Object.entries(rules)) {
      if (rule && typeof (rule as Rule).toSql === 'function') catalogue[`${group}.${name}`] = rule as Rule
    }
  }
}

// The sample table has every column any rule mentions: booleans where a rule compares with
// true, text otherwise; rows draw values from the viewers' ids and the rules' own constants.
const allRules = { ...composed, ...catalogue }
const textColumns = new Set<string>()
const boolColumns = new Set<string>()
const values = new Set(BASE_VALUES)
for (const rule of Object.values(allRules)) {
  for (const viewer of VIEWERS) {
    const where = whereFor(rule, viewer)
    where.params.forEach((v) => values.add(v))
    for (const m of where.sql.matchAll(/"([a-z_]+)" = (true|\$\d+)/g)) (m[2] === 'true' ? boolColumns : textColumns).add(m[1])
  }
}
const columns = [...textColumns].filter((c) => !boolColumns.has(c))
const flags = [...boolColumns]
let seed = 7
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
const ROWS: Record<string, unknown>[] = Array.from({ length: 96 }, () => {
  const row: Record<string, unknown> = {}
  for (const c of columns) row[c] = [...values][Math.floor(random() * values.size)]
  for (const f of flags) row[f] = random() < 0.5
  return row
})

let pglite: PGlite
let db: Kysely<any>
beforeAll(async () => {
  pglite = await PGlite.create()
  db = new Kysely({ dialect: new PGliteDialect({ pglite }) })
  const defs = [...columns.map((c) => `"${c}" text`), ...flags.map((f) => `"${f}" boolean`)]
  await pglite.exec(`create table rows (id serial primary key, ${defs.join(', ')})`)
  const names = [...columns, ...flags]
  for (const r of ROWS) {
    await pglite.query(
      `insert into rows (${names.map((n) => `"${n}"`).join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
      names.map((n) => r[n]),
    )
  }
})
afterAll(async () => pglite.close())

it('finds the catalogue rules', () => {
  expect(Object.keys(catalogue)).toContain('eventRules.update')
})

it.each(Object.entries(allRules))('%s: SQL, Kysely guard and JS agree', async (_name, rule) => {
  for (const viewer of VIEWERS) {
    const where = whereFor(rule, viewer)
    const bySql = (await pglite.query<{ id: number }>(`select id from rows where ${where.sql} order by id`, where.params)).rows.map((r) => r.id)
    const byKysely = (await db.selectFrom('rows').select('id').where(rule.toKysely(viewer)).orderBy('id').execute()).map((r) => r.id)
    const byJs = ROWS.map((row, i) => (rule.test(viewer, row) ? i + 1 : null)).filter((id) => id !== null)
    expect(bySql, `${viewer.id} sql`).toEqual(byJs)
    expect(byKysely, `${viewer.id} kysely`).toEqual(byJs)
    const constant = rule.constant(viewer)
    if (constant !== undefined) expect(byJs.length, `${viewer.id} constant`).toBe(constant ? ROWS.length : 0)
  }
})
