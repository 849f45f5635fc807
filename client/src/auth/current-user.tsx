// The signed-in user as the rest of the app sees it, with the permission viewer derived
// from the session role (the server decides the role; the client only mirrors it).
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { isAdminRole, ROLES, type Role, type Viewer } from '../../../sync/rules'

export interface CurrentUser {
  id: string
  email: string
  name: string
  role: Role
}

export interface CurrentUserValue extends CurrentUser {
  viewer: Viewer
  isAdmin: boolean
}

const CurrentUserContext = createContext<CurrentUserValue | null>(null)

/** Unknown or missing roles count as a plain user: never more rights than granted. */
export function toRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'user'
}

export function CurrentUserProvider({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const value = useMemo<CurrentUserValue>(
    () => ({ ...user, viewer: { id: user.id, role: user.role }, isAdmin: isAdminRole(user.role) }),
    [user],
  )
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>
}

export function useCurrentUser(): CurrentUserValue {
  const value = useContext(CurrentUserContext)
  if (!value) throw new Error('useCurrentUser outside CurrentUserProvider')
  return value
}
