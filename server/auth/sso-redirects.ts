// Where a single sign-on ends in the browser. The SSO plugin sends a refused sign-in back with
// English `error`/`error_description` in the query, or answers a browser navigation with JSON;
// both become a redirect to the sign-in page with one of our codes (`?sso_error=replay`), whose
// Danish text the page shows from sync/inputs/sso.ts. A code, not text: a link anyone can
// craft must not put words of their choosing on the sign-in page.
import type { SsoErrorCode } from '../../sync/inputs/sso'

/** better-auth endpoints of the SSO flow (under /api/auth) that a browser navigates to. */
export const SSO_BROWSER_ENDPOINTS = [/^GET \/sso\/callback\/[a-z0-9-]+$/, /^POST \/sso\/saml2\/sp\/acs\/[a-z0-9-]+$/]

export function ssoErrorCode(error: string, description: string): SsoErrorCode {
  const text = `${error} ${description}`.toLowerCase()
  // An answer to a request that is no longer open was used already (or is stale): a replay.
  if (/replay|already been used|unknown or expired request id/.test(text)) return 'replay'
  if (/audience/.test(text)) return 'audience'
  if (/expired|notonorafter|notbefore|timestamp|too old|no longer valid/.test(text) && !/state/.test(text)) return 'expired'
  if (/signature|signed|digest|certificate/.test(text)) return 'signature'
  if (/state|inresponseto|relay|please_restart/.test(text)) return 'state'
  if (/sign.?up|signup|banned|unable_to_create|account_not_linked|link|user/.test(text)) return 'account'
  if (/provider|token|issuer|discovery/.test(text)) return 'provider'
  return 'unknown'
}

const signInPage = (appUrl: string, code: SsoErrorCode) => `${appUrl}/?sso_error=${code}`

/**
 * The plugin's answer as the browser should get it: success redirects pass, refusals go to
 * the sign-in page with our code (and are logged with the plugin's own words).
 */
export async function ssoBrowserAnswer(res: Response, appUrl: string, log: (line: string) => void, samlResponse?: string | null): Promise<Response> {
  let error: string | null
  let description: string
  const location = res.headers.get('location')
  if (res.status >= 300 && res.status < 400 && location) {
    const url = new URL(location, appUrl)
    error = url.searchParams.get('error')
    description = url.searchParams.get('error_description') ?? ''
    if (!error) return res
  } else if (res.status >= 400) {
    const body = (await res.clone().json().catch(() => ({}))) as { code?: string; message?: string }
    error = body.code ?? `status_${res.status}`
    description = body.message ?? ''
  } else {
    return res
  }
  let code = ssoErrorCode(error, description)
  if (code === 'unknown' && samlResponse) code = diagnoseSamlResponse(samlResponse)
  log(`[sso] sign-in refused (${code}): ${error} ${description}`.trim())
  const headers = new Headers({ location: signInPage(appUrl, code) })
  // Keep cookie changes (the plugin clears its state cookie on the way out).
  for (const cookie of res.headers.getSetCookie()) headers.append('set-cookie', cookie)
  return new Response(null, { status: 302, headers })
}

const CLOCK_SKEW_MS = 5 * 60_000

/**
 * samlify refuses a response whose signature does not verify or whose time is up with one
 * word ("Invalid SAML response"). That decision stands; this only picks which Danish sentence
 * explains it, from the response's own conditions: past its NotOnOrAfter → expired, otherwise
 * it is the signature (the other checks — audience, recipient, replay — have words of their own).
 */
export function diagnoseSamlResponse(samlResponse: string): SsoErrorCode {
  let xml: string
  try {
    xml = Buffer.from(samlResponse, 'base64').toString('utf8')
  } catch {
    return 'signature'
  }
  const ends = [...xml.matchAll(/NotOnOrAfter="([^"]+)"/g)].map((m) => Date.parse(m[1])).filter((t) => !Number.isNaN(t))
  return ends.some((end) => end + CLOCK_SKEW_MS < Date.now()) ? 'expired' : 'signature'
}
