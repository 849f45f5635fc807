// Building writes and the reveal call. Writes answer with a transaction id and the rows come
// back through sync; a revealed value is returned to the caller only and never stored locally.
import { ApiError, apiRequest, UNKNOWN_ERROR } from '@/lib/api'
import type { z } from 'zod'
import type { BuildingWritten, buildingCodeInput, buildingInput, RevealedCode, WrittenAccess, WrittenCode } from '../../../../sync/inputs/buildings'
import type { Written } from '../../../../sync/inputs/written'

export type BuildingPayload = z.output<typeof buildingInput>
export type CodePayload = Omit<z.output<typeof buildingCodeInput>, 'code_value'> & { code_value: string | null }

const enc = encodeURIComponent
const base = (buildingId: string) => `/api/buildings/${enc(buildingId)}`

export const createBuilding = (input: BuildingPayload) =>
  apiRequest<BuildingWritten>('POST', '/api/buildings', { id: crypto.randomUUID(), ...input })
export const updateBuilding = (id: string, input: BuildingPayload) => apiRequest<BuildingWritten>('PATCH', base(id), input)
export const deleteBuilding = (id: string) => apiRequest<Written>('DELETE', base(id))

export const createCode = (buildingId: string, input: CodePayload) =>
  apiRequest<WrittenCode>('POST', `${base(buildingId)}/codes`, { id: crypto.randomUUID(), ...input })
/** A null code_value keeps the current value. */
export const updateCode = (buildingId: string, id: string, input: CodePayload) =>
  apiRequest<WrittenCode>('PATCH', `${base(buildingId)}/codes/${enc(id)}`, input)
export const deleteCode = (buildingId: string, id: string) => apiRequest<Written>('DELETE', `${base(buildingId)}/codes/${enc(id)}`)

/**
 * Deliberately without an Idempotency-Key (unlike apiRequest): a stored answer would keep a
 * copy of the secret on the server and replay it without a fresh access check or audit row.
 * Asking again simply reveals (and logs) again.
 */
export async function revealCode(buildingId: string, codeId: string): Promise<RevealedCode> {
  let res: Response
  try {
    res = await fetch(`${base(buildingId)}/codes/${enc(codeId)}/reveal`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    })
  } catch {
    throw new ApiError('Kunne ikke kontakte serveren. Tjek din forbindelse og prøv igen.', 0)
  }
  const data = (await res.json().catch(() => null)) as (RevealedCode & { error?: string }) | null
  if (!res.ok) throw new ApiError(data?.error || UNKNOWN_ERROR, res.status)
  return data as RevealedCode
}

export const grantAccess = (buildingId: string, userId: string) =>
  apiRequest<WrittenAccess>('POST', `${base(buildingId)}/access`, { user_id: userId })
export const revokeAccess = (buildingId: string, accessId: string) =>
  apiRequest<WrittenAccess>('POST', `${base(buildingId)}/access/${enc(accessId)}/revoke`, {})
