// The SCIM directory form's schema, shared by the admin dialog and the API.
import { describe, expect, it } from 'vitest'
import { scimDirectoryInput } from './scim'
import './zod-danish'

describe('SCIM directory input', () => {
  it('reads the role map as "group = role" lines', () => {
    expect(scimDirectoryInput.parse({ name: ' Entra ID ', roleMap: 'IT-afdelingen = admin\nLedelse=administrator; Alle = user' })).toEqual({
      name: 'Entra ID',
      roleMap: { 'IT-afdelingen': 'admin', Ledelse: 'administrator', Alle: 'user' },
      departmentMap: [],
    })
    expect(scimDirectoryInput.parse({ name: 'Okta' })).toEqual({ name: 'Okta', roleMap: {}, departmentMap: [] })
  })

  it('says in Danish what is wrong', () => {
    const message = (input: unknown) => scimDirectoryInput.safeParse(input).error?.issues[0].message
    expect(message({ name: '' })).toBe('Angiv et navn, fx "Entra ID" eller "Okta"')
    expect(message({})).toBe('Angiv et navn, fx "Entra ID" eller "Okta"')
    expect(message({ name: 'Entra', roleMap: 'IT er admin' })).toBe(
      'Hver linje skal have formen "gruppenavn = user", "gruppenavn = admin" eller "gruppenavn = administrator"',
    )
  })
})
