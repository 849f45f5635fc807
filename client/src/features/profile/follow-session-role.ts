// The session's role is read once at sign-in; the profile's role (mirrored from the account
// by a trigger and synced live) changes the moment an admin promotes or demotes someone. When
// they differ, ask better-auth for the session again, so rights in the UI follow without a
// reload (an open admin page turns into 'Access denied'). The server never trusted the old
// role anyway: it re-reads it on every request.
import { useEffect, useRef } from 'react'
import { authClient } from '@/auth/auth-client'
import { toRole, useCurrentUser } from '@/auth/current-user'

export function useFollowSessionRole(liveRole: string | null | undefined) {
  const { role } = useCurrentUser()
  const asked = useRef<string | null>(null)
  useEffect(() => {
    if (!liveRole) return
    if (toRole(liveRole) === role) {
      asked.current = null
      return
    }
    if (asked.current === liveRole) return
    asked.current = liveRole
    authClient.$store.notify('$sessionSignal')
  }, [liveRole, role])
}
