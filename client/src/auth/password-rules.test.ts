import { describe, expect, it } from 'vitest'
import { newPasswordError, PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from './password-rules'

describe('newPasswordError', () => {
  it('requires at least 6 characters', () => {
    expect(newPasswordError('12345', '12345')).toBe(PASSWORD_TOO_SHORT)
    expect(newPasswordError('', '')).toBe(PASSWORD_TOO_SHORT)
    expect(newPasswordError('123456', '123456')).toBeNull()
  })

  it('requires the confirmation to match', () => {
    expect(newPasswordError('hemmelig1', 'hemmelig2')).toBe(PASSWORDS_DIFFER)
  })

  it('reports length before mismatch', () => {
    expect(newPasswordError('abc', 'abcd')).toBe(PASSWORD_TOO_SHORT)
  })
})
