// The three interpretations of every rule — shape where clause (SQL), write guard (Kysely)
// and browser check (JS) — must agree for every viewer and row. Evaluated on real PGlite.
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { admins, allOf, anyOf, flagged, nobody, ownedBy, signedIn, whereFor, type Rule, type Viewer } from './rules'
import * as permissions from './permissions'

const VIEWERS: Viewer[] = [
  { id: 'u1', role: 'user' },
  { id: 'u2', role: 'user' },
  { id: 'a1', role: 'admin' },
  { id: 'a2', role: 'administrator' },
]
const ROWS = ['u1', 'u2', 'a1', 'zz'].flatMap((owner) =>
  [true, false].map((flag) => ({ owner, flag, user_id: owner, created_by: owner, approved: flag })),
)

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

let pglite: PGlite
let db: Kysely<any>
beforeAll(async () => {
  pglite = await PGlite.create()
  db = new Kysely({ dialect: new PGliteDialect({ pglite }) })
  await pglite.exec(`create table rows (id serial primary key, owner text, flag boolean, user_id text, created_by text, approved boolean)`)
  for (const r of ROWS) {
    await pglite.query(`insert into rows (owner, flag, user_id, created_by, approved) values ($1, $2, $3, $4, $5)`, [r.owner, r.flag, r.user_id, r.created_by, r.approved])
  }
})
afterAll(async () => pglite.close())

it('finds the catalogue rules', () => {
  expect(Object.keys(catalogue)).toContain('eventRules.update')
})

it.each(Object.entries({ ...composed, ...catalogue }))('%s: SQL, Kysely guard and JS agree', async (_name, rule) => {
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
