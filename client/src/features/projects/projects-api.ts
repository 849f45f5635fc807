// Project writes. The server answers with the transaction id; rows reach every browser
// through sync. Images go up as multipart (the JSON helper is for everything else).
import { ApiError, apiRequest, UNKNOWN_ERROR } from '@/lib/api'
import type {
  ImportantDateInput,
  ImportantDateWritten,
  ProjectInput,
  ProjectPatch,
  ProjectUpdateInput,
  ProjectUpdateWritten,
  ProjectWritten,
} from '../../../../sync/inputs/projects'
import type { Written } from '../../../../sync/inputs/written'
import { writeContractHeaders } from '../../../../sync/inputs/write-contract'

type Txid = { txid: string }
const enc = encodeURIComponent
const base = (projectId: string) => `/api/projects/${enc(projectId)}`

export const createProject = (input: ProjectInput) =>
  apiRequest<ProjectWritten>('POST', '/api/projects', { id: crypto.randomUUID(), ...input })
export const updateProject = (id: string, patch: ProjectPatch) =>
  apiRequest<ProjectWritten>('PATCH', base(id), patch)
export const deleteProject = (id: string) => apiRequest<Written>('DELETE', base(id))

export const createUpdate = (projectId: string, input: ProjectUpdateInput) =>
  apiRequest<ProjectUpdateWritten>('POST', `${base(projectId)}/updates`, { id: crypto.randomUUID(), ...input })
export const editUpdate = (projectId: string, id: string, input: ProjectUpdateInput) =>
  apiRequest<ProjectUpdateWritten>('PATCH', `${base(projectId)}/updates/${enc(id)}`, input)
export const deleteUpdate = (projectId: string, id: string) => apiRequest<Written>('DELETE', `${base(projectId)}/updates/${enc(id)}`)

export const createDate = (projectId: string, input: ImportantDateInput) =>
  apiRequest<ImportantDateWritten>('POST', `${base(projectId)}/dates`, { id: crypto.randomUUID(), ...input })
export const editDate = (projectId: string, id: string, input: ImportantDateInput) =>
  apiRequest<ImportantDateWritten>('PATCH', `${base(projectId)}/dates/${enc(id)}`, input)
export const deleteDate = (projectId: string, id: string) => apiRequest<Written>('DELETE', `${base(projectId)}/dates/${enc(id)}`)

export const deleteImage = (projectId: string, id: string) => apiRequest<Written>('DELETE', `${base(projectId)}/images/${enc(id)}`)

/** Several images with one caption; the server checks each file's content and size. */
export async function uploadImages(projectId: string, files: File[], caption: string): Promise<Txid & { images: { id: string }[] }> {
  const form = new FormData()
  form.append('caption', caption)
  for (const file of files) form.append('files', file, file.name)
  let res: Response
  try {
    res = await fetch(`${base(projectId)}/images`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID(), ...writeContractHeaders() },
    })
  } catch {
    throw new ApiError('Kunne ikke kontakte serveren. Tjek din forbindelse og prøv igen.', 0)
  }
  const data = (await res.json().catch(() => null)) as { error?: string } | null
  if (!res.ok) throw new ApiError(data?.error || UNKNOWN_ERROR, res.status)
  return data as Txid & { images: { id: string }[] }
}
