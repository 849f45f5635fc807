import { describe, expect, it } from 'vitest'
import { newPasswordInput, PASSWORDS_DIFFER, PASSWORD_TOO_SHORT, signInInput } from './auth'

const firstProblem = (password: string, confirmation: string) => newPasswordInput.safeParse({ password, confirmation }).error?.issues[0]?.message ?? null

describe('newPasswordInput', () => {
  it('requires at least 6 characters', () => {
    expect(firstProblem('12345', '12345')).toBe(PASSWORD_TOO_SHORT)
    expect(firstProblem('', '')).toBe(PASSWORD_TOO_SHORT)
    expect(firstProblem('123456', '123456')).toBeNull()
  })

  it('requires the confirmation to match, said under the confirmation', () => {
    const issues = newPasswordInput.safeParse({ password: 'hemmelig1', confirmation: 'hemmelig2' }).error?.issues
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmation', PASSWORDS_DIFFER]])
  })

  it('reports length before mismatch', () => {
    expect(firstProblem('abc', 'abcd')).toBe(PASSWORD_TOO_SHORT)
  })
})

describe('signInInput', () => {
  it('trims the address and refuses a missing or malformed one', () => {
    expect(signInInput.parse({ email: ' a@b.dk ', password: 'x' }).email).toBe('a@b.dk')
    expect(signInInput.safeParse({ email: '', password: 'x' }).error?.issues[0]?.message).toBe('Skriv din e-mailadresse eller dit brugernavn')
    expect(signInInput.safeParse({ email: 'a@', password: 'x' }).error?.issues[0]?.message).toBe('Ugyldig e-mailadresse')
    // Without an @ it is a site crew's username or phone number.
    expect(signInInput.parse({ email: ' +45 12 34 56 78 ', password: 'x' }).email).toBe('+45 12 34 56 78')
  })
})
