import { describe, expect, it } from 'vitest'
import { formatDay, isExpired, localDay } from './profile-format'

describe('formatDay', () => {
  it('writes a date in Danish, and a birthday without its year without one', () => {
    expect(formatDay('1990-02-28')).toBe('28. februar 1990')
    expect(formatDay('02-28')).toBe('28. februar')
    expect(formatDay('')).toBe('')
    expect(formatDay(null)).toBe('')
  })
})

describe('isExpired (an expired certificate is flagged)', () => {
  it('is true only for a day before today', () => {
    expect(isExpired('2026-11-22', '2026-11-23')).toBe(true)
    expect(isExpired('2026-11-23', '2026-11-23')).toBe(false)
    expect(isExpired('2027-01-01', '2026-11-23')).toBe(false)
    expect(isExpired('', '2026-11-23')).toBe(false)
    expect(isExpired(null, '2026-11-23')).toBe(false)
    expect(isExpired('snart', '2026-11-23')).toBe(false)
  })
  it('localDay is the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})
