import { describe, expect, it } from 'vitest'
import { BatchPlanner, type BatchMessage } from './batch-planner'
import type { LocalTable, Statement } from './statements'

const table: LocalTable = { name: 't', primaryKey: ['id'], columns: { id: 'text', v: 'text' } }
const ins = (id: string, v = id): BatchMessage => ({ headers: { operation: 'insert' }, value: { id, v } })
const del = (id: string): BatchMessage => ({ headers: { operation: 'delete' }, value: { id } })
const upToDate: BatchMessage = { headers: { control: 'up-to-date' } }
const mustRefetch: BatchMessage = { headers: { control: 'must-refetch' } }

/** The keys a statement writes: its first parameter, or each row's id in a bulk insert. */
const keysOf = (s: Statement): unknown[] =>
  s.sql.includes('json_populate_recordset') ? (JSON.parse(s.params[0] as string) as { id: unknown }[]).map((r) => r.id) : [s.params[0]]

describe('BatchPlanner', () => {
  it('applies live batches as they come', () => {
    const p = new BatchPlanner(table, 'live')
    const plan = p.plan([ins('a'), del('b'), upToDate])
    expect(plan).toMatchObject({ kind: 'apply', reset: false, upToDate: true })
    expect(plan.kind === 'apply' && plan.statements.length).toBe(2)
  })

  it('applies a live batch without up-to-date too (partial log)', () => {
    const plan = new BatchPlanner(table, 'live').plan([ins('a')])
    expect(plan).toMatchObject({ kind: 'apply', reset: false, upToDate: false })
  })

  it('buffers a first sync until up-to-date, then replaces the table in one go', () => {
    const p = new BatchPlanner(table, 'refetching')
    expect(p.plan([ins('a'), ins('b')])).toEqual({ kind: 'buffer', forgetOffset: false })
    const plan = p.plan([ins('c'), upToDate])
    expect(plan).toMatchObject({ kind: 'apply', reset: true, upToDate: true })
    expect(plan.kind === 'apply' && plan.statements.flatMap(keysOf)).toEqual(['a', 'b', 'c'])
    expect(p.mode).toBe('live')
  })

  it('on must-refetch forgets the offset, drops pending changes and buffers the new snapshot', () => {
    const p = new BatchPlanner(table, 'live')
    expect(p.plan([ins('old'), mustRefetch])).toEqual({ kind: 'buffer', forgetOffset: true })
    expect(p.plan([ins('n1')])).toEqual({ kind: 'buffer', forgetOffset: false })
    const plan = p.plan([ins('n2'), upToDate])
    expect(plan).toMatchObject({ kind: 'apply', reset: true })
    expect(plan.kind === 'apply' && plan.statements.flatMap(keysOf)).toEqual(['n1', 'n2'])
  })

  it('restarts the buffer when a second must-refetch arrives mid-refetch', () => {
    const p = new BatchPlanner(table, 'refetching')
    p.plan([ins('stale')])
    p.plan([mustRefetch])
    const plan = p.plan([ins('fresh'), upToDate])
    expect(plan.kind === 'apply' && plan.statements.flatMap(keysOf)).toEqual(['fresh'])
  })

  it('ignores other control and event messages', () => {
    const p = new BatchPlanner(table, 'live')
    const plan = p.plan([{ headers: { control: 'snapshot-end' } }, { headers: { event: 'move-out' } }])
    expect(plan).toEqual({ kind: 'apply', reset: false, statements: [], upToDate: false, txids: [] })
  })
})
