// Decides what the browser shows: the password screen for a remembered recovery/invite
// link, a spinner while the session loads, the sign-in screen, or the app.
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { FullPageSpinner } from '@/components/spinner'
import { authClient } from './auth-client'
import { captureAuthLink } from './auth-link'
import { cachedUser, rememberUser } from './cached-user'
import { CurrentUserProvider, toRole, type CurrentUser } from './current-user'
import { PasswordResetPage } from './password-reset-page'
import { SignInPage } from './sign-in-page'
import { signOut, useSigningOut } from './sign-out'
import { isDeactivatedError } from './deactivated'

export function AccessGate({ children }: { children: ReactNode }) {
  // Read at load (the hash is stripped after capture), and again if a link is pasted into
  // this tab, which changes only the hash and does not reload the page.
  const [link, setLink] = useState(captureAuthLink)
  useEffect(() => {
    const onHashChange = () => setLink(captureAuthLink())
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])
  const session = authClient.useSession()
  const signingOut = useSigningOut()

  const user = useMemo<CurrentUser | null>(() => {
    const u = session.data?.user as { id: string; email: string; name: string; role?: unknown } | undefined
    return u ? { id: u.id, email: u.email, name: u.name, role: toRole(u.role) } : null
  }, [session.data])

  useEffect(() => {
    if (user) rememberUser(user)
  }, [user])

  // Opened again after the account was deactivated: the data kept for offline use goes now,
  // before any page could show it.
  const deactivated = isDeactivatedError(session.error)
  useEffect(() => {
    if (deactivated) void signOut(cachedUser()?.id ?? null, 'deactivated')
  }, [deactivated])

  if (signingOut || deactivated) return <FullPageSpinner label="Logger ud..." />
  if (link) return <PasswordResetPage link={link} />
  if (session.isPending) return <FullPageSpinner />
  // The server could not be asked (offline, restarting): open the local data of the user
  // who last signed in here. Writes and sync still need the real session.
  const effective = user ?? (session.error ? cachedUser() : null)
  if (!effective) return <SignInPage />
  return <CurrentUserProvider user={effective}>{children}</CurrentUserProvider>
}
