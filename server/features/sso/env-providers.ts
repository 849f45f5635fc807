// SSO_PROVIDERS: providers set up by the operator instead of in the app — a JSON array of the
// same objects the admin page saves (sync/inputs/sso.ts), secrets included. Wrong JSON or a
// wrong field stops the server at start, naming it, rather than at the first sign-in.
import { z } from 'zod'
import { ssoProviderInput, type SsoProvider } from '../../../sync/inputs/sso'

export function parseSsoProviders(json: string | undefined): { providers: SsoProvider[]; problems: string[] } {
  if (!json?.trim()) return { providers: [], problems: [] }
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch (err) {
    return { providers: [], problems: [`SSO_PROVIDERS is not valid JSON (${(err as Error).message})`] }
  }
  const parsed = z.array(ssoProviderInput).safeParse(raw)
  if (!parsed.success) {
    return { providers: [], problems: parsed.error.issues.map((i) => `SSO_PROVIDERS[${i.path.join('.')}]: ${i.message}`) }
  }
  const problems: string[] = []
  const providers = parsed.data
  providers.forEach((p, i) => {
    if (p.protocol === 'oidc' && !p.clientSecret) problems.push(`SSO_PROVIDERS[${i}].clientSecret is not set`)
    if (p.protocol === 'saml' && !p.certificate) problems.push(`SSO_PROVIDERS[${i}].certificate is not set`)
    for (const field of ['providerId', 'domain'] as const) {
      if (providers.findIndex((o) => o[field] === p[field]) !== i) problems.push(`SSO_PROVIDERS[${i}].${field} "${p[field]}" is used twice`)
    }
  })
  return { providers: problems.length ? [] : providers, problems }
}
