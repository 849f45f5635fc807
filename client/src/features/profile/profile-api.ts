// Own-profile writes. The row comes back through sync (my_profile, profiles), so nothing here
// touches the local tables.
import { ApiError, apiRequest } from '@/lib/api'
import type { ProfileImageRemoved, ProfilePatch, WrittenProfile } from '../../../../sync/inputs/people'
import { writeContractHeaders } from '../../../../sync/inputs/write-contract'

export const updateProfile = (patch: ProfilePatch) => apiRequest<WrittenProfile>('PATCH', '/api/profile', patch)

export const removeProfileImage = () => apiRequest<ProfileImageRemoved>('DELETE', '/api/profile/image')

/** Multipart upload; the server checks the type by content and stores a resized copy. */
export async function uploadProfileImage(file: File): Promise<{ image: string; txid: string }> {
  const form = new FormData()
  form.append('file', file, file.name)
  let res: Response
  try {
    res = await fetch('/api/profile/image', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID(), ...writeContractHeaders() },
    })
  } catch {
    throw new ApiError('Kunne ikke kontakte serveren. Tjek din forbindelse og prøv igen.', 0)
  }
  const data = (await res.json().catch(() => null)) as { error?: string; image?: string; txid?: string } | null
  if (!res.ok) throw new ApiError(data?.error || 'Billedet kunne ikke uploades. Prøv igen.', res.status)
  return data as { image: string; txid: string }
}
