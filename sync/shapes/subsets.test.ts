import { describe, expect, it } from 'vitest'
import { shapes, type ShapeDef } from '../shapes'
import { refuseSubset, subsetParamsFor, windowStart, type SubsetRequest } from './subsets'

const posts = shapes.posts
interface Sent {
  where: string | null
  params: unknown
  orderBy: string | null
  limit: string | null
  offset: string | null
}
const sent = (p: ReturnType<typeof subsetParamsFor>): Sent => ({
  where: p.where,
  params: p.params,
  orderBy: p.orderBy ?? null,
  limit: p.limit === undefined ? null : String(p.limit),
  offset: null,
})

describe('subset snapshots of a recent shape', () => {
  it('accepts every form the client builds', () => {
    const requests: SubsetRequest[] = [
      { kind: 'recent', since: '2026-08-01T00:00:00.000Z' },
      { kind: 'older', before: '2025-01-02T10:00:00.000Z' },
      { kind: 'older', before: '2025-01-02T10:00:00.000Z', filters: { approved: 'false' } },
      { kind: 'lookup', column: 'id', value: '0b5f3c39-1df5-4b8e-8d1b-2f0c6d1c8e11' },
    ]
    for (const r of requests) expect(refuseSubset(posts, sent(subsetParamsFor(posts, r))), JSON.stringify(r)).toBeNull()
  })

  it('pages older rows newest first, a page at a time, repeating the boundary row', () => {
    const p = subsetParamsFor(posts, { kind: 'older', before: '2025-01-02T10:00:00.000Z', filters: { approved: 'true' } })
    expect(p).toEqual({
      where: '"created_at" <= $1 AND "approved" = $2',
      params: { '1': '2025-01-02T10:00:00.000Z', '2': 'true' },
      orderBy: '"created_at" DESC',
      limit: 30,
    })
  })

  it('refuses SQL of the browser’s own, other columns, bad values and oversize pages', () => {
    const ok = sent(subsetParamsFor(posts, { kind: 'older', before: '2025-01-02T10:00:00.000Z' }))
    const cases: [string, Partial<Sent>][] = [
      ['other where', { where: 'true OR "created_at" <= $1' }],
      ['other column', { where: '"updated_at" <= $1' }],
      ['injected value', { params: { '1': "2025-01-01' or true --" } }],
      ['extra param', { params: { '1': '2025-01-02T10:00:00.000Z', '2': 'x' } }],
      ['params not an object', { params: ['2025-01-02T10:00:00.000Z'] }],
      ['big page', { limit: '1000' }],
      ['no limit', { limit: null }],
      ['other order', { orderBy: '"headline" DESC' }],
      ['offset', { offset: '10' }],
    ]
    for (const [why, change] of cases) expect(refuseSubset(posts, { ...ok, ...change }), why).not.toBeNull()
    const lookup = sent(subsetParamsFor(posts, { kind: 'lookup', column: 'id', value: '0b5f3c39-1df5-4b8e-8d1b-2f0c6d1c8e11' }))
    expect(refuseSubset(posts, { ...lookup, params: { '1': 'not-a-uuid' } })).not.toBeNull()
    expect(refuseSubset(posts, { ...lookup, where: '"user_id" = $1' })).not.toBeNull()
  })

  it('holds pending posts up front whatever their age, and only those', () => {
    const recent = subsetParamsFor(posts, { kind: 'recent', since: '2026-08-01T00:00:00.000Z' })
    expect(recent.where).toBe('("created_at" >= $1 OR "approved" = $2)')
    expect(recent.params).toEqual({ '1': '2026-08-01T00:00:00.000Z', '2': 'false' })
    expect(refuseSubset(posts, { ...sent(recent), params: { '1': '2026-08-01T00:00:00.000Z', '2': 'true' } })).not.toBeNull()
  })

  it('offers no subsets of a shape held whole', () => {
    const profiles: ShapeDef = shapes.profiles
    expect(refuseSubset(profiles, { where: '"created_at" >= $1', params: { '1': '2026-01-01T00:00:00Z' }, orderBy: null, limit: '10', offset: null })).not.toBeNull()
    expect(() => subsetParamsFor(profiles, { kind: 'recent', since: 'x' })).toThrow()
  })

  it('starts the window at a whole day so the request is stable through the day', () => {
    const h = { kind: 'recent' as const, column: 'created_at', days: 90, pageSize: 10 }
    expect(windowStart(h, new Date('2026-11-23T15:30:00Z'))).toBe('2026-08-25T00:00:00.000Z')
  })
})
