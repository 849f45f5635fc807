// Single sign-on from the sign-in page: which provider a typed address belongs to, the start of
// the provider's sign-in (the browser leaves for it), and the Danish text for a refusal the
// server sent the browser back with (`?sso_error=<code>`; the text is ours, never the URL's).
import { useEffect, useState } from 'react'
import { ssoErrorMessage, type SsoLookup } from '../../../sync/inputs/sso'

export type SsoChoice = NonNullable<SsoLookup['provider']>

const DOMAIN_TYPED = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i

/** The provider of the address being typed, asked a moment after typing stops. */
export function useSsoProvider(email: string): SsoChoice | null {
  const [choice, setChoice] = useState<{ domain: string; provider: SsoChoice | null } | null>(null)
  const trimmed = email.trim().toLowerCase()
  const domain = DOMAIN_TYPED.test(trimmed) ? trimmed.split('@')[1] : null
  useEffect(() => {
    if (!domain || choice?.domain === domain) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/sso/lookup?email=${encodeURIComponent(trimmed)}`, { signal: controller.signal })
        if (res.ok) setChoice({ domain, provider: ((await res.json()) as SsoLookup).provider })
      } catch {
        // Offline or aborted: the password form stays as it is.
      }
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [domain, trimmed, choice?.domain])
  return domain && choice?.domain === domain ? choice.provider : null
}

/** Asks the server for the provider's sign-in address and goes there; returns an error text on failure. */
export async function startSingleSignOn(email: string): Promise<string | null> {
  try {
    const res = await fetch('/api/auth/sign-in/sso', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: email.trim(), callbackURL: '/', errorCallbackURL: '/', newUserCallbackURL: '/' }),
    })
    const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string }
    if (!res.ok || !body.url) return body.message ?? ssoErrorMessage('unknown')
    window.location.assign(body.url)
    return null
  } catch {
    return 'Kunne ikke kontakte serveren. Tjek din forbindelse og prøv igen.'
  }
}

/** The refusal the server sent the browser back with (read without side effects: a state initializer). */
export const ssoErrorInAddress = (): string | null => ssoErrorMessage(new URL(window.location.href).searchParams.get('sso_error'))

/** Takes the code out of the address once shown, so a reload does not show it again. */
export function forgetSsoError() {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('sso_error')) return
  url.searchParams.delete('sso_error')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}
