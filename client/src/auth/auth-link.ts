// Recovery and invite links arrive as `/#type=recovery&token=…`. The link is remembered for
// the browser session (sessionStorage) so a reload keeps showing the password screen, and
// the hash is removed from the address bar so the token does not linger in history.

export type AuthLinkType = 'recovery' | 'invite'

export interface AuthLink {
  type: AuthLinkType
  token: string | null
}

const KEY = 'intranet.auth-link'

export function parseAuthHash(hash: string): AuthLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const type = params.get('type')
  if (type !== 'recovery' && type !== 'invite') return null
  const token = params.get('token')?.trim()
  return { type, token: token ? token : null }
}

export function readAuthLink(storage: Pick<Storage, 'getItem'> = sessionStorage): AuthLink | null {
  try {
    const raw = storage.getItem(KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<AuthLink>
    if (parsed.type !== 'recovery' && parsed.type !== 'invite') return null
    return { type: parsed.type, token: typeof parsed.token === 'string' ? parsed.token : null }
  } catch {
    return null
  }
}

/** Stores a link found in the current address (if any) and returns the remembered one. */
export function captureAuthLink(): AuthLink | null {
  const fromHash = parseAuthHash(window.location.hash)
  if (fromHash) {
    sessionStorage.setItem(KEY, JSON.stringify(fromHash))
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', pathname + search)
  }
  return readAuthLink()
}

export function clearAuthLink() {
  sessionStorage.removeItem(KEY)
}
