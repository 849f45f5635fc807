// User administration calls (admins only on the server). Rows come back through sync.
import { apiRequest } from '@/lib/api'
import type { NewUserInput } from '../../../../sync/inputs/people'

export interface CreatedUser {
  user: { id: string; email: string | null; username: string | null }
  invited: boolean
  warning?: string
  txid: string
}

export const createUser = (input: NewUserInput) => apiRequest<CreatedUser>('POST', '/api/users', input)

export const setUserRole = (id: string, role: 'user' | 'admin') =>
  apiRequest<{ txid: string }>('PATCH', `/api/users/${encodeURIComponent(id)}/role`, { role })

export const deleteUser = (id: string) => apiRequest<{ txid: string }>('DELETE', `/api/users/${encodeURIComponent(id)}`)

export const deactivateUser = (id: string) => apiRequest<{ txid: string }>('POST', `/api/users/${encodeURIComponent(id)}/deactivate`)

export const reactivateUser = (id: string) => apiRequest<{ txid: string }>('POST', `/api/users/${encodeURIComponent(id)}/reactivate`)

export const setUserPassword = (id: string, password: string) =>
  apiRequest<{ txid: string }>('POST', `/api/users/${encodeURIComponent(id)}/password`, { password })

export const resendInvite = (id: string) => apiRequest<{ invited: true }>('POST', `/api/users/${encodeURIComponent(id)}/invite`)

export interface ErasureOutcome {
  erased: true
  outcome: { kind: string; count: number; text: string }[]
  txid: string
}

/** Straight to the server: the administrator reads the outcome at once. */
export const eraseUser = (id: string) =>
  apiRequest<ErasureOutcome>('POST', `/api/users/${encodeURIComponent(id)}/erase`, undefined, { direct: true })
