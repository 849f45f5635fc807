// Single sign-on: the provider an administrator sets up (admin page "Single sign-on" and the
// SSO_PROVIDERS variable read the same schema), the public answer the sign-in page gets for an
// e-mail domain, and the Danish words for every way an SSO sign-in can be refused.
import { z } from 'zod'
import { requiredText } from './fields'

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number]
export const SSO_ROLES = ['user', 'admin', 'administrator'] as const
export type SsoRole = (typeof SSO_ROLES)[number]

const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{1,39}$/
const ROLE_LINE = /^(.+?)\s*=\s*(user|admin|administrator)$/

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional().transform((v) => (v ? v : undefined))
const httpUrl = (message: string) =>
  z.string({ error: message }).trim().max(500, message).refine((v) => /^https?:\/\/[^\s/]+/.test(v) && URL.canParse(v), message)

/** "value = role" per line (or ';'), e.g. the Entra group id of IT → admin. */
export function parseRoleMap(text: string | undefined): Record<string, SsoRole> {
  const map: Record<string, SsoRole> = {}
  for (const line of (text ?? '').split(/[\n;]/).map((l) => l.trim()).filter(Boolean)) {
    const m = ROLE_LINE.exec(line)
    if (m) map[m[1].trim()] = m[2] as SsoRole
  }
  return map
}

export const roleMapText = (map: Record<string, string>) =>
  Object.entries(map).map(([value, role]) => `${value} = ${role}`).join('\n')

export const ssoProviderInput = z
  .object({
    providerId: z
      .string({ error: 'Angiv et id' })
      .trim()
      .toLowerCase()
      .regex(PROVIDER_ID, 'Id skal være 2-40 tegn: små bogstaver, tal og bindestreg'),
    name: requiredText('Angiv et navn', 80, 'Navnet er for langt'),
    protocol: z.enum(SSO_PROTOCOLS, { error: 'Vælg OIDC eller SAML' }),
    domain: z
      .string({ error: 'Angiv et e-maildomæne' })
      .trim()
      .toLowerCase()
      .transform((v) => v.replace(/^@/, ''))
      .pipe(z.string().regex(DOMAIN, 'Ugyldigt e-maildomæne (fx firma.dk)')),
    /** OIDC: the issuer URL. SAML: the identity provider's entity ID. */
    issuer: requiredText('Angiv udsteder', 500, 'Udstederen er for lang'),
    clientId: optionalText(300, 'Klient-id er for langt'),
    /** Write-only: never sent back; left empty on an update it keeps the stored one. */
    clientSecret: optionalText(2000, 'Klienthemmeligheden er for lang'),
    entryPoint: z.string().trim().max(500).optional().transform((v) => (v ? v : undefined)),
    /** The identity provider's signing certificate (PEM or base64); empty on update keeps the stored one. */
    certificate: optionalText(20_000, 'Certifikatet er for langt'),
    roleClaim: optionalText(200, 'Navnet på claim/attribut er for langt'),
    roleMap: z
      .string()
      .max(4000, 'Rolletildelingen er for lang')
      .optional()
      .refine(
        (v) => (v ?? '').split(/[\n;]/).map((l) => l.trim()).filter(Boolean).every((l) => ROLE_LINE.test(l)),
        'Hver linje skal have formen "værdi = user", "værdi = admin" eller "værdi = administrator"',
      ),
    defaultRole: z.enum(SSO_ROLES, { error: 'Ugyldig standardrolle' }).default('user'),
    passwordSignIn: z.boolean({ error: 'Ugyldig værdi' }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.protocol === 'oidc') {
      if (!httpUrl('x').safeParse(v.issuer).success) ctx.addIssue({ code: 'custom', path: ['issuer'], message: 'Udstederen skal være en URL (https://…)' })
      if (!v.clientId) ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'Angiv klient-id' })
    } else {
      if (!v.entryPoint || !httpUrl('x').safeParse(v.entryPoint).success)
        ctx.addIssue({ code: 'custom', path: ['entryPoint'], message: 'Angiv login-URL (https://…)' })
    }
  })
export type SsoProviderInput = z.input<typeof ssoProviderInput>
export type SsoProvider = z.output<typeof ssoProviderInput>

/** What the admin API answers: no client secret ever, the certificate only as "set". */
export interface SsoProviderView {
  providerId: string
  name: string
  protocol: SsoProtocol
  domain: string
  issuer: string
  clientId: string | null
  clientSecretSet: boolean
  entryPoint: string | null
  certificateSet: boolean
  roleClaim: string | null
  roleMap: Record<string, SsoRole>
  defaultRole: SsoRole
  passwordSignIn: boolean
  /** From SSO_PROVIDERS: shown, not editable in the app. */
  fromEnvironment: boolean
  /** Where the identity provider must send people back (redirect URI / ACS URL). */
  callbackUrl: string
  /** SAML: the service provider's metadata and entity ID to give the identity provider. */
  metadataUrl: string | null
}

/** GET /api/sso/providers: every provider, those from the environment included. */
export interface SsoProviderList {
  providers: SsoProviderView[]
}

/** POST /api/sso/providers and PUT /api/sso/providers/:providerId. */
export interface SsoProviderSaved {
  provider: SsoProviderView
}

/** DELETE /api/sso/providers/:providerId. */
export interface SsoProviderDeleted {
  ok: true
}

/** The sign-in page's answer for an e-mail domain (public, so nothing more than the button needs). */
export interface SsoLookup {
  provider: { providerId: string; name: string; passwordSignIn: boolean } | null
}

export const SSO_ERRORS = {
  state: 'Login-forsøget kunne ikke bekræftes (ugyldig eller udløbet tilstand). Start forfra.',
  signature: 'Svaret fra identitetsudbyderen havde en ugyldig signatur og blev afvist.',
  audience: 'Svaret fra identitetsudbyderen var ikke udstedt til dette intranet og blev afvist.',
  expired: 'Svaret fra identitetsudbyderen er udløbet. Log ind igen.',
  replay: 'Svaret fra identitetsudbyderen er allerede brugt eller hører ikke til et igangværende login, og blev afvist. Log ind igen.',
  provider: 'Identitetsudbyderen kunne ikke bekræfte dit login. Prøv igen, eller kontakt IT.',
  account: 'Din konto kunne ikke oprettes eller er spærret. Kontakt en administrator.',
  unknown: 'Log ind med single sign-on mislykkedes. Prøv igen, eller kontakt IT.',
} as const
export type SsoErrorCode = keyof typeof SSO_ERRORS

export const ssoErrorMessage = (code: string | null | undefined): string | null =>
  code ? (SSO_ERRORS[code as SsoErrorCode] ?? SSO_ERRORS.unknown) : null

export const PASSWORD_SIGN_IN_OFF = 'Din organisation logger ind med single sign-on. Brug knappen "Fortsæt med" i stedet for en adgangskode.'
