import { describe, expect, it } from 'vitest'
import { clampProgress } from '../../../../sync/inputs/projects'
import { formatDay, formatPeriod, listBadge, statusLabel } from './project-display'

describe('project labels', () => {
  it("the list badge reads 'Nybyg' for pending; elsewhere it is 'Afventer'", () => {
    expect([listBadge('pending'), listBadge('in_progress'), listBadge('completed')]).toEqual(['Nybyg', 'I gang', 'Afsluttet'])
    expect([statusLabel('pending'), statusLabel('in_progress'), statusLabel('completed')]).toEqual(['Afventer', 'I gang', 'Afsluttet'])
    expect(statusLabel('noget andet')).toBe('Afventer')
  })
})

describe('dates', () => {
  it('formats date columns in da-DK without moving the day', () => {
    expect(formatDay('2030-07-14')).toBe('14. juli 2030')
    expect(formatDay(null)).toBeNull()
    expect(formatPeriod('2030-03-01', '2030-06-30')).toBe('1. marts 2030 – 30. juni 2030')
    expect(formatPeriod(null, '2030-06-30')).toBe('Til 30. juni 2030')
    expect(formatPeriod(null, null)).toBeNull()
  })
})

describe('clampProgress (shared with the server)', () => {
  it('clamps to 0-100 and turns anything that is not a number into 0', () => {
    expect([clampProgress(150), clampProgress(-5), clampProgress('abc'), clampProgress(''), clampProgress(null)]).toEqual([100, 0, 0, 0, 0])
    expect([clampProgress('45'), clampProgress(42.6), clampProgress(Infinity)]).toEqual([45, 43, 0])
  })
})
