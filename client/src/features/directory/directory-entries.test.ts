import { describe, expect, it } from 'vitest'
import { withHttps } from '../../../../sync/inputs/directory'
import { qrCodeParam } from '../../../../sync/inputs/people'
import { allEntries, entriesOfCategory, filterEntries, roleOptions, topRated, type ContactPerson, type ProfilePerson } from './directory-entries'
import { DEFAULT_FIXED_LABELS, FIXED_LABELS_KEY, fixedKeyOf, parseFixedLabels } from './fixed-category-labels'

const profile = (over: Partial<ProfilePerson>): ProfilePerson => ({
  user_id: 'u', full_name: null, name: null, email: null, title: null, role: 'user', phone: null, image: null, color: null, birthday: null, certifications: [], ...over,
})
const contact = (over: Partial<ContactPerson>): ContactPerson => ({
  id: 'c', full_name: 'X', email: null, phone: null, role: null, company: null, company_url: null, address: null, city: null,
  postal_code: null, country: null, notes: null, color: null, category: null, created_by: null, average_rating: null, rating_count: 0, ...over,
})

const people = [
  profile({ user_id: 'u1', full_name: 'Mette Jensen', title: 'Projektleder', email: 'mette@firma.dk' }),
  profile({ user_id: 'u2', full_name: 'Søren Nielsen', title: 'Formand', phone: '+45 26 74 12 03' }),
  profile({ user_id: 'u3', full_name: 'Lars Admin', role: 'admin' }),
]
const contacts = [
  contact({ id: 'c1', full_name: 'Karsten Bjerre', role: 'Indehaver', company: 'Vestegnens Stillads', category: 'Underentreprenører', average_rating: 4.5, rating_count: 2 }),
  contact({ id: 'c2', full_name: 'Pia Lindholm', role: 'Arkitekt', category: 'Rådgivere', average_rating: 4.5, rating_count: 4 }),
  contact({ id: 'c3', full_name: 'Anne Vikar', role: 'Vikar', category: 'Medarbejdere' }),
  contact({ id: 'c4', full_name: 'Ole Friis', category: null, average_rating: 3, rating_count: 1 }),
]

describe('directory lists', () => {
  it('the overview has everyone, by name in Danish order', () => {
    expect(allEntries(people, contacts).map((e) => e.name)).toEqual([
      'Anne Vikar', 'Karsten Bjerre', 'Lars Admin', 'Mette Jensen', 'Ole Friis', 'Pia Lindholm', 'Søren Nielsen',
    ])
  })

  it('categories: colleagues + Medarbejdere contacts; partners = every other contact; else by name', () => {
    expect(entriesOfCategory('Medarbejdere', people, contacts).map((e) => e.key)).toEqual(['c:c3', 'p:u3', 'p:u1', 'p:u2'])
    expect(entriesOfCategory('Samarbejdspartnere', people, contacts).map((e) => e.key)).toEqual(['c:c1', 'c:c4', 'c:c2'])
    expect(entriesOfCategory('Rådgivere', people, contacts).map((e) => e.key)).toEqual(['c:c2'])
    expect(entriesOfCategory('Findes ikke', people, contacts)).toEqual([])
  })

  it('search matches every word anywhere; the role filter by label', () => {
    const all = allEntries(people, contacts)
    expect(filterEntries(all, 'stillads karsten', '').map((e) => e.name)).toEqual(['Karsten Bjerre'])
    expect(filterEntries(all, '26 74', '').map((e) => e.name)).toEqual(['Søren Nielsen'])
    expect(filterEntries(all, 'METTE@', '').map((e) => e.name)).toEqual(['Mette Jensen'])
    expect(filterEntries(all, '', 'Administrator').map((e) => e.name)).toEqual(['Lars Admin'])
    expect(roleOptions(all)).toEqual(['Administrator', 'Arkitekt', 'Formand', 'Indehaver', 'Kontakt', 'Projektleder', 'Vikar'])
  })

  it('top rated: best average, then most ratings, unrated left out, at most N', () => {
    expect(topRated(contacts, 5).map((c) => c.id)).toEqual(['c2', 'c1', 'c4'])
    expect(topRated(contacts, 1).map((c) => c.id)).toEqual(['c2'])
  })
})

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
