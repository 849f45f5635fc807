import { describe, expect, it } from 'vitest'
import { withHttps } from '../../../../sync/inputs/directory'
import { qrCodeParam } from '../../../../sync/inputs/people'
import { DEFAULT_FIXED_LABELS, FIXED_LABELS_KEY, fixedKeyOf, parseFixedLabels } from './fixed-category-labels'

// The directory lists themselves are SQL now: directory-query.test.ts.

describe('fixed category labels', () => {
  it('defaults, stored values and broken storage', () => {
    expect(FIXED_LABELS_KEY).toBe('fixedCategoryLabels')
    expect(parseFixedLabels(null)).toEqual(DEFAULT_FIXED_LABELS)
    expect(parseFixedLabels('{not json')).toEqual(DEFAULT_FIXED_LABELS)
    const stored = parseFixedLabels(JSON.stringify({ employees: { name: 'Kolleger', description: '' }, partners: { name: '  ' } }))
    expect(stored.employees).toEqual({ name: 'Kolleger', description: '' })
    expect(stored.partners.name).toBe('Samarbejdspartnere')
    expect(fixedKeyOf('Medarbejdere')).toBe('employees')
    expect(fixedKeyOf('Samarbejdspartnere')).toBe('partners')
    expect(fixedKeyOf('VVS')).toBeNull()
  })
})

describe('shared input rules', () => {
  it('prefixes https:// only when there is no http(s) scheme', () => {
    expect(withHttps('firma.dk')).toBe('https://firma.dk')
    expect(withHttps(' http://firma.dk ')).toBe('http://firma.dk')
    expect(withHttps('HTTPS://firma.dk/x')).toBe('HTTPS://firma.dk/x')
    expect(withHttps('  ')).toBe('')
  })

  it('QR codes: required, 6-36 of letters, digits, - and _', () => {
    const msg = (v: unknown) => {
      const r = qrCodeParam.safeParse(v)
      return r.success ? 'ok' : r.error.issues[0].message
    }
    expect(msg('')).toBe('Ingen profil-QR-kode angivet')
    expect(msg(undefined)).toBe('Ingen profil-QR-kode angivet')
    expect(msg('abcde')).toBe('Ugyldigt QR-kodeformat')
    expect(msg('a'.repeat(37))).toBe('Ugyldigt QR-kodeformat')
    expect(msg('æøåæøå')).toBe('Ugyldigt QR-kodeformat')
    expect(msg('abc-DEF_123')).toBe('ok')
    expect(msg('0123456789abcdef0123456789abcdef')).toBe('ok')
  })
})
