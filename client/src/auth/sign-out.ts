// Signing out ends the session and removes this user's local copy of the data from the
// device: take the app off screen (so no live query still talks to the database), end the
// session, stop sync and close the database in every tab, delete the IndexedDB database.
import { useSyncExternalStore } from 'react'
import { authClient } from './auth-client'
import { clearAuthLink } from './auth-link'
import { forgetUser } from './cached-user'
import { rememberDeactivated } from './deactivated'
import { closeLocalDb, deleteLocalDb } from '@/db/open-local-db'
import { deleteQuerySnapshots } from '@/db/query-snapshots'
import { broadcastSignedOut } from '@/db/sync-status'
import { clearOfflineCaches } from '@/offline/register-service-worker'
import { clearJournal } from '@/offline/outbox-journal'
import { forgetPushSubscription } from '@/features/settings/push-device'

let signingOutHere = false
const listeners = new Set<() => void>()

function setSigningOut() {
  signingOutHere = true
  for (const l of listeners) l()
}

/** True while this tab runs sign-out, so it ignores its own "signed-out" broadcast. */
export const isSigningOutHere = () => signingOutHere

/** The access gate shows 'Logger ud...' instead of the app while this is true. */
export function useSigningOut(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => signingOutHere,
  )
}

const nextFrame = () => new Promise((r) => setTimeout(r, 150))

/** A sign-out that waits longer for the server goes on without it (the local data must go). */
const END_SESSION_TIMEOUT_MS = 5_000

/**
 * Ends the session on the server before any other tab is told: they close their database and
 * reload, and a reload that still found the session would open the app again, make the
 * database anew and sync it all back. better-auth's own word to the other tabs is left out
 * (disableSignal): it would take their app off screen with their database still open, and the
 * 'signed-out' message that makes them close it would then find no one listening.
 */
async function endSession() {
  try {
    await authClient.signOut({ fetchOptions: { disableSignal: true, signal: AbortSignal.timeout(END_SESSION_TIMEOUT_MS) } })
  } catch {
    // Offline: the cookie may outlive us on the server, but the local data goes all the same.
  }
}

async function wipeLocalData(userId: string) {
  broadcastSignedOut(userId)
  await closeLocalDb(userId)
  // Before the database goes: unsent writes left in the journal would otherwise be put back
  // and sent at this user's next sign-in, after they chose to sign out without them.
  clearJournal(userId)
  await deleteLocalDb(userId)
  await deleteQuerySnapshots(userId)
  // Opened files (private uploads) were cached for offline reading: not for the next user.
  await clearOfflineCaches()
  // The server dropped this device's subscription with the session; the next user here must not inherit it.
  await forgetPushSubscription().catch(() => undefined)
}

let signingOut: Promise<void> | null = null

/**
 * Signs out once: the sync's "unauthorized", as the session ends, asks again meanwhile.
 * `deactivated`: the server said the account was deactivated; the sign-in page says so.
 */
export function signOut(userId: string | null, reason?: 'deactivated'): Promise<void> {
  signingOut ??= (async () => {
    if (reason === 'deactivated') rememberDeactivated()
    clearAuthLink()
    forgetUser()
    setSigningOut()
    // Let the pages unmount and their live queries unsubscribe while the database is open.
    if (userId) await nextFrame()
    await endSession()
    if (userId) await wipeLocalData(userId)
    window.location.assign('/')
  })()
  return signingOut
}
