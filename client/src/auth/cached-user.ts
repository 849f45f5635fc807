// The last signed-in user, remembered on this device so the app can still open its local
// data when the server cannot be reached. It grants nothing on the server: every API call
// and shape request still carries (and checks) the real session cookie.
import { toRole, type CurrentUser } from './current-user'

const KEY = 'intranet.last-user'

export function rememberUser(user: CurrentUser) {
  try {
    localStorage.setItem(KEY, JSON.stringify(user))
  } catch {
    // storage full or disabled: offline start just won't be possible
  }
}

export function cachedUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return null
    const u = JSON.parse(raw) as Partial<CurrentUser>
    if (typeof u.id !== 'string' || !u.id) return null
    return { id: u.id, email: String(u.email ?? ''), name: String(u.name ?? ''), role: toRole(u.role) }
  } catch {
    return null
  }
}

export function forgetUser() {
  localStorage.removeItem(KEY)
}
