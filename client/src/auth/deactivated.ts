// The server's word that this browser's account was deactivated (server/auth/deactivated.ts):
// recognised here, and carried across the reload that follows the wipe so the sign-in page can
// say why the person is looking at it.
import { ACCOUNT_DEACTIVATED, ACCOUNT_DEACTIVATED_MESSAGE } from '../../../sync/inputs/auth'

export const DEACTIVATED_MESSAGE = ACCOUNT_DEACTIVATED_MESSAGE

const KEY = 'intranet.signed-out-reason'

export function isDeactivatedError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ACCOUNT_DEACTIVATED
}

export function rememberDeactivated() {
  try {
    sessionStorage.setItem(KEY, ACCOUNT_DEACTIVATED)
  } catch {
    // storage disabled: the sign-in page simply won't say why
  }
}

export function wasDeactivated(): boolean {
  try {
    return sessionStorage.getItem(KEY) === ACCOUNT_DEACTIVATED
  } catch {
    return false
  }
}

/** Once shown, forgotten: a later visit to the sign-in page is an ordinary one. */
export function forgetDeactivated() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing to forget
  }
}
