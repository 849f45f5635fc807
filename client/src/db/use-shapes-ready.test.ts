// The synced shapes keep their identity while sync only moves offsets, so useShapesReady's
// state (and the pages asking it) do not change on every batch.
import { describe, expect, it } from 'vitest'
import { syncedShapes } from './use-shapes-ready'

const rows = (...shapes: string[]) => shapes.map((shape) => ({ shape }))

describe('syncedShapes', () => {
  it('keeps the previous set when the same shapes are synced, in any order', () => {
    const first = syncedShapes(rows('events', 'profiles'))
    expect([...first].sort()).toEqual(['events', 'profiles'])
    expect(syncedShapes(rows('profiles', 'events'), first)).toBe(first)
  })

  it('gives a new set when a shape is added, removed or replaced', () => {
    const first = syncedShapes(rows('events', 'profiles'))
    for (const next of [rows('events', 'profiles', 'company_news'), rows('events'), rows('events', 'company_news'), rows()]) {
      const answer = syncedShapes(next, first)
      expect(answer).not.toBe(first)
      expect([...answer].sort()).toEqual(next.map((r) => r.shape).sort())
    }
  })
})
