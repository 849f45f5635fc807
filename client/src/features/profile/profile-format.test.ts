import { describe, expect, it } from 'vitest'
import { formatDay } from './profile-format'

describe('formatDay', () => {
  it('writes a date in Danish, and a birthday without its year without one', () => {
    expect(formatDay('1990-02-28')).toBe('28. februar 1990')
    expect(formatDay('02-28')).toBe('28. februar')
    expect(formatDay('')).toBe('')
    expect(formatDay(null)).toBe('')
  })
})
