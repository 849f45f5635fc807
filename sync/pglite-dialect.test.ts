// Our Kysely dialect over PGlite (kysely 0.28 has none): transactions commit and roll back,
// never interleave on the one connection, and keep other users of the PGlite instance out.
import { PGlite } from '@electric-sql/pglite'
import { Kysely, sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PGliteDialect } from './pglite-dialect'

interface DB {
  items: { id: number; label: string }
}

let pglite: PGlite
let db: Kysely<DB>
beforeAll(async () => {
  pglite = await PGlite.create()
  db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) })
  await pglite.exec('create table items (id int primary key, label text not null)')
})
afterAll(async () => pglite.close())
beforeEach(async () => {
  await pglite.exec('delete from items')
})

const labels = async () => (await pglite.query<{ label: string }>('select label from items order by id')).rows.map((r) => r.label)
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('PGliteDialect', () => {
  it('runs queries with rows and affected-row counts', async () => {
    const inserted = await db.insertInto('items').values([{ id: 1, label: 'a' }, { id: 2, label: 'b' }]).executeTakeFirst()
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n)
    const updated = await db.updateTable('items').set({ label: 'c' }).where('id', '=', 2).executeTakeFirst()
    expect(updated.numUpdatedRows).toBe(1n)
    expect(await db.selectFrom('items').select(['id', 'label']).orderBy('id').execute()).toEqual([{ id: 1, label: 'a' }, { id: 2, label: 'c' }])
  })

  it('commits a transaction, and rolls it back when the callback throws', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, label: 'kept' }).execute()
    })
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 2, label: 'gone' }).execute()
        throw new Error('nej')
      }),
    ).rejects.toThrow('nej')
    expect(await labels()).toEqual(['kept'])
  })

  it('rolls back after a failed statement and reports the statement’s error', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 1, label: 'x' }).execute()
        await trx.insertInto('items').values({ id: 1, label: 'duplicate' }).execute()
      }),
    ).rejects.toThrow(/duplicate key/)
    expect(await labels()).toEqual([])
    // The connection is usable afterwards.
    await db.insertInto('items').values({ id: 3, label: 'after' }).execute()
    expect(await labels()).toEqual(['after'])
  })

  it('never lets a query from outside slip into an open transaction', async () => {
    let inside!: () => void
    const open = new Promise<void>((resolve) => (inside = resolve))
    let finish!: () => void
    const hold = new Promise<void>((resolve) => (finish = resolve))
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, label: 'rolled back' }).execute()
      inside()
      await hold
      throw new Error('rollback')
    })
    await open
    // Through Kysely and straight to PGlite (as the shape engine does): both wait for the end.
    const viaKysely = db.insertInto('items').values({ id: 2, label: 'kysely' }).execute()
    const direct = pglite.query(`insert into items values (3, 'direct')`)
    await tick()
    finish()
    await expect(failing).rejects.toThrow('rollback')
    await Promise.all([viaKysely, direct])
    expect(await labels()).toEqual(['kysely', 'direct'])
  })

  it('runs concurrent transactions one after the other', async () => {
    const run = (id: number) =>
      db.transaction().execute(async (trx) => {
        const [{ n }] = await trx.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).execute()
        await tick()
        await trx.insertInto('items').values({ id, label: `seen ${n}` }).execute()
      })
    await Promise.all([run(1), run(2), run(3)])
    // Interleaved, two would have counted the same number of rows.
    expect((await labels()).sort()).toEqual(['seen 0', 'seen 1', 'seen 2'])
  })

  it('applies isolation level and access mode, and supports savepoints', async () => {
    const level = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => (await sql<{ l: string; ro: string }>`select current_setting('transaction_isolation') as l, current_setting('transaction_read_only') as ro`.execute(trx)).rows[0])
    expect(level).toEqual({ l: 'repeatable read', ro: 'on' })

    const trx = await db.startTransaction().execute()
    await trx.insertInto('items').values({ id: 1, label: 'outer' }).execute()
    const sp = await trx.savepoint('sp').execute()
    await sp.insertInto('items').values({ id: 2, label: 'undone' }).execute()
    await (await sp.rollbackToSavepoint('sp').execute()).commit().execute()
    expect(await labels()).toEqual(['outer'])
  })
})
