// better-auth answers in English ({ code, message }); the product speaks Danish, and the client
// shows "the provider's message". Every auth error is translated here, once, by its code.
// The password rule's own text comes from the shared inputs, where the client's forms read it too.
import { PASSWORD_TOO_SHORT } from '../../sync/inputs/auth'
import { USERNAME_INVALID } from '../../sync/inputs/people'
import { PASSWORD_SIGN_IN_OFF } from '../../sync/inputs/sso'

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Forkert e-mail eller adgangskode',
  INVALID_USERNAME_OR_PASSWORD: 'Forkert brugernavn eller adgangskode',
  USERNAME_IS_ALREADY_TAKEN: 'Brugernavnet er allerede i brug',
  USERNAME_TOO_SHORT: USERNAME_INVALID,
  USERNAME_TOO_LONG: USERNAME_INVALID,
  INVALID_USERNAME: USERNAME_INVALID,
  INVALID_EMAIL: 'Ugyldig e-mailadresse',
  INVALID_PASSWORD: 'Forkert adgangskode',
  INVALID_TOKEN: 'Ugyldig eller udløbet nulstillingslink. Anmod om et nyt link.',
  TOKEN_EXPIRED: 'Ugyldig eller udløbet nulstillingslink. Anmod om et nyt link.',
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG: 'Adgangskoden er for lang',
  USER_NOT_FOUND: 'Brugeren blev ikke fundet',
  USER_ALREADY_EXISTS: 'Der findes allerede en bruger med denne e-mail',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Der findes allerede en bruger med denne e-mail',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Kontoen har ingen adgangskode',
  SESSION_EXPIRED: 'Din session er udløbet. Log ind igen.',
  FAILED_TO_GET_SESSION: 'Din session kunne ikke hentes. Log ind igen.',
  INVALID_ORIGIN: 'Anmodningen kom fra en anden side og blev afvist',
  MISSING_OR_NULL_ORIGIN: 'Anmodningen kom fra en anden side og blev afvist',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Anmodningen kom fra en anden side og blev afvist',
  VALIDATION_ERROR: 'Ugyldige oplysninger',
  MISSING_FIELD: 'Udfyld alle felter',
  BODY_MUST_BE_AN_OBJECT: 'Ugyldige oplysninger',
  PASSWORD_SIGN_IN_OFF,
  NO_PROVIDER_FOUND_FOR_THE_ISSUER: 'Der er ingen single sign-on for dette e-maildomæne',
}

export const TOO_MANY_ATTEMPTS = 'For mange forsøg. Vent lidt, og prøv igen.'
const FALLBACK = 'Der opstod en uventet fejl'

/** The Danish text for a better-auth error body; a message already in Danish is kept. */
export function danishAuthMessage(status: number, body: { code?: unknown; message?: unknown }): string {
  if (status === 429) return TOO_MANY_ATTEMPTS
  if (typeof body.code === 'string' && BY_CODE[body.code]) return BY_CODE[body.code]
  // Our own texts (e.g. the banned-user message) are Danish already.
  if (typeof body.message === 'string' && /[æøåÆØÅ]|Din konto/.test(body.message)) return body.message
  return FALLBACK
}

/**
 * The same response with its error message in Danish (and a standard Retry-After where
 * better-auth only sets its own X-Retry-After). Successful answers pass through untouched.
 */
export async function inDanish(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res
  let body: { code?: unknown; message?: unknown }
  try {
    body = await res.clone().json()
  } catch {
    return res
  }
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  const retryAfter = res.headers.get('x-retry-after')
  if (res.status === 429 && retryAfter && !headers.has('retry-after')) headers.set('retry-after', retryAfter)
  const message = danishAuthMessage(res.status, body)
  return new Response(JSON.stringify({ ...body, message, error: message }), { status: res.status, headers })
}
