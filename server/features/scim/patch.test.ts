// SCIM PATCH as Entra ID and Okta send it, applied to a resource as JSON.
import { describe, expect, it } from 'vitest'
import { applyPatch, ENTERPRISE_USER, parsePath, patchRequest, type PatchOperation } from './patch'
import { userAttributes } from './user-schema'
import { parseFilter, parsePaging } from './filter'

const user = () => ({
  userName: 'ida@firma.dk',
  name: { givenName: 'Ida', familyName: 'Holm', formatted: 'Ida Holm' },
  displayName: 'Ida Holm',
  active: true,
  emails: [{ value: 'ida@firma.dk', type: 'work', primary: true }],
})
const ops = (operations: unknown[]): PatchOperation[] => patchRequest.parse({ Operations: operations }).Operations
const fail = (message: string): never => {
  throw new Error(message)
}

describe('SCIM PATCH', () => {
  it("reads Entra ID's capitalised ops, string booleans and value-filtered paths", () => {
    const doc = applyPatch(user(), ops([
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'ida.holm@firma.dk' },
      { op: 'Replace', path: 'name.familyName', value: 'Holm-Berg' },
      { op: 'Add', path: `${ENTERPRISE_USER}:department`, value: 'Anlæg' },
      { op: 'Replace', path: 'active', value: 'False' },
    ]))
    const attrs = userAttributes(doc, fail)
    expect(attrs).toMatchObject({ email: 'ida.holm@firma.dk', familyName: 'Holm-Berg', department: 'Anlæg', active: false })
  })

  it("reads Okta's path-less replace with an object value", () => {
    const doc = applyPatch(user(), ops([{ op: 'replace', value: { active: false, 'name.givenName': 'Ida Marie', title: 'Formand' } }]))
    expect(userAttributes(doc, fail)).toMatchObject({ active: false, givenName: 'Ida Marie', familyName: 'Holm', title: 'Formand' })
  })

  it('adds a work address to a user who has none, and removes attributes', () => {
    const doc = applyPatch({ userName: 'x' }, ops([{ op: 'add', path: 'emails[type eq "work"].value', value: 'x@firma.dk' }]))
    expect(doc.emails).toEqual([{ type: 'work', value: 'x@firma.dk' }])
    const removed = applyPatch({ ...user(), title: 'Tømrer' }, ops([{ op: 'remove', path: 'title' }]))
    expect(removed).not.toHaveProperty('title')
  })

  it('adds and removes group members both ways (Entra: value list; Okta: value filter)', () => {
    const group = { displayName: 'IT', members: [{ value: 'a' }, { value: 'b' }] }
    const added = applyPatch(group, ops([{ op: 'Add', path: 'members', value: [{ value: 'c' }, { value: 'a' }] }]))
    expect((added.members as { value: string }[]).map((m) => m.value)).toEqual(['a', 'b', 'c'])
    const entra = applyPatch(added, ops([{ op: 'Remove', path: 'members', value: [{ value: 'a' }] }]))
    expect((entra.members as { value: string }[]).map((m) => m.value)).toEqual(['b', 'c'])
    const okta = applyPatch(entra, ops([{ op: 'remove', path: 'members[value eq "c"]' }]))
    expect((okta.members as { value: string }[]).map((m) => m.value)).toEqual(['b'])
    const renamed = applyPatch(okta, ops([{ op: 'replace', value: { id: 'ignored', displayName: 'IT-afdelingen' } }]))
    expect(renamed.displayName).toBe('IT-afdelingen')
  })

  it('refuses what it cannot read, in Danish', () => {
    expect(patchRequest.safeParse({ Operations: [{ op: 'move', path: 'x' }] }).error?.issues[0].message).toBe('Ukendt PATCH-operation (brug add, replace eller remove)')
    expect(patchRequest.safeParse({}).error?.issues[0].message).toBe('PATCH skal have en liste "Operations" med mindst én operation')
    expect(() => applyPatch(user(), ops([{ op: 'remove' }]))).toThrow('En remove-operation skal have en sti (path)')
    expect(() => parsePath('emails[type ne "work"]')).toThrow('Ugyldig sti')
    expect(() => userAttributes(applyPatch(user(), ops([{ op: 'replace', path: 'active', value: 'måske' }])), fail)).toThrow('active skal være true eller false')
  })
})

describe('SCIM filters and paging', () => {
  it('reads `attribute eq "value"` case-insensitively and refuses the rest', () => {
    expect(parseFilter('userName eq "Ida@Firma.dk"', ['userName', 'externalId'])).toEqual({ attr: 'userName', value: 'Ida@Firma.dk' })
    expect(parseFilter('EXTERNALID EQ "a\\"b"', ['userName', 'externalId'])).toEqual({ attr: 'externalId', value: 'a"b' })
    expect(parseFilter('emails[type eq "work"].value eq "ida@firma.dk"', ['userName', 'emails.value'])).toEqual({ attr: 'emails.value', value: 'ida@firma.dk' })
    expect(parseFilter(undefined, ['userName'])).toBeNull()
    expect(() => parseFilter('userName sw "i"', ['userName'])).toThrow('Filteret understøttes ikke')
    expect(() => parseFilter('title eq "x"', ['userName'])).toThrow('Filteret understøttes ikke')
  })

  it('pages from a 1-based startIndex, at most 200 at a time', () => {
    expect(parsePaging(undefined, undefined)).toEqual({ offset: 0, limit: 100 })
    expect(parsePaging('11', '5000')).toEqual({ offset: 10, limit: 200 })
    expect(parsePaging('0', '0')).toEqual({ offset: 0, limit: 0 })
    expect(() => parsePaging('x', '1')).toThrow('startIndex og count skal være hele tal')
  })
})
