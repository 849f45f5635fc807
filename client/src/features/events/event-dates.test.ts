import { describe, expect, it } from 'vitest'
import {
  dateBadge,
  formatEventDateTime,
  fromDateTimeLocalValue,
  startOfToday,
  toDateTimeLocalValue,
} from './event-dates'

describe('dateBadge', () => {
  it('shows day over the Danish short month', () => {
    expect(dateBadge('2025-12-12T10:00:00Z', 'Europe/Copenhagen')).toEqual({ day: '12', month: 'dec.' })
    expect(dateBadge('2025-05-03T10:00:00Z', 'Europe/Copenhagen')).toEqual({ day: '3', month: 'maj' })
  })

  it('uses the local calendar day, not UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 January in Copenhagen.
    expect(dateBadge('2025-12-31T23:30:00Z', 'Europe/Copenhagen')).toEqual({ day: '1', month: 'jan.' })
  })

  it('accepts Date objects as PGlite returns them', () => {
    expect(dateBadge(new Date('2025-02-14T12:00:00Z'), 'UTC').day).toBe('14')
  })
})

describe('formatEventDateTime', () => {
  it('formats in da-DK', () => {
    const text = formatEventDateTime('2025-12-12T13:00:00Z', 'Europe/Copenhagen')
    expect(text).toContain('fredag')
    expect(text).toContain('12. december 2025')
    expect(text).toContain('14.00')
  })
})

describe('datetime-local round trip', () => {
  it('keeps the wall-clock time the user typed', () => {
    const iso = fromDateTimeLocalValue('2025-06-01T09:30')
    expect(toDateTimeLocalValue(iso)).toBe('2025-06-01T09:30')
    expect(new Date(iso).getHours()).toBe(9)
  })

  it('leaves an empty value empty so "required" catches it', () => {
    expect(fromDateTimeLocalValue('')).toBe('')
  })

  it('pads single digits', () => {
    expect(toDateTimeLocalValue(new Date(2025, 0, 2, 3, 4))).toBe('2025-01-02T03:04')
  })
})

describe('startOfToday', () => {
  it('is local midnight', () => {
    const s = startOfToday(new Date(2025, 5, 1, 15, 45))
    expect([s.getHours(), s.getMinutes(), s.getDate()]).toEqual([0, 0, 1])
  })
})
