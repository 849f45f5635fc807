// The sync side of settling writes: a batch carrying a write's txid brings the synced row and
// removes the outbox row (the pending overlay) in one local transaction. Real PGlite, real
// local schema, the planner and applyPlan that shape-sync runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { shapes } from '../../../../sync/shapes'
import { ensureLocalSchema } from '../local-schema-init'
import { BatchPlanner, type BatchMessage } from './batch-planner'
import { applyPlan } from './shape-sync'
import { localTableFor } from './statements'

let db: PGlite
beforeAll(async () => {
  db = await PGlite.create()
  await ensureLocalSchema(db)
})
afterAll(() => db.close())
beforeEach(async () => {
  await db.exec('delete from local.outbox; delete from local.synced_txids; delete from events')
})

const ID = '00000000-0000-4000-8000-0000000000e1'
const event = (title: string) => ({
  id: ID,
  title,
  description: null,
  date: '2031-12-12 14:00:00+00',
  location: 'Kantinen',
  created_by: 'u1',
  created_at: '2031-11-01 08:00:00+00',
})
const change = (operation: string, value: Record<string, unknown>, txids?: unknown[]): BatchMessage => ({
  headers: { operation, ...(txids ? { txids } : {}) },
  value,
})
const upToDate: BatchMessage = { headers: { control: 'up-to-date' } }

/** An outbox row as the outbox leaves it after the server answered with `txid`. */
async function acknowledged(txid: string, title: string) {
  await db.query(
    `insert into local.outbox (id, method, path, body, idempotency_key, txid, acknowledged_at)
     values (gen_random_uuid(), 'POST', '/api/events', $1, gen_random_uuid()::text, $2, now())`,
    [JSON.stringify({ title }), txid],
  )
}

/**
 * What a page sees: the synced titles plus the outbox overlays, as pending-events shows them.
 * Read in one statement so it is one snapshot.
 */
const visible = async () =>
  (
    await db.query<{ title: string; pending: boolean }>(
      `select title, false as pending from events
       union all select (body::json)->>'title', true from local.outbox
       order by pending, title`,
    )
  ).rows

async function apply(planner: BatchPlanner, messages: BatchMessage[], after?: () => Promise<void>) {
  const plan = planner.plan(messages)
  if (plan.kind === 'buffer') return plan
  await db.transaction(async (tx) => {
    await applyPlan(tx, 'events', plan, new Date())
    await after?.()
  })
  return plan
}

describe('settling pending writes by txid', () => {
  it('swaps the pending overlay for the synced row in one transaction', async () => {
    const planner = new BatchPlanner(localTableFor(shapes.events), 'live')
    await acknowledged('801', 'Julefrokost')
    await acknowledged('802', 'Sommerfest')
    expect(await visible()).toEqual([
      { title: 'Julefrokost', pending: true },
      { title: 'Sommerfest', pending: true },
    ])

    // The engine sends txids as numbers; the server answered them as text.
    const plan = await apply(planner, [change('insert', event('Julefrokost'), [801]), upToDate])
    expect(plan).toMatchObject({ kind: 'apply', txids: ['801'] })
    expect(await visible()).toEqual([
      { title: 'Julefrokost', pending: false },
      { title: 'Sommerfest', pending: true },
    ])
  })

  it('a batch that fails leaves both the old rows and the overlay', async () => {
    const planner = new BatchPlanner(localTableFor(shapes.events), 'live')
    await acknowledged('803', 'Julefrokost')
    const failing = apply(planner, [change('insert', event('Julefrokost'), [803])], async () => {
      throw new Error('the resume point could not be stored')
    })
    await expect(failing).rejects.toThrow(/resume point/)
    expect(await visible()).toEqual([{ title: 'Julefrokost', pending: true }])
  })

  it('settles on a change whose row the planner cannot write (an update of columns we do not sync)', async () => {
    const planner = new BatchPlanner(localTableFor(shapes.events), 'live')
    await acknowledged('804', 'Uden synlige felter')
    const plan = await apply(planner, [change('update', { id: ID, not_synced: 'x' }, [804]), upToDate])
    expect(plan).toMatchObject({ kind: 'apply', statements: [], txids: ['804'] })
    expect(await visible()).toEqual([])
  })

  it('holds txids of a refetch until its snapshot is applied, and drops them on must-refetch', async () => {
    const planner = new BatchPlanner(localTableFor(shapes.events), 'refetching')
    await acknowledged('805', 'Julefrokost')
    expect(await apply(planner, [change('insert', event('Julefrokost'), [805])])).toEqual({ kind: 'buffer', forgetOffset: false })
    expect(await visible()).toEqual([{ title: 'Julefrokost', pending: true }])
    await apply(planner, [upToDate])
    expect(await visible()).toEqual([{ title: 'Julefrokost', pending: false }])

    await acknowledged('806', 'Sommerfest')
    const live = new BatchPlanner(localTableFor(shapes.events), 'live')
    expect(await apply(live, [change('update', { id: ID, title: 'Sommerfest' }, [806]), { headers: { control: 'must-refetch' } }])).toEqual({
      kind: 'buffer',
      forgetOffset: true,
    })
    const plan = await apply(live, [change('insert', event('Sommerfest')), upToDate])
    expect(plan).toMatchObject({ kind: 'apply', reset: true, txids: [] })
    // The change with 806 belonged to the discarded log: the overlay waits for the fallback.
    expect(await visible()).toEqual([
      { title: 'Sommerfest', pending: false },
      { title: 'Sommerfest', pending: true },
    ])
  })
})
