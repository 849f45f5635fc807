import { describe, expect, it } from 'vitest'
import { formatDay, isExpired } from './building-display'

describe('building display', () => {
  it('shows a calendar day in Danish', () => {
    expect(formatDay('2030-12-31')).toBe('31. december 2030')
  })

  it('a code is valid through its last day', () => {
    const noon = new Date(2030, 11, 31, 12)
    expect(isExpired('2030-12-31', noon)).toBe(false)
    expect(isExpired('2030-12-30', noon)).toBe(true)
    expect(isExpired(null, noon)).toBe(false)
  })
})
