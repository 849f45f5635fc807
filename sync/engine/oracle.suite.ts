// Oracle property test: random viewers × shapes built from the permission rules × random
// batches of inserts, updates, deletes and moves. After every batch each client's
// materialised shape must equal a direct query. Seeded (SYNC_ORACLE_SEED) and shrinking.
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { admins, anyOf, flagged, ownedBy, signedIn, whereFor, type Rule, type Viewer } from '../rules'
import { eventually, sortById, startHarness, type DbKind, type EngineHarness } from './test-support'

const VIEWERS: Viewer[] = [
  { id: 'u1', role: 'user' },
  { id: 'u2', role: 'user' },
  { id: 'a1', role: 'admin' },
]
const RULES: Record<string, Rule<any>> = {
  everyone: signedIn,
  approvedOrOwn: anyOf(admins, flagged('approved'), ownedBy('user_id')),
  own: ownedBy('user_id'),
  adminsOnly: admins,
}
const OWNERS = ['u1', 'u2', 'a1', 'x']

type Op =
  | { kind: 'insert'; id: number; owner: string; approved: boolean; title: string }
  | { kind: 'update'; id: number; title: string }
  | { kind: 'move'; id: number; owner: string; approved: boolean }
  | { kind: 'delete'; id: number }

const idArb = fc.integer({ min: 1, max: 12 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), id: idArb, owner: fc.constantFrom(...OWNERS), approved: fc.boolean(), title: fc.string({ maxLength: 8 }) }),
  fc.record({ kind: fc.constant('update' as const), id: idArb, title: fc.string({ maxLength: 8 }) }),
  fc.record({ kind: fc.constant('move' as const), id: idArb, owner: fc.constantFrom(...OWNERS), approved: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), id: idArb }),
)
const batchesArb = fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 })
const clientsArb = fc.uniqueArray(
  fc.record({ viewer: fc.integer({ min: 0, max: VIEWERS.length - 1 }), rule: fc.constantFrom(...Object.keys(RULES)), replica: fc.constantFrom('default', 'full') }),
  { minLength: 1, maxLength: 4, selector: (c) => `${c.viewer}/${c.rule}/${c.replica}` },
)

function sqlFor(table: string, op: Op): [string, unknown[]] {
  switch (op.kind) {
    case 'insert':
      return [`insert into ${table} (id, user_id, approved, title) values ($1, $2, $3, $4) on conflict (id) do nothing`, [op.id, op.owner, op.approved, op.title]]
    case 'update':
      return [`update ${table} set title = $2 where id = $1`, [op.id, op.title]]
    case 'move':
      return [`update ${table} set user_id = $2, approved = $3 where id = $1`, [op.id, op.owner, op.approved]]
    case 'delete':
      return [`delete from ${table} where id = $1`, [op.id]]
  }
}

export function describeOracle(kind: DbKind, numRuns: number) {
  let h: EngineHarness
  let run = 0
  beforeAll(async () => {
    h = await startHarness(kind)
  })
  afterAll(async () => h?.close())

  it(`every client equals a direct query after every batch (${kind})`, async () => {
    const seed = Number(process.env.SYNC_ORACLE_SEED ?? 20261122)
    await fc.assert(
      fc.asyncProperty(clientsArb, batchesArb, async (clientSpecs, batches) => {
        const table = `oracle_${kind}_${run++}`
        await h.db.sql.exec(`create table ${table} (id integer primary key, user_id text not null, approved boolean not null, title text);
          select sync_track('${table}');`)
        const clients = clientSpecs.map((spec) => {
          const where = whereFor(RULES[spec.rule], VIEWERS[spec.viewer])
          const { shape, stream } = h.stream({ table, where: where.sql, params: where.params, replica: spec.replica })
          return { shape, stream, where }
        })
        try {
          await Promise.all(clients.map((c) => c.shape.rows))
          for (const batch of batches) {
            await h.db.sql.exec('begin')
            try {
              for (const op of batch) await h.db.sql.query(...sqlFor(table, op))
              await h.db.sql.exec('commit')
            } catch (err) {
              await h.db.sql.exec('rollback')
              throw err
            }
            for (const c of clients) {
              const expected = await h.db.sql.query(`select * from ${table} where ${c.where.sql} order by id`, c.where.params)
              await eventually(() => expect(sortById(c.shape.currentRows)).toEqual(expected), 5_000)
            }
          }
        } finally {
          for (const c of clients) c.stream.unsubscribeAll()
        }
      }),
      { seed, numRuns, endOnFailure: false },
    )
  })
}
