// Uploads one file as multipart with XMLHttpRequest, because fetch cannot report upload
// progress and a 50 MB video on a site connection needs a progress bar.
import { ApiError, NETWORK_ERROR } from '@/lib/api'
import { writeContractHeaders } from '../../../../sync/inputs/write-contract'

export interface UploadOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

export function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Idempotency-Key', crypto.randomUUID())
    for (const [name, value] of Object.entries(writeContractHeaders())) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total)
    }
    xhr.onload = () => {
      let data: unknown = null
      try {
        data = JSON.parse(xhr.responseText)
      } catch {
        // not JSON: handled below by status
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1)
        resolve(data as T)
        return
      }
      const message = (data as { error?: unknown } | null)?.error
      reject(new ApiError(typeof message === 'string' && message ? message : `HTTP ${xhr.status}`, xhr.status))
    }
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0))
    xhr.onabort = () => reject(new ApiError('Upload afbrudt', 0))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}
