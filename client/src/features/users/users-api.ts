// User administration calls (admins only on the server). Rows come back through sync.
import { apiRequest } from '@/lib/api'
import type { CreatedUser, DeactivationSet, ErasureOutcome, InviteSent, NewUserInput, RoleSet } from '../../../../sync/inputs/people'
import type { Written } from '../../../../sync/inputs/written'

export const createUser = (input: NewUserInput) => apiRequest<CreatedUser>('POST', '/api/users', input)

export const setUserRole = (id: string, role: 'user' | 'admin') =>
  apiRequest<RoleSet>('PATCH', `/api/users/${encodeURIComponent(id)}/role`, { role })

export const deleteUser = (id: string) => apiRequest<Written>('DELETE', `/api/users/${encodeURIComponent(id)}`)

export const deactivateUser = (id: string) => apiRequest<DeactivationSet>('POST', `/api/users/${encodeURIComponent(id)}/deactivate`)

export const reactivateUser = (id: string) => apiRequest<DeactivationSet>('POST', `/api/users/${encodeURIComponent(id)}/reactivate`)

export const setUserPassword = (id: string, password: string) =>
  apiRequest<Written>('POST', `/api/users/${encodeURIComponent(id)}/password`, { password })

export const resendInvite = (id: string) => apiRequest<InviteSent>('POST', `/api/users/${encodeURIComponent(id)}/invite`)

/** Straight to the server: the administrator reads the outcome at once. */
export const eraseUser = (id: string) =>
  apiRequest<ErasureOutcome>('POST', `/api/users/${encodeURIComponent(id)}/erase`, undefined, { direct: true })
