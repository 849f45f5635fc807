// The "Single sign-on" admin calls (administrators only on the server). Sent directly, never
// through the offline outbox: sign-in set-up must not wait in a queue and land later.
import { ApiError, NETWORK_ERROR, UNKNOWN_ERROR } from '@/lib/api'
import type { ScimDirectory, ScimDirectoryCreated, ScimDirectoryList, ScimDirectorySaved } from '../../../../sync/inputs/scim'
import type { SsoProvider, SsoProviderDeleted, SsoProviderList, SsoProviderSaved } from '../../../../sync/inputs/sso'

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response
  try {
    res = await fetch(path, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(NETWORK_ERROR, 0)
  }
  const answer = (await res.json().catch(() => ({}))) as { error?: string }
  if (!res.ok) throw new ApiError(answer.error ?? UNKNOWN_ERROR, res.status)
  return answer as T
}

export const listSsoProviders = () => call<SsoProviderList>('GET', '/api/sso/providers')
export const createSsoProvider = (input: SsoProvider) => call<SsoProviderSaved>('POST', '/api/sso/providers', input)
export const updateSsoProvider = (providerId: string, input: SsoProvider) =>
  call<SsoProviderSaved>('PUT', `/api/sso/providers/${encodeURIComponent(providerId)}`, input)
export const deleteSsoProvider = (providerId: string) => call<SsoProviderDeleted>('DELETE', `/api/sso/providers/${encodeURIComponent(providerId)}`)

export const listScimDirectories = () => call<ScimDirectoryList>('GET', '/api/scim/directories')
export const createScimDirectory = (input: ScimDirectory) => call<ScimDirectoryCreated>('POST', '/api/scim/directories', input)
export const updateScimDirectory = (id: string, input: ScimDirectory) =>
  call<ScimDirectorySaved>('PUT', `/api/scim/directories/${encodeURIComponent(id)}`, input)
export const revokeScimDirectory = (id: string) => call<ScimDirectorySaved>('POST', `/api/scim/directories/${encodeURIComponent(id)}/revoke`)
