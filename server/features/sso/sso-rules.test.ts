// The small rules under single sign-on: which role a person's claim values give, how a refusal
// is named for the sign-in page, and what SSO_PROVIDERS accepts.
import { describe, expect, it } from 'vitest'
import { parseRoleMap } from '../../../sync/inputs/sso'
import { diagnoseSamlResponse, ssoErrorCode } from '../../auth/sso-redirects'
import { parseSsoProviders } from './env-providers'
import { mappedRole } from './provider-config'

describe('role mapping', () => {
  const settings = { roleMap: parseRoleMap('alle = user\nit-afdelingen = admin; ledelsen = administrator'), defaultRole: 'user' as const }

  it('gives the highest mapped role, whatever order the groups come in', () => {
    expect(mappedRole(settings, ['ledelsen', 'it-afdelingen'])).toBe('administrator')
    expect(mappedRole(settings, ['it-afdelingen', 'ledelsen'])).toBe('administrator')
    expect(mappedRole(settings, 'it-afdelingen')).toBe('admin')
  })

  it('falls back to the default role', () => {
    expect(mappedRole(settings, ['ukendt'])).toBe('user')
    expect(mappedRole({ ...settings, defaultRole: 'admin' }, undefined)).toBe('admin')
  })
})

describe('refusal codes', () => {
  it.each([
    ['replay_detected', 'SAML assertion has already been used', 'replay'],
    ['invalid_saml_response', 'Unknown or expired request ID', 'replay'],
    ['invalid_saml_response', 'SAML assertion audience does not match this Service Provider', 'audience'],
    ['state_mismatch', '', 'state'],
    ['invalid_provider', 'token_not_verified', 'provider'],
    ['signup_disabled', '', 'account'],
    ['saml_error', 'Invalid SAML response', 'unknown'],
  ])('%s / %s → %s', (error, description, code) => expect(ssoErrorCode(error, description)).toBe(code))

  it('tells an expired SAML answer from one with a bad signature by its own conditions', () => {
    const answer = (end: Date) => Buffer.from(`<Response><Conditions NotOnOrAfter="${end.toISOString()}"/></Response>`).toString('base64')
    expect(diagnoseSamlResponse(answer(new Date(Date.now() - 60 * 60_000)))).toBe('expired')
    expect(diagnoseSamlResponse(answer(new Date(Date.now() + 5 * 60_000)))).toBe('signature')
  })
})

describe('SSO_PROVIDERS', () => {
  const oidc = { providerId: 'entra', name: 'Entra ID', protocol: 'oidc', domain: 'firma.dk', issuer: 'https://login.microsoftonline.com/t/v2.0', clientId: 'c', clientSecret: 's' }

  it('reads a JSON array of providers', () => {
    expect(parseSsoProviders(JSON.stringify([oidc]))).toMatchObject({ problems: [], providers: [{ providerId: 'entra', defaultRole: 'user', passwordSignIn: true }] })
    expect(parseSsoProviders(undefined)).toEqual({ providers: [], problems: [] })
  })

  it('names every problem instead of starting half set up', () => {
    expect(parseSsoProviders('[{').problems[0]).toMatch(/^SSO_PROVIDERS is not valid JSON/)
    expect(parseSsoProviders(JSON.stringify([{ ...oidc, clientSecret: undefined }])).problems).toEqual(['SSO_PROVIDERS[0].clientSecret is not set'])
    expect(parseSsoProviders(JSON.stringify([oidc, { ...oidc, providerId: 'andet' }])).problems).toEqual(['SSO_PROVIDERS[1].domain "firma.dk" is used twice'])
    expect(parseSsoProviders(JSON.stringify([{ ...oidc, issuer: 'ikke en url' }])).problems[0]).toMatch(/issuer/)
  })
})
