import { describe, expect, it } from 'vitest'
import { displayName, formatAddress, initials, roleLabel } from './profile-display'

describe('profile display helpers', () => {
  it('names by full name, then short name, then e-mail', () => {
    expect(displayName({ full_name: 'Mette Jensen', name: 'Mette' })).toBe('Mette Jensen')
    expect(displayName({ full_name: ' ', name: 'Mette' })).toBe('Mette')
    expect(displayName({ email: 'm@demo.dk' })).toBe('m@demo.dk')
    expect(displayName(null)).toBe('Ukendt bruger')
  })

  it('makes initials', () => {
    expect(initials('Mette Jensen')).toBe('MJ')
    expect(initials('Søren Aabye Kierkegaard')).toBe('SK')
    expect(initials('ole')).toBe('O')
    expect(initials('')).toBe('?')
  })

  it('labels the role', () => {
    expect(roleLabel('Tømrer', 'user')).toBe('Tømrer')
    expect(roleLabel(null, 'administrator')).toBe('Administrator')
    expect(roleLabel(null, 'user')).toBe('Medlem')
    expect(roleLabel(undefined, undefined)).toBe('Medlem')
  })

  it('formats an address from its parts', () => {
    expect(formatAddress({ address: 'Vestergade 12', postal_code: '8000', city: 'Aarhus C', country: 'Danmark' })).toBe(
      'Vestergade 12, 8000 Aarhus C, Danmark',
    )
    expect(formatAddress({ city: 'Odense' })).toBe('Odense')
    expect(formatAddress({})).toBeNull()
  })
})
