// Handbook writes. Uploads go through XMLHttpRequest because fetch cannot report upload
// progress; everything else uses the shared JSON helper.
import { ApiError, apiRequest, UNKNOWN_ERROR } from '@/lib/api'
import type { z } from 'zod'
import type { handbookCategoryInput, HandbookCategoryWritten } from '../../../../sync/inputs/handbooks'
import type { Written } from '../../../../sync/inputs/written'
import { writeContractHeaders } from '../../../../sync/inputs/write-contract'

type Txid = { txid: string }

export const createCategory = (input: z.output<typeof handbookCategoryInput>) =>
  apiRequest<HandbookCategoryWritten>('POST', '/api/handbooks/categories', { id: crypto.randomUUID(), ...input })
export const deleteCategory = (id: string) => apiRequest<Written>('DELETE', `/api/handbooks/categories/${encodeURIComponent(id)}`)
export const deleteHandbook = (id: string) => apiRequest<Written>('DELETE', `/api/handbooks/${encodeURIComponent(id)}`)

export interface UploadFields {
  category_id: string
  name: string
  description: string
}

/** Fields first, then the file, so the server has them before the big part arrives. */
export function uploadHandbook(
  fields: UploadFields,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Txid & { handbook: { id: string } }> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('file', file, file.name)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/handbooks')
    xhr.responseType = 'json'
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Idempotency-Key', crypto.randomUUID())
    for (const [name, value] of Object.entries(writeContractHeaders())) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onload = () => {
      const body = xhr.response as { error?: string } | null
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as Txid & { handbook: { id: string } })
      else reject(new ApiError(body?.error || UNKNOWN_ERROR, xhr.status))
    }
    xhr.onerror = () => reject(new ApiError('Kunne ikke kontakte serveren. Tjek din forbindelse og prøv igen.', 0))
    xhr.onabort = () => reject(new ApiError('Uploaden blev annulleret', 0))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}
