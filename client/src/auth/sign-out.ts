// Signing out ends the session and removes this user's local copy of the data from the
// device: take the app off screen (so no live query still talks to the database), stop
// sync and close the database in every tab, delete the IndexedDB database, end the session.
import { useSyncExternalStore } from 'react'
import { authClient } from './auth-client'
import { clearAuthLink } from './auth-link'
import { forgetUser } from './cached-user'
import { closeLocalDb, deleteLocalDb } from '@/db/open-local-db'
import { deleteQuerySnapshots } from '@/db/query-snapshots'
import { broadcastSignedOut } from '@/db/sync-status'
import { clearOfflineCaches } from '@/offline/register-service-worker'
import { clearJournal } from '@/offline/outbox-journal'

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

export async function wipeLocalData(userId: string) {
  setSigningOut()
  // Let the pages unmount and their live queries unsubscribe while the database is open.
  await nextFrame()
  broadcastSignedOut(userId)
  await closeLocalDb(userId)
  // Before the database goes: unsent writes left in the journal would otherwise be put back
  // and sent at this user's next sign-in, after they chose to sign out without them.
  clearJournal(userId)
  await deleteLocalDb(userId)
  await deleteQuerySnapshots(userId)
  // Opened files (private uploads) were cached for offline reading: not for the next user.
  await clearOfflineCaches()
}

export async function signOut(userId: string | null) {
  clearAuthLink()
  forgetUser()
  if (userId) await wipeLocalData(userId)
  else setSigningOut()
  try {
    await authClient.signOut()
  } catch {
    // Offline: the cookie may outlive us on the server, but the local data is gone already.
  }
  window.location.assign('/')
}
